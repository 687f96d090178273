import { parseEnv } from '#app/utils/env.server.ts'
import { eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { users, type OtpChannel, type OtpPurpose } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { findOrCreateBuyer, findUserByAccount, hashPassword, verifyPasswordLogin } from '#app/modules/auth/users.server.ts'
import { AuthError } from './errors.ts'
import { type CodeSender, sendCode, verifyCode } from './otp.server.ts'
import { signInThrottle } from './throttle.server.ts'
import { normalizeAccount } from './rules.ts'

const buyerPasswordThrottle = signInThrottle('buyer-password')

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
	// Registering answers the same whether the number or address has an account (nobody learns who is a
	// customer): the code is sent either way, and only whoever receives it learns, at the next step, that the
	// account exists.
	const { account } = accountOrThrow(input.account, input.callingCode)
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

/** Type 1: an e-mail or a phone (with its calling code) and the password. */
export async function signInWithPassword(db: Db, input: { account: string; callingCode: string; password: string; ip: string | null }) {
	const normalized = normalizeAccount(input.account, input.callingCode)
	const attempt = { account: normalized?.account ?? input.account.trim().toLowerCase(), ip: input.ip }
	await buyerPasswordThrottle.check(db, attempt)
	try {
		if (!normalized) throw new AuthError('auth.password.wrong', 401)
		const user = await verifyPasswordLogin(db, { ...normalized, password: input.password })
		await buyerPasswordThrottle.succeed(db, attempt)
		return user
	} catch (error) {
		if (error instanceof AuthError && error.status === 401) await buyerPasswordThrottle.fail(db, attempt)
		throw error
	}
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
	await db
		.update(users)
		.set({ passwordHash: await hashPassword(input.password) })
		.where(eq(users.id, user.id))
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
