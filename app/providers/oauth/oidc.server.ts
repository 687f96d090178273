import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import { z } from 'zod'
import { OAuthError } from './errors.ts'

export type OidcEndpoints = {
	/** Accepted `iss` values of the id_token (Google uses two spellings). */
	issuer: string | string[]
	authorizationEndpoint: string
	tokenEndpoint: string
	jwksUri: string
}

export const GOOGLE_ENDPOINTS: OidcEndpoints = {
	issuer: ['https://accounts.google.com', 'accounts.google.com'],
	authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
	tokenEndpoint: 'https://oauth2.googleapis.com/token',
	jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
}

export const APPLE_ENDPOINTS: OidcEndpoints = {
	issuer: 'https://appleid.apple.com',
	authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
	tokenEndpoint: 'https://appleid.apple.com/auth/token',
	jwksUri: 'https://appleid.apple.com/auth/keys',
}

const DiscoverySchema = z.object({
	issuer: z.string().min(1),
	authorization_endpoint: z.url(),
	token_endpoint: z.url(),
	jwks_uri: z.url(),
})

const discoveries = new Map<string, Promise<OidcEndpoints>>()

/** The issuer's endpoints from `/.well-known/openid-configuration`, fetched once per issuer. */
export function discover(issuer: string): Promise<OidcEndpoints> {
	let pending = discoveries.get(issuer)
	if (!pending) {
		pending = fetchDiscovery(issuer)
		discoveries.set(issuer, pending)
		pending.catch(() => discoveries.delete(issuer))
	}
	return pending
}

async function fetchDiscovery(issuer: string): Promise<OidcEndpoints> {
	try {
		const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) })
		if (!response.ok) throw new Error(`answered ${response.status}`)
		const document = DiscoverySchema.parse(await response.json())
		if (document.issuer.replace(/\/+$/, '') !== issuer) throw new Error(`names another issuer (${document.issuer})`)
		return {
			issuer: document.issuer,
			authorizationEndpoint: document.authorization_endpoint,
			tokenEndpoint: document.token_endpoint,
			jwksUri: document.jwks_uri,
		}
	} catch (error) {
		throw new OAuthError('provider_unavailable', `OIDC discovery for ${issuer} failed: ${(error as Error).message}`, { cause: error })
	}
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/** One remote key set per JWKS URL, so keys are cached between sign-ins (jose refetches on an unknown kid). */
function keySet(jwksUri: string) {
	let set = keySets.get(jwksUri)
	if (!set) {
		set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 })
		keySets.set(jwksUri, set)
	}
	return set
}

export type VerifyIdTokenOptions = {
	issuer: string | string[]
	jwksUri: string
	/** Our client id: the token must be issued for us. */
	audience: string
	/** The nonce sent with the authorization request; the token must carry it. */
	nonce: string | null
}

/** Verify an id_token's signature (remote JWKS), issuer, audience, expiry and nonce; return its claims. */
export async function verifyIdToken(idToken: string, options: VerifyIdTokenOptions): Promise<JWTPayload> {
	let payload: JWTPayload
	try {
		;({ payload } = await jwtVerify(idToken, keySet(options.jwksUri), {
			issuer: options.issuer,
			audience: options.audience,
			algorithms: ['RS256', 'ES256', 'PS256'],
			clockTolerance: 30,
			requiredClaims: ['sub', 'iat', 'exp'],
		}))
	} catch (error) {
		const code = (error as { code?: unknown }).code
		throw new OAuthError('invalid_id_token', `id_token rejected${typeof code === 'string' ? ` (${code})` : ''}: ${(error as Error).message}`, {
			cause: error,
		})
	}
	if (options.nonce !== null && payload.nonce !== options.nonce) {
		throw new OAuthError('invalid_id_token', 'id_token rejected: nonce does not match the authorization request')
	}
	return payload
}
