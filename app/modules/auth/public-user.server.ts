import { isProviderConfigured } from '#app/providers/oauth/index.server.ts'
import { availableChannels, isDevOutboxEnabled, type OtpChannel, parseOtpConfig } from '#app/providers/otp/index.server.ts'
import { devDoors } from '#app/utils/dev-doors.server.ts'
import { publicMediaUrl } from '#app/providers/storage/index.server.ts'
import { type SessionUser } from './session.server.ts'

/** What every page may know of the signed-in user (root loader data): nothing secret. */
export type PublicUser = ReturnType<typeof toPublicUser>

export function toPublicUser(user: SessionUser) {
	const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
	return {
		id: user.id,
		role: user.role,
		displayName: name || user.username || user.email || user.phone || '',
		avatarUrl: user.avatarKey ? publicMediaUrl(user.avatarKey) : null,
	}
}

type SignInOptions = {
	google: boolean
	apple: boolean
	/** Codes of some channel go to /dev/outbox (never in a production without the dev doors). */
	devOutbox: boolean
	/** The channels a code can be sent on (a production without a real sender for one does not offer it). */
	channels: Record<OtpChannel, boolean>
}
let options: SignInOptions | undefined

/** Which ways of signing in this deployment offers (the login sheet shows only those); fixed at start-up. */
export function signInOptions(): SignInOptions {
	options ??= {
		google: isProviderConfigured('google', process.env),
		apple: isProviderConfigured('apple', process.env),
		devOutbox: isDevOutboxEnabled(process.env),
		channels: availableChannels(parseOtpConfig(process.env), devDoors()),
	}
	return options
}
