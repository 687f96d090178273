import { createPrivateKey } from 'node:crypto'
import { z } from 'zod'

export const OAUTH_PROVIDERS = ['google', 'apple'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

export type GoogleConfig = { clientId: string; clientSecret: string }
export type AppleConfig = {
	/** The Services ID used for Sign in with Apple on the web. */
	clientId: string
	teamId: string
	keyId: string
	/** The PKCS#8 private key (DER bytes) that signs the client secret. */
	privateKey: Uint8Array
}

export type OAuthConfig = {
	google: GoogleConfig | null
	apple: AppleConfig | null
	/** Tests only: an OIDC issuer whose discovery document replaces Google's endpoints. */
	testIssuer: string | null
}

export class OAuthConfigError extends Error {
	override name = 'OAuthConfigError'
}

const text = z.string().trim().min(1)

const OAuthEnvSchema = z.object({
	NODE_ENV: z.string().optional(),
	GOOGLE_CLIENT_ID: text.optional(),
	GOOGLE_CLIENT_SECRET: text.optional(),
	APPLE_CLIENT_ID: text.optional(),
	APPLE_TEAM_ID: z
		.string()
		.trim()
		.regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team id')
		.optional(),
	APPLE_KEY_ID: z
		.string()
		.trim()
		.regex(/^[A-Z0-9]{10}$/, 'must be the 10-character key id of the Sign in with Apple key')
		.optional(),
	APPLE_PRIVATE_KEY: text.optional(),
	OIDC_TEST_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
})

type OAuthEnv = z.infer<typeof OAuthEnvSchema>

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** PEM (with real or `\n`-escaped newlines, as env files often hold it) to PKCS#8 DER bytes; EC P-256 only. */
export function parseApplePrivateKey(pem: string): Uint8Array {
	const normalized = pem.replace(/\\n/g, '\n').trim()
	if (!/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----$/.test(normalized)) {
		throw new Error('must be a PKCS#8 PEM key (-----BEGIN PRIVATE KEY-----), as downloaded from Apple (.p8)')
	}
	let key: ReturnType<typeof createPrivateKey>
	try {
		key = createPrivateKey({ key: normalized, format: 'pem' })
	} catch {
		throw new Error('is not a readable PKCS#8 private key')
	}
	if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
		throw new Error('must be an EC P-256 key (Apple .p8 keys are)')
	}
	return new Uint8Array(key.export({ format: 'der', type: 'pkcs8' }))
}

function requireTogether(env: OAuthEnv, names: Array<keyof OAuthEnv>, issues: string[]) {
	const present = names.filter((name) => env[name] !== undefined)
	if (present.length === 0 || present.length === names.length) return present.length === names.length
	for (const name of names) {
		if (env[name] === undefined) issues.push(`  ${name}: required when ${present.join(', ')} ${present.length > 1 ? 'are' : 'is'} set`)
	}
	return false
}

/**
 * Google and Apple sign-in configuration from the environment. A provider is configured when all of its
 * variables are set, and off when none are; a partial set is an error naming what is missing.
 */
export function parseOAuthConfig(source: Record<string, string | undefined>): OAuthConfig {
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''))
	const result = OAuthEnvSchema.safeParse(cleaned)
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
		throw new OAuthConfigError(`Invalid sign-in configuration:\n${lines.join('\n')}`)
	}
	const env = result.data
	const issues: string[] = []
	const hasGoogle = requireTogether(env, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], issues)
	const hasApple = requireTogether(env, ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'], issues)

	let privateKey: Uint8Array | null = null
	if (hasApple) {
		try {
			privateKey = parseApplePrivateKey(env.APPLE_PRIVATE_KEY as string)
		} catch (error) {
			issues.push(`  APPLE_PRIVATE_KEY: ${(error as Error).message}`)
		}
	}

	let testIssuer: string | null = null
	if (env.OIDC_TEST_ISSUER) {
		testIssuer = env.OIDC_TEST_ISSUER.replace(/\/+$/, '')
		if (!hasGoogle) issues.push('  OIDC_TEST_ISSUER: needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (any values the test issuer accepts)')
		// A test issuer in production must at least be on this machine: never trust a remote stand-in for Google.
		if (env.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(new URL(testIssuer).hostname)) {
			issues.push('  OIDC_TEST_ISSUER: in production it may only point at a loopback address (tests only)')
		}
	}

	if (issues.length > 0) throw new OAuthConfigError(`Invalid sign-in configuration:\n${issues.join('\n')}`)
	return {
		google: hasGoogle ? { clientId: env.GOOGLE_CLIENT_ID as string, clientSecret: env.GOOGLE_CLIENT_SECRET as string } : null,
		apple:
			hasApple && privateKey
				? { clientId: env.APPLE_CLIENT_ID as string, teamId: env.APPLE_TEAM_ID as string, keyId: env.APPLE_KEY_ID as string, privateKey }
				: null,
		testIssuer,
	}
}

/** Whether the sign-in button for this provider should be offered. Throws OAuthConfigError on a bad configuration. */
export function isProviderConfigured(provider: OAuthProvider, env: Record<string, string | undefined> = process.env) {
	return parseOAuthConfig(env)[provider] !== null
}
