import { parseEnv } from '#app/utils/env.server.ts'
import { eq } from 'drizzle-orm'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { type Db } from '#app/db/client.server.ts'
import { users, type OtpChannel, type OtpPurpose } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { findOrCreateBuyer, findUserByAccount, hashPassword, verifyPasswordLogin } from '#app/modules/accounts/users.server.ts'
import { AuthError } from './errors.ts'
import { type CodeSender, sendCode, verifyCode } from './otp.server.ts'
import { normalizeAccount } from './rules.ts'

/** Password guesses: 10 per account and 50 per address in 15 minutes, then 429. */
export const PASSWORD_ATTEMPTS_PER_ACCOUNT = 10
export const PASSWORD_ATTEMPTS_PER_IP = 50
const PASSWORD_WINDOW_SECONDS = 15 * 60

/**
 * The password-guess limits, counted apart under `keyPrefix` (the shop's and the staff console's never share a
 * count). Per process; several instances each allow this much (README: scaling). Codes are limited in the database.
 */
export function passwordGuessLimits(keyPrefix: string) {
	const accountLimiter = new RateLimiterMemory({ keyPrefix: `${keyPrefix}-account`, points: PASSWORD_ATTEMPTS_PER_ACCOUNT, duration: PASSWORD_WINDOW_SECONDS })
	const ipLimiter = new RateLimiterMemory({ keyPrefix: `${keyPrefix}-ip`, points: PASSWORD_ATTEMPTS_PER_IP, duration: PASSWORD_WINDOW_SECONDS })
	return {
		/** Counts one guess at `account` from `ip`; AuthError 429 (auth.password.tooMany) once either limit is spent. */
		async count(account: string, ip: string | null) {
			await consume(accountLimiter, account)
			if (ip) await consume(ipLimiter, ip)
		},
		/** The right password clears the account's count. */
		async clear(account: string) {
			await accountLimiter.delete(account)
		},
	}
}

const buyerPasswordLimits = passwordGuessLimits('password')

type Services = { db: Db; sender: CodeSender; secret: string; now?: Date }

function accountOrThrow(input: string, callingCode: string) {
	const normalized = normalizeAccount(input, callingCode)
	if (!normalized) throw new AuthError('auth.account.invalidPhone', 422)
	return normalized
}

/** Step 1 of every code flow: a code to a phone (WhatsApp or SMS) or an e-mail. */
export async function requestCode(
	{ db, sender, secret, now }: Services,
	input: { account: string; callingCode: string; channel: OtpChannel; purpose: OtpPurpose; locale: Locale; ip: string | null },
) {
	const { kind, account } = accountOrThrow(input.account, input.callingCode)
	if (input.purpose === 'register' && (await findUserByAccount(db, { kind, account }))) {
		throw new AuthError('auth.register.exists', 409)
	}
	const sent = await sendCode(db, { channel: input.channel, account, purpose: input.purpose, locale: input.locale, ip: input.ip }, sender, {
		secret,
		now,
		maxSendsPerIp: parseEnv(process.env).OTP_MAX_SENDS_PER_IP,
	})
	return { account, channel: input.channel, resendAt: sent.resendAfter.getTime() }
}

/** Types 2, 6 and 7 of spec section 3: a code sign-in, which makes the account when it is new. */
export async function signInWithCode(
	{ db, secret, now }: Omit<Services, 'sender'>,
	input: { account: string; callingCode: string; code: string; language: Locale; utmSource: string | null },
) {
	const { kind, account } = accountOrThrow(input.account, input.callingCode)
	await verifyCode(db, { account, code: input.code, purpose: 'login' }, { secret, now })
	return findOrCreateBuyer(db, { kind, account, language: input.language, utmSource: input.utmSource, now })
}

async function consume(limiter: RateLimiterMemory, key: string) {
	try {
		await limiter.consume(key)
	} catch (error) {
		if (error instanceof RateLimiterRes) throw new AuthError('auth.password.tooMany', 429)
		throw error
	}
}

/** Type 1: an e-mail or a phone (with its calling code) and the password. */
export async function signInWithPassword(
	db: Db,
	input: { account: string; callingCode: string; password: string; ip: string | null },
) {
	const normalized = normalizeAccount(input.account, input.callingCode)
	const key = normalized?.account ?? input.account.trim().toLowerCase()
	await buyerPasswordLimits.count(key, input.ip)
	if (!normalized) throw new AuthError('auth.password.wrong', 401)
	const user = await verifyPasswordLogin(db, { ...normalized, password: input.password })
	await buyerPasswordLimits.clear(key)
	return user
}

/** Forgot password: a reset code proves the account, then the new password is set. */
export async function resetPassword(
	{ db, secret, now }: Omit<Services, 'sender'>,
	input: { account: string; callingCode: string; code: string; password: string },
) {
	const { kind, account } = accountOrThrow(input.account, input.callingCode)
	const user = await findUserByAccount(db, { kind, account })
	await verifyCode(db, { account, code: input.code, purpose: 'reset_password' }, { secret, now })
	if (!user || user.status !== 'active') throw new AuthError('auth.account.unknown', 404)
	await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id))
	return user
}

/** Register with a code and a password (register / emailRegister of spec section 7). */
export async function registerWithPassword(
	{ db, secret, now }: Omit<Services, 'sender'>,
	input: {
		account: string
		callingCode: string
		code: string
		password: string
		firstName?: string
		lastName?: string
		language: Locale
		utmSource: string | null
	},
) {
	const { kind, account } = accountOrThrow(input.account, input.callingCode)
	await verifyCode(db, { account, code: input.code, purpose: 'register' }, { secret, now })
	const { user, created } = await findOrCreateBuyer(db, { kind, account, language: input.language, utmSource: input.utmSource, now })
	if (!created) throw new AuthError('auth.register.exists', 409)
	const [updated] = await db
		.update(users)
		.set({ passwordHash: await hashPassword(input.password), firstName: input.firstName || null, lastName: input.lastName || null })
		.where(eq(users.id, user.id))
		.returning()
	return updated ?? user
}
