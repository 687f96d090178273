import {
	Apple,
	ArcticFetchError,
	CodeChallengeMethod,
	generateCodeVerifier,
	generateState,
	OAuth2Client,
	OAuth2RequestError,
	type OAuth2Tokens,
	UnexpectedErrorResponseBodyError,
} from 'arctic'
import { type JWTPayload } from 'jose'
import { z } from 'zod'
import { type OAuthConfig, type OAuthProvider, parseOAuthConfig } from './config.server.ts'
import { OAuthError } from './errors.ts'
import { APPLE_ENDPOINTS, discover, GOOGLE_ENDPOINTS, type OidcEndpoints, verifyIdToken } from './oidc.server.ts'
import { type OAuthProfile } from './profile.ts'

export { OAUTH_PROVIDERS, OAuthConfigError, isProviderConfigured, parseOAuthConfig, type OAuthConfig, type OAuthProvider } from './config.server.ts'
export { OAuthError, type OAuthErrorCode } from './errors.ts'
export { toSocialIdentity, toThirdPartyInfo, type OAuthProfile, type SocialIdentity, type ThirdPartyInfo } from './profile.ts'

type Env = Record<string, string | undefined>

const GOOGLE_SCOPES = ['openid', 'email', 'profile']
const APPLE_SCOPES = ['name', 'email']

export type AuthorizationRequest = {
	/** Where to send the browser. */
	url: string
	/** Compare with the `state` the provider sends back (see `statesMatch`). */
	state: string
	/** PKCE verifier for the token exchange; null for Apple, which does not support PKCE (the nonce binds it instead). */
	codeVerifier: string | null
	/** Sent in the request; the id_token must carry it back. */
	nonce: string
}

type Options = { env?: Env; config?: OAuthConfig }

function configOf(options: Options): OAuthConfig {
	return options.config ?? parseOAuthConfig(options.env ?? process.env)
}

async function googleEndpoints(config: OAuthConfig): Promise<OidcEndpoints> {
	return config.testIssuer ? discover(config.testIssuer) : GOOGLE_ENDPOINTS
}

function notConfigured(provider: OAuthProvider): OAuthError {
	return new OAuthError('not_configured', `${provider} sign-in is not configured`)
}

/**
 * Start a sign-in: the provider URL plus the secrets to keep until the callback (store `{ provider, state,
 * codeVerifier, nonce }` in a short-lived HttpOnly cookie; for Apple it must be `SameSite=None; Secure`, because
 * Apple answers with a cross-site form POST to `redirectUri`).
 */
export async function createAuthorizationRequest(provider: OAuthProvider, options: { redirectUri: string } & Options): Promise<AuthorizationRequest> {
	const config = configOf(options)
	const state = generateState()
	const nonce = generateState()

	if (provider === 'google') {
		if (!config.google) throw notConfigured(provider)
		const endpoints = await googleEndpoints(config)
		const codeVerifier = generateCodeVerifier()
		const client = new OAuth2Client(config.google.clientId, config.google.clientSecret, options.redirectUri)
		const url = client.createAuthorizationURLWithPKCE(endpoints.authorizationEndpoint, state, CodeChallengeMethod.S256, codeVerifier, GOOGLE_SCOPES)
		url.searchParams.set('nonce', nonce)
		return { url: url.toString(), state, codeVerifier, nonce }
	}

	if (!config.apple) throw notConfigured(provider)
	const apple = new Apple(config.apple.clientId, config.apple.teamId, config.apple.keyId, config.apple.privateKey, options.redirectUri)
	const url = apple.createAuthorizationURL(state, APPLE_SCOPES)
	// Apple only returns the name and e-mail scopes through a form POST to the redirect URI.
	url.searchParams.set('response_mode', 'form_post')
	url.searchParams.set('nonce', nonce)
	return { url: url.toString(), state, codeVerifier: null, nonce }
}

export type CompleteAuthorizationOptions = {
	/** The `code` from the callback (query for Google, form body for Apple). */
	code: string
	codeVerifier: string | null
	/** The nonce from the authorization request; null skips the check (only for callers that sent none). */
	nonce: string | null
	/** Exactly the redirect URI of the authorization request. */
	redirectUri: string
	/** Apple only: the `user` form field (JSON with the name), sent on the very first sign-in only. */
	appleUser?: string | null
} & Options

/** Exchange the code, verify the id_token (signature, issuer, audience, expiry, nonce) and return the profile. */
export async function completeAuthorization(provider: OAuthProvider, options: CompleteAuthorizationOptions): Promise<OAuthProfile> {
	const config = configOf(options)
	if (provider === 'google') {
		if (!config.google) throw notConfigured(provider)
		if (!options.codeVerifier) throw new OAuthError('token_exchange_failed', 'google sign-in needs the PKCE code verifier')
		const endpoints = await googleEndpoints(config)
		const client = new OAuth2Client(config.google.clientId, config.google.clientSecret, options.redirectUri)
		const tokens = await exchange(() => client.validateAuthorizationCode(endpoints.tokenEndpoint, options.code, options.codeVerifier))
		const claims = await verifyIdToken(idTokenOf(tokens), {
			issuer: endpoints.issuer,
			jwksUri: endpoints.jwksUri,
			audience: config.google.clientId,
			nonce: options.nonce,
		})
		return profileFromClaims('google', claims)
	}

	if (!config.apple) throw notConfigured(provider)
	const apple = new Apple(config.apple.clientId, config.apple.teamId, config.apple.keyId, config.apple.privateKey, options.redirectUri)
	const tokens = await exchange(() => apple.validateAuthorizationCode(options.code))
	const claims = await verifyIdToken(idTokenOf(tokens), {
		issuer: APPLE_ENDPOINTS.issuer,
		jwksUri: APPLE_ENDPOINTS.jwksUri,
		audience: config.apple.clientId,
		nonce: options.nonce,
	})
	return profileFromClaims('apple', claims, options.appleUser)
}

async function exchange(run: () => Promise<OAuth2Tokens>): Promise<OAuth2Tokens> {
	try {
		return await run()
	} catch (error) {
		if (error instanceof OAuth2RequestError) {
			throw new OAuthError('token_exchange_failed', `token exchange refused (${error.code})`, { cause: error })
		}
		// Could not reach the provider, or it answered with something other than tokens or an OAuth error.
		const status = (error as { status?: unknown }).status
		const refused = error instanceof UnexpectedErrorResponseBodyError && typeof status === 'number' && status < 500
		throw new OAuthError(
			refused ? 'token_exchange_failed' : 'provider_unavailable',
			`token exchange failed${typeof status === 'number' ? ` (HTTP ${status})` : error instanceof ArcticFetchError ? ' (no answer)' : ''}`,
			{ cause: error },
		)
	}
}

function idTokenOf(tokens: OAuth2Tokens): string {
	try {
		return tokens.idToken()
	} catch (error) {
		throw new OAuthError('invalid_id_token', 'the token answer has no id_token', { cause: error })
	}
}

const optionalText = z
	.string()
	.trim()
	.transform((value) => value || null)
	.nullish()
	.catch(null)

const ClaimsSchema = z.object({
	sub: z.string().min(1),
	email: optionalText,
	email_verified: z
		.union([z.boolean(), z.enum(['true', 'false'])])
		.nullish()
		.catch(null),
	name: optionalText,
	given_name: optionalText,
	family_name: optionalText,
})

const AppleUserSchema = z.object({
	name: z.object({ firstName: optionalText, lastName: optionalText }).nullish(),
})

/** Map verified id_token claims (plus Apple's first-login `user` field) to the profile. */
export function profileFromClaims(provider: OAuthProvider, claims: JWTPayload, appleUser?: string | null): OAuthProfile {
	const parsed = ClaimsSchema.safeParse(claims)
	if (!parsed.success) throw new OAuthError('invalid_id_token', 'id_token has no subject')
	const { sub, email, email_verified, name, given_name, family_name } = parsed.data
	let firstName = given_name ?? null
	let lastName = family_name ?? null
	if (provider === 'apple' && appleUser) {
		let raw: unknown = null
		try {
			raw = JSON.parse(appleUser)
		} catch {
			raw = null
		}
		const user = AppleUserSchema.safeParse(raw)
		if (user.success) {
			firstName = user.data.name?.firstName ?? firstName
			lastName = user.data.name?.lastName ?? lastName
		}
	}
	return {
		provider,
		subject: sub,
		email: email ?? null,
		emailVerified: Boolean(email) && (email_verified === true || email_verified === 'true'),
		name: name ?? ([firstName, lastName].filter(Boolean).join(' ') || null),
		firstName,
		lastName,
	}
}

/** Constant-time comparison of the stored and the returned `state`. */
export function statesMatch(expected: string | null | undefined, received: string | null | undefined): boolean {
	if (!expected || !received) return false
	const a = new TextEncoder().encode(expected)
	const b = new TextEncoder().encode(received)
	if (a.length !== b.length) return false
	let difference = 0
	for (let index = 0; index < a.length; index++) difference |= (a[index] as number) ^ (b[index] as number)
	return difference === 0
}
