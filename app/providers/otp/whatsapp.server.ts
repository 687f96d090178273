import { codeMessage } from './messages.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { type CodeSender, DeliveryError, type SendCodeInput } from './code-sender.ts'
import { type WhatsAppConfig } from './config.server.ts'
import { postJson } from './http.server.ts'

/**
 * Template language per interface language. WhatsApp has no Central Kurdish, so ckb buyers get the Arabic
 * template (the one most Kurdish-speaking Iraqis read).
 */
export const WHATSAPP_TEMPLATE_LANGUAGES: Record<Locale, string> = {
	ar: 'ar',
	ckb: 'ar',
	en: 'en',
	zh: 'zh_CN',
}

/** Meta's recipient format: the full international number, digits only. */
export function toWhatsAppRecipient(phone: string) {
	const digits = phone.replace(/\D/g, '')
	if (digits.length < 8 || digits.length > 15) {
		throw new DeliveryError('WhatsApp Cloud API: the recipient is not an international phone number', {
			channel: 'whatsapp',
			retryable: false,
		})
	}
	return digits
}

/**
 * The request body of an authentication template message: the code fills the body's {{1}} and the copy-code
 * button (Meta models that button as a URL button at index 0 whose parameter is the code).
 */
export function whatsAppTemplateMessage(config: Pick<WhatsAppConfig, 'template'>, input: SendCodeInput) {
	// The notice that a phone was replaced carries no code: a plain text message (delivered while the number
	// has a conversation window open; the change never waits for it).
	if (input.message === 'contactChanged') {
		return {
			messaging_product: 'whatsapp',
			recipient_type: 'individual',
			to: toWhatsAppRecipient(input.to),
			type: 'text',
			text: { body: codeMessage(input.locale, '', undefined, 'contactChanged').text },
		}
	}
	return {
		messaging_product: 'whatsapp',
		recipient_type: 'individual',
		to: toWhatsAppRecipient(input.to),
		type: 'template',
		template: {
			name: config.template,
			language: { code: WHATSAPP_TEMPLATE_LANGUAGES[input.locale] ?? 'ar' },
			components: [
				{ type: 'body', parameters: [{ type: 'text', text: input.code }] },
				{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: input.code }] },
			],
		},
	}
}

type GraphError = { error?: { message?: unknown; code?: unknown; error_subcode?: unknown } }

function describeGraphError(payload: unknown) {
	const error = (payload as GraphError | null)?.error
	if (!error) return {}
	const code = typeof error.code === 'number' || typeof error.code === 'string' ? String(error.code) : undefined
	const subcode = typeof error.error_subcode === 'number' ? `/${error.error_subcode}` : ''
	return {
		message: typeof error.message === 'string' ? error.message.slice(0, 200) : undefined,
		providerCode: code ? `${code}${subcode}` : undefined,
	}
}

/** WhatsApp Cloud API (Meta Graph API): POST {apiBase}/{phoneNumberId}/messages. */
export function createWhatsAppSender(config: WhatsAppConfig, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): CodeSender {
	return {
		async send(input) {
			if (input.channel !== 'whatsapp') {
				throw new DeliveryError(`WhatsApp sender cannot send on ${input.channel}`, { channel: input.channel, retryable: false })
			}
			const payload = await postJson(
				{
					channel: 'whatsapp',
					service: 'WhatsApp Cloud API',
					url: `${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`,
					token: config.token,
					body: whatsAppTemplateMessage(config, input),
					fetch: options.fetch,
					timeoutMs: options.timeoutMs,
				},
				describeGraphError,
			)
			const id = (payload as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id
			if (typeof id !== 'string' || id === '') {
				throw new DeliveryError('WhatsApp Cloud API: the answer has no message id', { channel: 'whatsapp', retryable: true })
			}
			return { id }
		},
	}
}
