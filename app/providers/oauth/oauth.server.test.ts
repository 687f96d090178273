import { generateKeyPairSync } from 'node:crypto'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
	completeAuthorization,
	createAuthorizationRequest,
	isProviderConfigured,
	OAuthConfigError,
	OAuthError,
	parseOAuthConfig,
	profileFromClaims,
	statesMatch,
	toSocialIdentity,
	toThirdPartyInfo,
} from './index.server.ts'

type Payload = Record<string, unknown>
type MutableToken = { header: Record<string, unknown>; payload: Payload }
type MutableResponse = { body: Record<string, unknown>; statusCode: number }

const REDIRECT_URI = 'http://127.0.0.1:3000/auth/google/callback'
const CLIENT_ID = 'dijla-web'

let server: OAuth2Server
let env: Record<string, string>
/** Extra claims and changes for the next id_token the mock issues. */
let idTokenChanges: (payload: Payload) => void = () => {}
let responseChanges: (response: MutableResponse) => void = () => {}

beforeAll(async () => {
	server = new OAuth2Server()
	await server.issuer.keys.generate('RS256')
	await server.start(0, '127.0.0.1')
	env = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret', OIDC_TEST_ISSUER: server.issuer.url as string }
	server.service.on('beforeTokenSigning', (token: MutableToken) => {
		// Only the id_token carries `aud` (the client id) in an authorization_code answer.
		if (token.payload.aud === undefined) return
		Object.assign(token.payload, {
			sub: '108234567890123456789',
			email: 'layla@example.com',
			email_verified: true,
			name: 'Layla Hassan',
			given_name: 'Layla',
			family_name: 'Hassan',
		})
		idTokenChanges(token.payload)
	})
	server.service.on('beforeResponse', (response: MutableResponse) => responseChanges(response))
})

afterEach(() => {
	idTokenChanges = () => {}
	responseChanges = () => {}
})

afterAll(async () => {
	await server.stop()
})

/** Play the browser: follow the authorization URL to the mock, which redirects back with code and state. */
async function authorize(url: string) {
	const response = await fetch(url, { redirect: 'manual' })
	expect(response.status).toBe(302)
	const callback = new URL(response.headers.get('location') ?? '')
	expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI)
	return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '' }
}

async function signIn() {
	const request = await createAuthorizationRequest('google', { redirectUri: REDIRECT_URI, env })
	const { code, state } = await authorize(request.url)
	expect(statesMatch(request.state, state)).toBe(true)
	return { request, code }
}

async function expectOAuthError(promise: Promise<unknown>, code: OAuthError['code']) {
	const error = await promise.then(
		() => null,
		(caught: unknown) => caught,
	)
	expect(error).toBeInstanceOf(OAuthError)
	expect((error as OAuthError).code).toBe(code)
	return error as OAuthError
}

describe('Google sign-in against a local OIDC issuer', () => {
	test('the authorization URL asks for openid email profile with PKCE S256, state and nonce', async () => {
		const request = await createAuthorizationRequest('google', { redirectUri: REDIRECT_URI, env })
		const url = new URL(request.url)
		expect(`${url.origin}${url.pathname}`).toBe(`${server.issuer.url}/authorize`)
		expect(Object.fromEntries(url.searchParams)).toMatchObject({
			response_type: 'code',
			client_id: CLIENT_ID,
			redirect_uri: REDIRECT_URI,
			scope: 'openid email profile',
			state: request.state,
			nonce: request.nonce,
			code_challenge_method: 'S256',
		})
		expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
		expect(request.codeVerifier).toMatch(/^[\w-]{43,128}$/)
		expect(request.state).not.toBe(request.nonce)
	})

	test('code + PKCE → tokens → verified id_token → profile', async () => {
		const { request, code } = await signIn()
		const profile = await completeAuthorization('google', {
			code,
			codeVerifier: request.codeVerifier,
			nonce: request.nonce,
			redirectUri: REDIRECT_URI,
			env,
		})
		expect(profile).toEqual({
			provider: 'google',
			subject: '108234567890123456789',
			email: 'layla@example.com',
			emailVerified: true,
			name: 'Layla Hassan',
			firstName: 'Layla',
			lastName: 'Hassan',
		})
		expect(toThirdPartyInfo(profile)).toEqual({ email: 'layla@example.com', name: 'Layla Hassan', firstName: 'Layla', lastName: 'Hassan' })
		expect(toSocialIdentity(profile)).toEqual({
			nickname: 'Layla Hassan',
			unionid: '108234567890123456789',
			openid: '108234567890123456789',
			email: 'layla@example.com',
		})
	})

	test('an unverified e-mail is reported as such', async () => {
		idTokenChanges = (payload) => {
			payload.email_verified = false
		}
		const { request, code } = await signIn()
		const profile = await completeAuthorization('google', {
			code,
			codeVerifier: request.codeVerifier,
			nonce: request.nonce,
			redirectUri: REDIRECT_URI,
			env,
		})
		expect(profile.emailVerified).toBe(false)
	})

	test('a tampered id_token is rejected', async () => {
		responseChanges = (response) => {
			const [header, payload, signature] = String(response.body.id_token).split('.')
			const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
			claims.sub = 'someone-else'
			response.body.id_token = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.')
		}
		const { request, code } = await signIn()
		const error = await expectOAuthError(
			completeAuthorization('google', { code, codeVerifier: request.codeVerifier, nonce: request.nonce, redirectUri: REDIRECT_URI, env }),
			'invalid_id_token',
		)
		expect(error.message).toContain('ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
	})

	test('an id_token for another audience is rejected', async () => {
		idTokenChanges = (payload) => {
			payload.aud = 'another-client'
		}
		const { request, code } = await signIn()
		const error = await expectOAuthError(
			completeAuthorization('google', { code, codeVerifier: request.codeVerifier, nonce: request.nonce, redirectUri: REDIRECT_URI, env }),
			'invalid_id_token',
		)
		expect(error.message).toContain('aud')
	})

	test('an id_token from another issuer is rejected', async () => {
		idTokenChanges = (payload) => {
			payload.iss = 'https://accounts.google.com'
		}
		const { request, code } = await signIn()
		await expectOAuthError(
			completeAuthorization('google', { code, codeVerifier: request.codeVerifier, nonce: request.nonce, redirectUri: REDIRECT_URI, env }),
			'invalid_id_token',
		)
	})

	test('an expired id_token is rejected', async () => {
		idTokenChanges = (payload) => {
			payload.iat = Math.floor(Date.now() / 1000) - 7200
			payload.nbf = payload.iat
			payload.exp = Math.floor(Date.now() / 1000) - 3600
		}
		const { request, code } = await signIn()
		await expectOAuthError(
			completeAuthorization('google', { code, codeVerifier: request.codeVerifier, nonce: request.nonce, redirectUri: REDIRECT_URI, env }),
			'invalid_id_token',
		)
	})

	test('a nonce from another sign-in is rejected', async () => {
		const { request, code } = await signIn()
		const error = await expectOAuthError(
			completeAuthorization('google', { code, codeVerifier: request.codeVerifier, nonce: 'another-nonce', redirectUri: REDIRECT_URI, env }),
			'invalid_id_token',
		)
		expect(error.message).toContain('nonce')
	})

	test('a wrong PKCE verifier fails the token exchange', async () => {
		const { request, code } = await signIn()
		const other = await createAuthorizationRequest('google', { redirectUri: REDIRECT_URI, env })
		await expectOAuthError(
			completeAuthorization('google', { code, codeVerifier: other.codeVerifier, nonce: request.nonce, redirectUri: REDIRECT_URI, env }),
			'token_exchange_failed',
		)
	})

	test('an unreachable issuer is provider_unavailable', async () => {
		await expectOAuthError(
			createAuthorizationRequest('google', { redirectUri: REDIRECT_URI, env: { ...env, OIDC_TEST_ISSUER: 'http://127.0.0.1:9' } }),
			'provider_unavailable',
		)
	})

	test('an unconfigured provider is refused', async () => {
		await expectOAuthError(createAuthorizationRequest('google', { redirectUri: REDIRECT_URI, env: {} }), 'not_configured')
		await expectOAuthError(createAuthorizationRequest('apple', { redirectUri: REDIRECT_URI, env }), 'not_configured')
	})
})

function applePem() {
	const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
	return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
}

describe('Apple sign-in', () => {
	const appleEnv = () => ({ APPLE_CLIENT_ID: 'iq.dijla.web', APPLE_TEAM_ID: 'ABCDE12345', APPLE_KEY_ID: 'KEY1234567', APPLE_PRIVATE_KEY: applePem() })

	test('asks for name and email with response_mode=form_post and a nonce; no PKCE', async () => {
		const request = await createAuthorizationRequest('apple', { redirectUri: 'https://dijla.iq/auth/apple/callback', env: appleEnv() })
		const url = new URL(request.url)
		expect(`${url.origin}${url.pathname}`).toBe('https://appleid.apple.com/auth/authorize')
		expect(Object.fromEntries(url.searchParams)).toEqual({
			response_type: 'code',
			client_id: 'iq.dijla.web',
			state: request.state,
			scope: 'name email',
			redirect_uri: 'https://dijla.iq/auth/apple/callback',
			response_mode: 'form_post',
			nonce: request.nonce,
		})
		expect(request.codeVerifier).toBeNull()
	})

	test('the profile takes the name from the first-login user field and a string email_verified', () => {
		const claims = { iss: 'https://appleid.apple.com', sub: '001234.abcd', email: 'x7@privaterelay.appleid.com', email_verified: 'true' }
		const user = JSON.stringify({ name: { firstName: 'Ahmed', lastName: 'Karim' }, email: 'x7@privaterelay.appleid.com' })
		expect(profileFromClaims('apple', claims, user)).toEqual({
			provider: 'apple',
			subject: '001234.abcd',
			email: 'x7@privaterelay.appleid.com',
			emailVerified: true,
			name: 'Ahmed Karim',
			firstName: 'Ahmed',
			lastName: 'Karim',
		})
		// Later sign-ins carry no user field; a malformed one is ignored.
		expect(profileFromClaims('apple', claims, 'not json')).toMatchObject({ name: null, firstName: null, lastName: null })
		expect(profileFromClaims('apple', { ...claims, email_verified: 'false' }).emailVerified).toBe(false)
		expect(() => profileFromClaims('apple', { email: 'a@b.c' })).toThrow(OAuthError)
	})

	test('the private key is read from PEM with escaped newlines, and a wrong key is a clear error', () => {
		const config = parseOAuthConfig({ ...appleEnv(), APPLE_PRIVATE_KEY: applePem().replace(/\n/g, '\\n') })
		expect(config.apple?.privateKey).toBeInstanceOf(Uint8Array)
		const { privateKey: rsa } = generateKeyPairSync('rsa', { modulusLength: 2048 })
		expect(() => parseOAuthConfig({ ...appleEnv(), APPLE_PRIVATE_KEY: rsa.export({ format: 'pem', type: 'pkcs8' }).toString() })).toThrow(
			/APPLE_PRIVATE_KEY: must be an EC P-256 key/,
		)
		expect(() => parseOAuthConfig({ ...appleEnv(), APPLE_PRIVATE_KEY: 'abc' })).toThrow(/APPLE_PRIVATE_KEY: must be a PKCS#8 PEM key/)
	})
})

describe('parseOAuthConfig', () => {
	test('providers are on only when fully configured', () => {
		expect(parseOAuthConfig({})).toEqual({ google: null, apple: null, testIssuer: null })
		expect(isProviderConfigured('google', { GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' })).toBe(true)
		expect(isProviderConfigured('apple', { GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' })).toBe(false)
		expect(isProviderConfigured('google', {})).toBe(false)
	})

	test('a partial configuration names what is missing', () => {
		expect(() => parseOAuthConfig({ GOOGLE_CLIENT_ID: 'a' })).toThrow(OAuthConfigError)
		expect(() => parseOAuthConfig({ GOOGLE_CLIENT_ID: 'a' })).toThrow(/GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set/)
		expect(() => parseOAuthConfig({ APPLE_CLIENT_ID: 'iq.dijla.web', APPLE_TEAM_ID: 'ABCDE12345' })).toThrow(
			/APPLE_KEY_ID: required[\s\S]*APPLE_PRIVATE_KEY: required/,
		)
		expect(() => parseOAuthConfig({ APPLE_TEAM_ID: 'abc' })).toThrow(/APPLE_TEAM_ID: must be the 10-character Apple team id/)
	})

	test('the test issuer needs Google credentials, and in production only a loopback address', () => {
		expect(() => parseOAuthConfig({ OIDC_TEST_ISSUER: 'http://127.0.0.1:4000' })).toThrow(/OIDC_TEST_ISSUER: needs GOOGLE_CLIENT_ID/)
		const google = { GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }
		expect(parseOAuthConfig({ ...google, OIDC_TEST_ISSUER: 'http://127.0.0.1:4000/' }).testIssuer).toBe('http://127.0.0.1:4000')
		expect(() => parseOAuthConfig({ ...google, NODE_ENV: 'production', OIDC_TEST_ISSUER: 'https://evil.example' })).toThrow(/loopback/)
		expect(parseOAuthConfig({ ...google, NODE_ENV: 'production', OIDC_TEST_ISSUER: 'http://localhost:4000' }).testIssuer).toBe(
			'http://localhost:4000',
		)
	})

	test('statesMatch compares exactly', () => {
		expect(statesMatch('abc', 'abc')).toBe(true)
		expect(statesMatch('abc', 'abd')).toBe(false)
		expect(statesMatch('abc', 'abcd')).toBe(false)
		expect(statesMatch(null, 'abc')).toBe(false)
		expect(statesMatch('', '')).toBe(false)
	})
})
