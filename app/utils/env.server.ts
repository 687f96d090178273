import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * Configuration comes from the environment, validated once at start-up. A bad
 * value stops the server with a message that names the variable and the rule.
 * Every variable here is documented in the README.
 */
const EnvSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		HOST: z.string().min(1).default('0.0.0.0'),
		DATABASE_URL: z
			.string()
			.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
			.optional(),
		DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
		DIJLA_DATA_DIR: z.string().min(1).default('./data'),
		OTP_MAX_SENDS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
		ABLY_API_KEY: z
			.string()
			.regex(/^[^:\s]+\.[^:\s]+:\S+$/, 'must look like appId.keyId:secret (an Ably API key)')
			.optional(),
		SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
		DIJLA_SEED: z.enum(['true', 'false']).default('true'),
		// The dev outbox and the sandbox gateway in production (app/utils/dev-doors.server.ts): closed unless `loopback`.
		DIJLA_DEV_DOORS: z.enum(['off', 'loopback']).optional(),
		LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
		TRUST_PROXY: z.string().min(1).default('loopback'),
		PUBLIC_URL: z.url('must be an absolute URL such as https://dijla.iq').optional(),
		// Uploads (app/providers/storage): local disk under DIJLA_DATA_DIR, or S3-compatible storage when S3_BUCKET is set.
		S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL such as https://s3.eu-central-1.amazonaws.com' }).optional(),
		S3_BUCKET: z
			.string()
			.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
			.optional(),
		S3_REGION: z.string().min(1).default('us-east-1'),
		S3_ACCESS_KEY_ID: z.string().min(1).optional(),
		S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
		// Card payments (app/providers/payment): the in-app sandbox unless ZainCash is configured in full.
		PAYMENT_GATEWAY: z.enum(['sandbox', 'zaincash']).default('sandbox'),
		PAYMENT_SANDBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
		ZAINCASH_MSISDN: z
			.string()
			.regex(/^964\d{10}$/, 'must be the merchant wallet number, e.g. 9647835077893')
			.optional(),
		ZAINCASH_MERCHANT_ID: z
			.string()
			.regex(/^[0-9a-zA-Z]{8,64}$/, 'must be the merchant id from ZainCash')
			.optional(),
		ZAINCASH_SECRET: z.string().min(16, 'must be the merchant secret from ZainCash').optional(),
		ZAINCASH_BASE_URL: z
			.url({ protocol: /^https?$/, error: 'must be an https:// URL such as https://api.zaincash.iq' })
			.default('https://api.zaincash.iq'),
		// The account buyers transfer to (app/modules/payments/bank-account.server.ts); a demo bank when unset.
		BANK_TRANSFER_BANK_NAME: z.string().trim().min(1).optional(),
		BANK_TRANSFER_BRANCH: z.string().trim().min(1).optional(),
		BANK_TRANSFER_SWIFT: z
			.string()
			.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be an 8 or 11 character SWIFT/BIC code')
			.optional(),
		BANK_TRANSFER_ACCOUNT_NAME: z.string().trim().min(1).optional(),
		BANK_TRANSFER_ACCOUNT_NUMBER: z
			.string()
			.regex(/^[0-9A-Z ]{6,40}$/, 'must be the account, IBAN or card number (digits, capitals, spaces)')
			.optional(),
		// Web Push for support replies (app/providers/push): all three, or none (then push is not offered).
		WEB_PUSH_PUBLIC_KEY: z
			.string()
			.regex(/^[A-Za-z0-9_-]{80,90}$/, 'must be the VAPID public key (base64url, 65 bytes), e.g. from `npx web-push generate-vapid-keys`')
			.optional(),
		WEB_PUSH_PRIVATE_KEY: z
			.string()
			.regex(/^[A-Za-z0-9_-]{40,45}$/, 'must be the VAPID private key (base64url, 32 bytes)')
			.optional(),
		WEB_PUSH_SUBJECT: z
			.string()
			.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL where the push service can reach you')
			.optional(),
	})
	.superRefine((env, context) => {
		const together = (names: Array<keyof typeof env>, when: string) => {
			for (const name of names) if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: `required when ${when}` })
		}
		if (env.S3_BUCKET !== undefined) together(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'S3_BUCKET is set')
		if (env.PAYMENT_GATEWAY === 'zaincash') together(['ZAINCASH_MSISDN', 'ZAINCASH_MERCHANT_ID', 'ZAINCASH_SECRET'], 'PAYMENT_GATEWAY is zaincash')
		const bank = [
			'BANK_TRANSFER_BANK_NAME',
			'BANK_TRANSFER_BRANCH',
			'BANK_TRANSFER_SWIFT',
			'BANK_TRANSFER_ACCOUNT_NAME',
			'BANK_TRANSFER_ACCOUNT_NUMBER',
		] as const
		if (bank.some((name) => env[name] !== undefined)) together([...bank], 'any BANK_TRANSFER_* is set')
		const push = ['WEB_PUSH_PUBLIC_KEY', 'WEB_PUSH_PRIVATE_KEY', 'WEB_PUSH_SUBJECT'] as const
		if (push.some((name) => env[name] !== undefined)) together([...push], 'any WEB_PUSH_* is set')
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
