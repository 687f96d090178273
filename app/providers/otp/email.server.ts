import nodemailer from 'nodemailer'
import { type CodeSender, DeliveryError } from './code-sender.ts'
import { type EmailConfig } from './config.server.ts'
import { codeMessage, codeMessageHtml } from './messages.ts'

/** nodemailer error codes that mean "the connection failed", where a later try may work. */
const RETRYABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'ECONNREFUSED', 'EPROTOCOL'])

function toDeliveryError(error: unknown): DeliveryError {
	const details = (error ?? {}) as { code?: unknown; responseCode?: unknown }
	const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined
	const code = typeof details.code === 'string' ? details.code : undefined
	// SMTP 4xx is a temporary refusal, 5xx a permanent one; without a reply, only connection failures retry.
	const retryable = responseCode !== undefined ? responseCode >= 400 && responseCode < 500 : code !== undefined && RETRYABLE_CODES.has(code)
	const what = responseCode !== undefined ? `answered ${responseCode}` : code === 'EAUTH' ? 'refused the credentials' : 'could not take the message'
	return new DeliveryError(`SMTP server ${what}${code ? ` (${code})` : ''}`, {
		channel: 'email',
		retryable,
		status: responseCode,
		providerCode: code,
		cause: error,
	})
}

/** SMTP e-mail through nodemailer: a localized subject, a plain-text part and a small HTML part. */
export function createEmailSender(config: EmailConfig, options: { timeoutMs?: number } = {}): CodeSender {
	const timeout = options.timeoutMs ?? 10_000
	const transport = nodemailer.createTransport({
		url: config.smtpUrl,
		connectionTimeout: timeout,
		greetingTimeout: timeout,
		socketTimeout: timeout * 2,
	})
	return {
		async send(input) {
			if (input.channel !== 'email') {
				throw new DeliveryError(`E-mail sender cannot send on ${input.channel}`, { channel: input.channel, retryable: false })
			}
			const message = codeMessage(input.locale, input.code, undefined, input.message)
			try {
				const info = await transport.sendMail({
					from: config.from,
					to: input.to,
					subject: message.subject,
					text: message.text,
					html: codeMessageHtml(input.locale, input.code, undefined, input.message),
					headers: { 'Content-Language': input.locale },
				})
				if (info.rejected.length > 0) {
					throw new DeliveryError('SMTP server rejected the recipient', { channel: 'email', retryable: false })
				}
				return { id: info.messageId }
			} catch (error) {
				if (error instanceof DeliveryError) throw error
				throw toDeliveryError(error)
			}
		},
	}
}
