import { type OAuthProvider } from './config.server.ts'

/** Who signed in, from a verified id_token (and, for Apple, the first-login `user` form field). */
export type OAuthProfile = {
	provider: OAuthProvider
	/** The provider's stable user id (`sub`); the key to link accounts on, never the e-mail. */
	subject: string
	email: string | null
	/** Only a verified address may be matched to an existing account. */
	emailVerified: boolean
	/** Display name; for Apple it is only known on the very first sign-in. */
	name: string | null
	firstName: string | null
	lastName: string | null
}

/** The login request's `thirdPartyInfo` (spec section 3). */
export type ThirdPartyInfo = { email: string | null; name: string | null; firstName: string | null; lastName: string | null }

export function toThirdPartyInfo(profile: OAuthProfile): ThirdPartyInfo {
	return {
		email: profile.email,
		name: profile.name ?? (joinName(profile.firstName, profile.lastName) || null),
		firstName: profile.firstName,
		lastName: profile.lastName,
	}
}

/** The quick social login fields (spec section 7: the Google profile maps to nickname, unionid, openid, email). */
export type SocialIdentity = { nickname: string | null; unionid: string; openid: string; email: string | null }

export function toSocialIdentity(profile: OAuthProfile): SocialIdentity {
	return {
		nickname: profile.name ?? (joinName(profile.firstName, profile.lastName) || null),
		unionid: profile.subject,
		openid: profile.subject,
		email: profile.email,
	}
}

function joinName(firstName: string | null, lastName: string | null) {
	return [firstName, lastName].filter(Boolean).join(' ')
}
