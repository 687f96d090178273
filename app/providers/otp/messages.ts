import { type Locale } from '#app/i18n/locales.ts'
import { type MessageKind } from './code-sender.ts'

/** How long a login code stays valid; the texts below promise it, so the auth module must honour the same value. */
export const OTP_CODE_TTL_MINUTES = 5

export type CodeMessage = {
	/** E-mail subject (also the heading of the HTML part). */
	subject: string
	/** The whole message as one line of plain text: what SMS and the outbox carry, and the e-mail's text part. */
	text: string
	/** What follows the code in the HTML part. */
	notice: string
	/** Writing direction of the language, for the HTML part. */
	dir: 'rtl' | 'ltr'
}

type CodeMessageTexts = {
	subject: string
	text: (code: string, minutes: number) => string
	notice: (minutes: number) => string
	dir: 'rtl' | 'ltr'
}

/**
 * The code message in the four interface languages. It lives here rather than in locales/*.json because it is
 * never rendered by React: it leaves the shop as an SMS, an e-mail or a WhatsApp fallback text.
 * The brand name follows `app.name` in each locale file.
 */
const TEXTS: Record<Locale, CodeMessageTexts> = {
	ar: {
		subject: 'رمز الدخول إلى دجلة',
		text: (code, minutes) => `رمز الدخول إلى دجلة: ${code}. لا تشاركه مع أحد. صالح لمدة ${minutes} دقائق.`,
		notice: (minutes) => `لا تشاركه مع أحد. صالح لمدة ${minutes} دقائق.`,
		dir: 'rtl',
	},
	ckb: {
		subject: 'کۆدی چوونەژوورەوە بۆ دیجلە',
		text: (code, minutes) => `کۆدی چوونەژوورەوە بۆ دیجلە: ${code}. لەگەڵ هیچ کەسێک بەشی مەکە. بۆ ماوەی ${minutes} خولەک کار دەکات.`,
		notice: (minutes) => `لەگەڵ هیچ کەسێک بەشی مەکە. بۆ ماوەی ${minutes} خولەک کار دەکات.`,
		dir: 'rtl',
	},
	en: {
		subject: 'Your Dijla sign-in code',
		text: (code, minutes) => `Your Dijla sign-in code: ${code}. Do not share it with anyone. Valid for ${minutes} minutes.`,
		notice: (minutes) => `Do not share it with anyone. Valid for ${minutes} minutes.`,
		dir: 'ltr',
	},
	zh: {
		subject: '迪杰拉登录验证码',
		text: (code, minutes) => `迪杰拉登录验证码：${code}。请勿告诉任何人。${minutes} 分钟内有效。`,
		notice: (minutes) => `请勿告诉任何人。${minutes} 分钟内有效。`,
		dir: 'ltr',
	},
}

/** A code that confirms a new phone or e-mail for an account (never a sign-in). */
const CONTACT_CODE_TEXTS: Record<Locale, CodeMessageTexts> = {
	ar: {
		subject: 'رمز تأكيد رقمك أو بريدك الجديد في دجلة',
		text: (code, minutes) => `رمز تأكيد تغيير رقم الهاتف أو البريد في حساب دجلة: ${code}. إن لم تطلبه فتجاهله. صالح لمدة ${minutes} دقائق.`,
		notice: (minutes) => `إن لم تطلبه فتجاهله. صالح لمدة ${minutes} دقائق.`,
		dir: 'rtl',
	},
	ckb: {
		subject: 'کۆدی پشتڕاستکردنەوەی ژمارە یان ئیمەیڵی نوێ لە دیجلە',
		text: (code, minutes) =>
			`کۆدی گۆڕینی ژمارە یان ئیمەیڵی هەژماری دیجلە: ${code}. ئەگەر داوات نەکردووە، گوێی پێ مەدە. بۆ ماوەی ${minutes} خولەک کار دەکات.`,
		notice: (minutes) => `ئەگەر داوات نەکردووە، گوێی پێ مەدە. بۆ ماوەی ${minutes} خولەک کار دەکات.`,
		dir: 'rtl',
	},
	en: {
		subject: 'Confirm your new Dijla phone or e-mail',
		text: (code, minutes) =>
			`Your code to change the phone or e-mail of your Dijla account: ${code}. If you did not ask for it, ignore it. Valid for ${minutes} minutes.`,
		notice: (minutes) => `If you did not ask for it, ignore it. Valid for ${minutes} minutes.`,
		dir: 'ltr',
	},
	zh: {
		subject: '确认你在迪杰拉的新手机号或邮箱',
		text: (code, minutes) => `更改迪杰拉账户手机号或邮箱的验证码：${code}。如非本人操作，请忽略。${minutes} 分钟内有效。`,
		notice: (minutes) => `如非本人操作，请忽略。${minutes} 分钟内有效。`,
		dir: 'ltr',
	},
}

/** The notice to the old phone or e-mail once it was replaced on the account (carries no code). */
const CONTACT_CHANGED_TEXTS: Record<Locale, CodeMessageTexts> = {
	ar: {
		subject: 'تم تغيير رقمك أو بريدك في دجلة',
		text: () =>
			'تم تغيير رقم الهاتف أو البريد الإلكتروني في حسابك في دجلة، ولن يُستخدم هذا بعد الآن لتسجيل الدخول. إن لم تفعل ذلك فتواصل مع الدعم فورًا.',
		notice: () => 'إن لم تفعل ذلك فتواصل مع الدعم فورًا.',
		dir: 'rtl',
	},
	ckb: {
		subject: 'ژمارە یان ئیمەیڵەکەت لە دیجلە گۆڕدرا',
		text: () =>
			'ژمارەی مۆبایل یان ئیمەیڵی هەژمارەکەت لە دیجلە گۆڕدرا و ئەمە چیتر بۆ چوونەژوورەوە بەکارنایەت. ئەگەر تۆ نەتکردووە، دەستبەجێ پەیوەندی بە پشتگیرییەوە بکە.',
		notice: () => 'ئەگەر تۆ نەتکردووە، دەستبەجێ پەیوەندی بە پشتگیرییەوە بکە.',
		dir: 'rtl',
	},
	en: {
		subject: 'Your Dijla phone or e-mail was changed',
		text: () =>
			'The phone or e-mail of your Dijla account was changed; this one no longer signs you in. If you did not do this, contact support now.',
		notice: () => 'If you did not do this, contact support now.',
		dir: 'ltr',
	},
	zh: {
		subject: '你的迪杰拉手机号或邮箱已更改',
		text: () => '你的迪杰拉账户手机号或邮箱已更改，此号码或邮箱不再用于登录。如非本人操作，请立即联系客服。',
		notice: () => '如非本人操作，请立即联系客服。',
		dir: 'ltr',
	},
}

const TEXTS_BY_KIND: Record<MessageKind, Record<Locale, CodeMessageTexts>> = {
	signIn: TEXTS,
	contactCode: CONTACT_CODE_TEXTS,
	contactChanged: CONTACT_CHANGED_TEXTS,
}

export function codeMessage(locale: Locale, code: string, minutes: number = OTP_CODE_TTL_MINUTES, kind: MessageKind = 'signIn'): CodeMessage {
	const byLocale = TEXTS_BY_KIND[kind]
	const texts = byLocale[locale] ?? byLocale.ar
	return { subject: texts.subject, text: texts.text(code, minutes), notice: texts.notice(minutes), dir: texts.dir }
}

function escapeHtml(value: string) {
	return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A small, self-contained HTML e-mail: heading, the code in large digits, the notice. */
export function codeMessageHtml(locale: Locale, code: string, minutes: number = OTP_CODE_TTL_MINUTES, kind: MessageKind = 'signIn') {
	const message = codeMessage(locale, code, minutes, kind)
	// Direction comes from `dir` (repeated on body and a wrapper, since some mail clients drop <html>), never left/right.
	return [
		'<!doctype html>',
		`<html lang="${locale}" dir="${message.dir}">`,
		'<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
		`<body dir="${message.dir}" style="margin:0;padding:24px;font-family:Vazirmatn,Tahoma,Arial,sans-serif;color:#1a1a1a;background:#ffffff">`,
		`<div dir="${message.dir}" lang="${locale}">`,
		`<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(message.subject)}</h1>`,
		kind === 'contactChanged'
			? `<p style="font-size:16px;margin:0 0 16px">${escapeHtml(message.text)}</p>`
			: `<p style="font-size:32px;font-weight:700;letter-spacing:6px;margin:0 0 16px;font-family:Menlo,Consolas,monospace"><bdi>${escapeHtml(code)}</bdi></p>`,
		kind === 'contactChanged' ? '' : `<p style="font-size:14px;margin:0;color:#555555">${escapeHtml(message.notice)}</p>`,
		'</div>',
		'</body>',
		'</html>',
	].join('\n')
}
