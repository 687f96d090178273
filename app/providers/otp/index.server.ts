import { type Db } from '#app/db/client.server.ts'
import { type DevDoors, devDoorsFrom } from '#app/utils/dev-doors.server.ts'
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

/** Which adapter carries each channel under this configuration (the outbox where no real sender is set). */
export function senderKinds(config: OtpConfig): Record<OtpChannel, SenderKind> {
	return {
		whatsapp: config.whatsapp ? 'whatsapp-cloud' : 'outbox',
		sms: config.sms ? 'sms-gateway' : 'outbox',
		email: config.email ? 'smtp' : 'outbox',
	}
}

/**
 * Whether the dev outbox carries codes here: some channel has no real sender and the dev doors are not closed
 * (production without `DIJLA_DEV_DOORS=loopback` never writes codes where a page could show them). Only then
 * does /dev/outbox exist. Throws OtpConfigError on a bad configuration.
 */
export function isDevOutboxEnabled(env: Env): boolean {
	return devDoorsFrom(env) !== 'closed' && Object.values(senderKinds(parseOtpConfig(env))).includes('outbox')
}

/** The channels a buyer may ask a code on: those with a real sender, and the outbox's while it is in use. */
export function availableChannels(config: OtpConfig, doors: DevDoors): Record<OtpChannel, boolean> {
	const kinds = senderKinds(config)
	const usable = (channel: OtpChannel) => kinds[channel] !== 'outbox' || doors !== 'closed'
	return { whatsapp: usable('whatsapp'), sms: usable('sms'), email: usable('email') }
}

export type AppCodeSender = CodeSender & {
	/** Which adapter carries each channel (for the start-up log). */
	kinds: Record<OtpChannel, SenderKind>
	/** The channels offered to buyers (a closed production never offers one that has no real sender). */
	available: Record<OtpChannel, boolean>
}

/**
 * The CodeSender the app uses: per channel, the real adapter when its environment is complete, else the
 * outbox while the dev doors allow it, else nothing (the channel is not offered, and a send is refused).
 * Throws OtpConfigError when a variable is invalid or a channel is half-configured.
 */
export function createCodeSender(env: Env, db: Db): AppCodeSender {
	return createCodeSenderFromConfig(parseOtpConfig(env), db, devDoorsFrom(env))
}

export function createCodeSenderFromConfig(config: OtpConfig, db: Db, doors: DevDoors = 'open'): AppCodeSender {
	const outbox = createOutboxSender(db)
	const available = availableChannels(config, doors)
	const senders: Record<OtpChannel, CodeSender> = {
		whatsapp: config.whatsapp ? createWhatsAppSender(config.whatsapp) : outbox,
		sms: config.sms ? createSmsSender(config.sms) : outbox,
		email: config.email ? createEmailSender(config.email) : outbox,
	}
	return {
		kinds: senderKinds(config),
		available,
		async send(input) {
			if (!(OTP_CHANNELS as readonly string[]).includes(input.channel)) {
				throw new DeliveryError(`Unknown channel ${String(input.channel)}`, { channel: input.channel, retryable: false })
			}
			if (!available[input.channel]) {
				throw new DeliveryError(`No sender is configured for ${input.channel}`, { channel: input.channel, retryable: false })
			}
			return senders[input.channel].send(input)
		},
	}
}
