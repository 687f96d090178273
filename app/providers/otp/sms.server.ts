import { type CodeSender, DeliveryError } from './code-sender.ts'
import { type SmsConfig } from './config.server.ts'
import { postJson } from './http.server.ts'
import { codeMessage } from './messages.ts'

/**
 * A generic JSON SMS gateway: POST {SMS_GATEWAY_URL} with `Authorization: Bearer {SMS_GATEWAY_TOKEN}` and
 * `{ to, from, text }`. Any 2xx is acceptance; the message id is read from `id`, `messageId` or `message_id`
 * when the gateway returns one.
 */
export function createSmsSender(config: SmsConfig, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): CodeSender {
	return {
		async send(input) {
			if (input.channel !== 'sms') {
				throw new DeliveryError(`SMS sender cannot send on ${input.channel}`, { channel: input.channel, retryable: false })
			}
			const to = input.to.replace(/[^\d+]/g, '')
			if (!/^\+?\d{8,15}$/.test(to)) {
				throw new DeliveryError('SMS gateway: the recipient is not an international phone number', { channel: 'sms', retryable: false })
			}
			const payload = await postJson(
				{
					channel: 'sms',
					service: 'SMS gateway',
					url: config.url,
					token: config.token,
					body: {
						to: to.startsWith('+') ? to : `+${to}`,
						from: config.senderId,
						text: codeMessage(input.locale, input.code, undefined, input.message).text,
					},
					fetch: options.fetch,
					timeoutMs: options.timeoutMs,
				},
				(body) => {
					const record = body as Record<string, unknown> | null
					const message =
						record && (typeof record.message === 'string' ? record.message : typeof record.error === 'string' ? record.error : undefined)
					return { message: message?.slice(0, 200) }
				},
			)
			const record = (payload ?? {}) as Record<string, unknown>
			const id = [record.id, record.messageId, record.message_id].find((value) => typeof value === 'string' || typeof value === 'number')
			return { id: id === undefined ? `sms-${crypto.randomUUID()}` : String(id) }
		},
	}
}
