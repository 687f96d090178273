import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * Configuration comes from the environment, validated once at start-up. A bad
 * value stops the server with a message that names the variable and the rule.
 * Every variable here is documented in the README.
 */
const EnvSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	DATABASE_URL: z
		.string()
		.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
		.optional(),
	DIJLA_DATA_DIR: z.string().min(1).default('./data'),
	OTP_MAX_SENDS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
	ABLY_API_KEY: z
		.string()
		.regex(/^[^:\s]+\.[^:\s]+:\S+$/, 'must look like appId.keyId:secret (an Ably API key)')
		.optional(),
	SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
	DIJLA_SEED: z.enum(['true', 'false']).default('true'),
	LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	TRUST_PROXY: z.string().min(1).default('loopback'),
	PUBLIC_URL: z.url('must be an absolute URL such as https://dijla.iq').optional(),
})

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRETS: string[] }

export class EnvError extends Error {
	override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof EnvSchema> {
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
	const result = EnvSchema.safeParse(cleaned)
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
		throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
	}
	return result.data
}

/**
 * Session secrets: `SESSION_SECRET` may hold several comma-separated secrets
 * (newest first) so they can be rotated. When absent outside production, one is
 * generated and kept in the data folder so sessions survive restarts (the
 * embedded default); with PostgreSQL in production it is required.
 */
function resolveSessionSecrets(env: z.infer<typeof EnvSchema>): string[] {
	if (env.SESSION_SECRET) return env.SESSION_SECRET.split(',').map((secret) => secret.trim())
	if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
		// Several instances share one PostgreSQL, so they must share the secret too.
		throw new EnvError('Invalid configuration:\n  SESSION_SECRET: required in production when DATABASE_URL is set')
	}
	// The embedded default is one machine: a secret kept beside its data is as safe as the data.
	const file = path.resolve(env.DIJLA_DATA_DIR, 'session-secret')
	try {
		return [fs.readFileSync(file, 'utf8').trim()]
	} catch {
		const secret = randomBytes(32).toString('hex')
		fs.mkdirSync(path.dirname(file), { recursive: true })
		fs.writeFileSync(file, secret, { mode: 0o600 })
		return [secret]
	}
}

let cached: Env | undefined

export function getEnv(): Env {
	if (cached) return cached
	const parsed = parseEnv(process.env)
	cached = { ...parsed, SESSION_SECRETS: resolveSessionSecrets(parsed) }
	return cached
}
