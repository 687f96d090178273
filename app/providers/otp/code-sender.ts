import { type Locale } from '#app/i18n/locales.ts'

/**
 * One-time login codes leave the shop through a CodeSender. Each channel has a real adapter (WhatsApp Cloud
 * API, an SMS HTTP gateway, SMTP e-mail) and a local one (the dev outbox); none of them fakes success: a
 * message that was not accepted by the next hop ends in a DeliveryError.
 */
export const OTP_CHANNELS = ['whatsapp', 'sms', 'email'] as const
export type OtpChannel = (typeof OTP_CHANNELS)[number]

export type SendCodeInput = {
	channel: OtpChannel
	/** E.164 phone number (`+9647701234567`) for whatsapp and sms; an e-mail address for email. */
	to: string
	/** The code itself, six digits. */
	code: string
	/** The language of the message. */
	locale: Locale
	/**
	 * What the message says: a sign-in code (the default), a code that confirms a new phone or e-mail for an
	 * account, or the notice to the old phone or e-mail that it was replaced (no code; `code` is empty).
	 */
	message?: MessageKind
}

export type MessageKind = 'signIn' | 'contactCode' | 'contactChanged'

export type SendCodeResult = {
	/** The id the next hop gave the message (WhatsApp message id, gateway id, SMTP message id, outbox row id). */
	id: string
}

export interface CodeSender {
	send(input: SendCodeInput): Promise<SendCodeResult>
}

/** What actually carries a channel: used for start-up logs and the dev outbox switch. */
export type SenderKind = 'whatsapp-cloud' | 'sms-gateway' | 'smtp' | 'outbox'

export type DeliveryErrorOptions = {
	channel: OtpChannel
	/** True when trying again later may work (network failure, timeout, 429, 5xx, SMTP 4xx). */
	retryable: boolean
	/** The HTTP status or SMTP reply code, when there was one. */
	status?: number
	/** The provider's own error code (Graph API `error.code`, nodemailer `code`), when there was one. */
	providerCode?: string
	cause?: unknown
}

/**
 * A message could not be handed over. The message never contains the code or the recipient, so it is safe to
 * log as it is.
 */
export class DeliveryError extends Error {
	override name = 'DeliveryError'
	readonly channel: OtpChannel
	readonly retryable: boolean
	readonly status: number | undefined
	readonly providerCode: string | undefined

	constructor(message: string, options: DeliveryErrorOptions) {
		super(message, options.cause === undefined ? undefined : { cause: options.cause })
		this.channel = options.channel
		this.retryable = options.retryable
		this.status = options.status
		this.providerCode = options.providerCode
	}
}

export function isDeliveryError(error: unknown): error is DeliveryError {
	return error instanceof DeliveryError
}

/** HTTP answers worth retrying: throttling, timeouts and server-side failures. */
export function isRetryableStatus(status: number) {
	return status === 408 || status === 425 || status === 429 || status >= 500
}
