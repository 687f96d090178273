import { type Db } from '#app/db/client.server.ts'
import { type CodeSender, DeliveryError, OTP_CHANNELS, type OtpChannel, type SenderKind } from './code-sender.ts'
import { type OtpConfig, parseOtpConfig } from './config.server.ts'
import { createEmailSender } from './email.server.ts'
import { createOutboxSender } from './outbox.server.ts'
import { createSmsSender } from './sms.server.ts'
import { createWhatsAppSender } from './whatsapp.server.ts'

export * from './code-sender.ts'
export { OtpConfigError, parseOtpConfig, type OtpConfig } from './config.server.ts'
export { codeMessage, codeMessageHtml, OTP_CODE_TTL_MINUTES } from './messages.ts'
export { createOutboxSender, listOutboxMessages, type OutboxMessage } from './outbox.server.ts'
export { createWhatsAppSender } from './whatsapp.server.ts'
export { createSmsSender } from './sms.server.ts'
export { createEmailSender } from './email.server.ts'

type Env = Record<string, string | undefined>

/** Which adapter carries each channel under this configuration. */
export function senderKinds(config: OtpConfig): Record<OtpChannel, SenderKind> {
	return {
		whatsapp: config.whatsapp ? 'whatsapp-cloud' : 'outbox',
		sms: config.sms ? 'sms-gateway' : 'outbox',
		email: config.email ? 'smtp' : 'outbox',
	}
}

/**
 * True when at least one channel falls back to the dev outbox: only then does /dev/outbox exist.
 * Throws OtpConfigError on a bad configuration.
 */
export function isDevOutboxEnabled(env: Env): boolean {
	return Object.values(senderKinds(parseOtpConfig(env))).includes('outbox')
}

export type AppCodeSender = CodeSender & {
	/** Which adapter carries each channel (for the start-up log). */
	kinds: Record<OtpChannel, SenderKind>
}

/**
 * The CodeSender the app uses: per channel, the real adapter when its environment is complete, else the
 * outbox. Throws OtpConfigError when a variable is invalid or a channel is half-configured.
 */
export function createCodeSender(env: Env, db: Db): AppCodeSender {
	return createCodeSenderFromConfig(parseOtpConfig(env), db)
}

export function createCodeSenderFromConfig(config: OtpConfig, db: Db): AppCodeSender {
	const outbox = createOutboxSender(db)
	const senders: Record<OtpChannel, CodeSender> = {
		whatsapp: config.whatsapp ? createWhatsAppSender(config.whatsapp) : outbox,
		sms: config.sms ? createSmsSender(config.sms) : outbox,
		email: config.email ? createEmailSender(config.email) : outbox,
	}
	return {
		kinds: senderKinds(config),
		async send(input) {
			if (!(OTP_CHANNELS as readonly string[]).includes(input.channel)) {
				throw new DeliveryError(`Unknown channel ${String(input.channel)}`, { channel: input.channel, retryable: false })
			}
			return senders[input.channel].send(input)
		},
	}
}
