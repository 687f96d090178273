import { isProviderConfigured } from '#app/providers/oauth/index.server.ts'
import { isDevOutboxEnabled } from '#app/providers/otp/index.server.ts'
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

let options: { google: boolean; apple: boolean; devOutbox: boolean } | undefined

/** Which ways of signing in this deployment offers (the login sheet shows only those); fixed at start-up. */
export function signInOptions() {
	options ??= {
		google: isProviderConfigured('google', process.env),
		apple: isProviderConfigured('apple', process.env),
		devOutbox: isDevOutboxEnabled(process.env),
	}
	return options
}
