import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { otpChallenges, type OtpChannel, type OtpPurpose } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { AuthError } from './errors.ts'
import { CODE_LENGTH } from './rules.ts'

/** A code is good for 5 minutes, once, and for at most 5 checks. */
export const CODE_TTL_MS = 5 * 60 * 1000
export const MAX_CODE_CHECKS = 5
/**
 * Codes sent, per 15 minutes: a code and one resend on each channel for each purpose (so a buyer can try
 * WhatsApp, then SMS, then ask again), at most 6 to one phone or e-mail in all (its owner is not flooded), and 10
 * from one client address (OTP_MAX_SENDS_PER_IP where many buyers share one address).
 */
export const SEND_WINDOW_MS = 15 * 60 * 1000
export const MAX_SENDS_PER_CHANNEL = 2
export const MAX_SENDS_PER_ACCOUNT = 6
export const MAX_SENDS_PER_IP = 10
/** Spec section 4: the resend countdown is 60 seconds. */
export const RESEND_COUNTDOWN_MS = 60 * 1000

/** `message`: what the text says (a sign-in code by default; the providers' MessageKind). */
export type CodeMessage = { channel: OtpChannel; to: string; code: string; locale: Locale; message?: 'signIn' | 'contactCode' | 'contactChanged' }
export type CodeSender = {
	send: (message: CodeMessage) => Promise<unknown>
	/** The channels offered here (absent: all); a code is never counted, stored or sent on another. */
	available?: Partial<Record<OtpChannel, boolean>>
}

/** `maxSendsPerIp`: buyers behind one carrier NAT share an address, so the limit is configurable (OTP_MAX_SENDS_PER_IP). */
type OtpContext = { secret: string; now?: Date; maxSendsPerIp?: number }

/** Only this HMAC is stored; the code itself exists in the message and nowhere else. */
export function hashCode(secret: string, account: string, code: string): string {
	return createHmac('sha256', secret).update(`${account}\n${code}`).digest('hex')
}

export function generateCode(): string {
	return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

/**
 * Sends a fresh code to a phone (WhatsApp or SMS) or an e-mail address. Limits
 * are counted in the database under a per-account lock, so they hold across
 * app instances and concurrent requests.
 */
export async function sendCode(
	db: Db,
	input: { channel: OtpChannel; account: string; purpose: OtpPurpose; locale: Locale; ip: string | null; message?: CodeMessage['message'] },
	sender: CodeSender,
	{ secret, now = new Date(), maxSendsPerIp = MAX_SENDS_PER_IP }: OtpContext,
): Promise<{ expiresAt: Date; resendAfter: Date }> {
	if (sender.available && !sender.available[input.channel]) throw new AuthError('auth.code.channelUnavailable', 400)
	const windowStart = new Date(now.getTime() - SEND_WINDOW_MS)
	const code = generateCode()
	const challenge = await db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.account}`}))`)
		const [byAccount] = await tx
			.select({
				sends: count(),
				onChannel:
					sql<number>`count(*) filter (where ${otpChallenges.channel} = ${input.channel} and ${otpChallenges.purpose} = ${input.purpose})`.mapWith(
						Number,
					),
			})
			.from(otpChallenges)
			.where(and(eq(otpChallenges.account, input.account), gt(otpChallenges.createdAt, windowStart)))
		if ((byAccount?.onChannel ?? 0) >= MAX_SENDS_PER_CHANNEL) throw new AuthError('auth.code.tooManyOnChannel', 429)
		if ((byAccount?.sends ?? 0) >= MAX_SENDS_PER_ACCOUNT) throw new AuthError('auth.code.tooManySends', 429)
		if (input.ip) {
			const [byIp] = await tx
				.select({ sends: count() })
				.from(otpChallenges)
				.where(and(eq(otpChallenges.ip, input.ip), gt(otpChallenges.createdAt, windowStart)))
			if ((byIp?.sends ?? 0) >= maxSendsPerIp) throw new AuthError('auth.code.tooManySends', 429)
		}
		// A new code replaces the ones before it.
		await tx
			.update(otpChallenges)
			.set({ consumedAt: now })
			.where(and(eq(otpChallenges.account, input.account), eq(otpChallenges.purpose, input.purpose), isNull(otpChallenges.consumedAt)))
		const [row] = await tx
			.insert(otpChallenges)
			.values({
				channel: input.channel,
				purpose: input.purpose,
				account: input.account,
				codeHmac: hashCode(secret, input.account, code),
				expiresAt: new Date(now.getTime() + CODE_TTL_MS),
				ip: input.ip,
				createdAt: now,
			})
			.returning({ id: otpChallenges.id, expiresAt: otpChallenges.expiresAt })
		if (!row) throw new Error('otp challenge was not stored')
		return row
	})

	try {
		await sender.send({ channel: input.channel, to: input.account, code, locale: input.locale, ...(input.message ? { message: input.message } : {}) })
	} catch (error) {
		// An undelivered code must not count as usable; it still counts towards the send limit.
		await db.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, challenge.id))
		throw new AuthError('auth.code.sendFailed', 502, { cause: error instanceof Error ? error.message : 'unknown' })
	}
	return { expiresAt: challenge.expiresAt, resendAfter: new Date(now.getTime() + RESEND_COUNTDOWN_MS) }
}

/**
 * Checks a code for an account. Each check uses up one of the code's five; the
 * sixth is refused with 429 whatever it says. A right code works once.
 */
export async function verifyCode(
	db: Db,
	input: { account: string; code: string; purpose: OtpPurpose },
	{ secret, now = new Date() }: OtpContext,
): Promise<{ channel: OtpChannel }> {
	const [challenge] = await db
		.select()
		.from(otpChallenges)
		.where(
			and(
				eq(otpChallenges.account, input.account),
				eq(otpChallenges.purpose, input.purpose),
				isNull(otpChallenges.consumedAt),
				gt(otpChallenges.expiresAt, now),
			),
		)
		.orderBy(desc(otpChallenges.createdAt))
		.limit(1)
	if (!challenge) throw new AuthError('auth.code.expired', 400)

	const [counted] = await db
		.update(otpChallenges)
		.set({ attempts: sql`${otpChallenges.attempts} + 1` })
		.where(and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, MAX_CODE_CHECKS), isNull(otpChallenges.consumedAt)))
		.returning({ attempts: otpChallenges.attempts })
	if (!counted) throw new AuthError('auth.code.tooManyAttempts', 429)

	const expected = Buffer.from(challenge.codeHmac, 'hex')
	const actual = Buffer.from(hashCode(secret, input.account, input.code), 'hex')
	if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
		throw new AuthError('auth.code.wrong', 400, { remaining: MAX_CODE_CHECKS - counted.attempts })
	}

	const [consumed] = await db
		.update(otpChallenges)
		.set({ consumedAt: now })
		.where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
		.returning({ channel: otpChallenges.channel })
	if (!consumed) throw new AuthError('auth.code.expired', 400)
	return consumed
}
