import { and, eq, ne } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { isUniqueViolation } from '#app/db/errors.server.ts'
import { type OtpChannel, users } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { type CodeSender, sendCode, verifyCode } from '#app/modules/auth/otp.server.ts'
import { defaultSendChannel, normalizeAccount } from '#app/modules/auth/rules.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * Changing the phone or e-mail on the profile. The buyer types the new one (a phone with its calling code); a
 * code goes to the NEW one through the sign-in's OTP service (the same limits per destination, per client
 * address and per code; purpose `change_contact`, so a sign-in code never changes an account and this code
 * never signs anyone in); the right code writes it on the account, and a notice goes to the OLD one. The
 * buyer's sessions stay. A phone or e-mail that belongs to another account is refused with 409 before any
 * code is sent, and again when the code is entered (someone may have taken it in between).
 */

export type ContactKind = 'phone' | 'email'

/** A refusal with a message id and a status, for the form. */
export class ContactChangeError extends Error {
	override name = 'ContactChangeError'
	constructor(
		readonly messageId: string,
		readonly status: 409 | 422,
	) {
		super(messageId)
	}
}

/** The same shape the users table allows (users_phone_e164_check). */
const E164 = /^\+[1-9][0-9]{4,14}$/

function newContact(input: { kind: ContactKind; account: string; callingCode: string }) {
	const normalized = normalizeAccount(input.account, input.callingCode)
	if (!normalized || normalized.kind !== input.kind || (normalized.kind === 'phone' && !E164.test(normalized.account))) {
		throw new ContactChangeError(input.kind === 'phone' ? 'profile.contact.phone.invalid' : 'profile.contact.email.invalid', 422)
	}
	return normalized.account
}

async function currentContacts(db: Db, userId: string) {
	const [user] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId)).limit(1)
	if (!user) throw new AuthError('auth.account.unknown', 404)
	return user
}

async function refuseTakenOrSame(db: Db, userId: string, kind: ContactKind, account: string) {
	const current = await currentContacts(db, userId)
	if (current[kind] === account) throw new ContactChangeError('profile.contact.same', 422)
	const column = kind === 'phone' ? users.phone : users.email
	const [other] = await db
		.select({ id: users.id })
		.from(users)
		.where(and(eq(column, account), ne(users.id, userId)))
		.limit(1)
	if (other) throw new ContactChangeError(kind === 'phone' ? 'profile.contact.phone.taken' : 'profile.contact.email.taken', 409)
	return current
}

type Services = { db: Db; sender: CodeSender; secret: string; maxSendsPerIp?: number; now?: Date }

/** Step 1: a code to the new phone (WhatsApp or SMS, WhatsApp unless asked) or the new e-mail. */
export async function requestContactChange(
	{ db, sender, secret, maxSendsPerIp, now = new Date() }: Services,
	input: { userId: string; kind: ContactKind; account: string; callingCode: string; channel?: OtpChannel; locale: Locale; ip: string | null },
): Promise<{ account: string; channel: OtpChannel; resendAt: number }> {
	const account = newContact(input)
	await refuseTakenOrSame(db, input.userId, input.kind, account)
	const channel: OtpChannel = input.kind === 'email' ? 'email' : input.channel === 'sms' ? 'sms' : defaultSendChannel('phone')
	const sent = await sendCode(
		db,
		{ channel, account, purpose: 'change_contact', locale: input.locale, ip: input.ip, message: 'contactCode' },
		sender,
		{ secret, now, maxSendsPerIp },
	)
	return { account, channel, resendAt: sent.resendAfter.getTime() }
}

/**
 * Step 2: the code for the new phone or e-mail. Writes it on the account, then tells the old one (when there
 * was one) through the same senders; a notice that cannot be delivered is logged and never undoes the change.
 */
export async function confirmContactChange(
	{ db, sender, secret, now = new Date() }: Services,
	input: { userId: string; kind: ContactKind; account: string; callingCode: string; code: string; locale: Locale },
): Promise<{ account: string; previous: string | null }> {
	const account = newContact(input)
	const current = await refuseTakenOrSame(db, input.userId, input.kind, account)
	await verifyCode(db, { account, code: input.code.trim(), purpose: 'change_contact' }, { secret, now })
	try {
		await db
			.update(users)
			.set(input.kind === 'phone' ? { phone: account } : { email: account })
			.where(eq(users.id, input.userId))
	} catch (error) {
		if (isUniqueViolation(error))
			throw new ContactChangeError(input.kind === 'phone' ? 'profile.contact.phone.taken' : 'profile.contact.email.taken', 409)
		throw error
	}
	const previous = current[input.kind]
	if (previous) {
		// A phone gets the notice by SMS where there is a sender for it (WhatsApp only delivers free text inside a
		// conversation window), else by WhatsApp.
		const channel: OtpChannel = input.kind === 'email' ? 'email' : sender.available && !sender.available.sms ? 'whatsapp' : 'sms'
		try {
			await sender.send({ channel, to: previous, code: '', locale: input.locale, message: 'contactChanged' })
		} catch (error) {
			logger.warn({ err: error instanceof Error ? error.message : 'unknown', channel }, 'contact change notice not delivered')
		}
	}
	return { account, previous }
}
