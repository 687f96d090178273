import { createCookie } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { orders, type OtpChannel, users } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { type CodeSender, sendCode, verifyCode } from '#app/modules/auth/otp.server.ts'
import { DEFAULT_CALLING_CODE, normalizeAccount } from '#app/modules/auth/rules.ts'
import { cookieSecure, hostCookieName, isProductionCookies } from '#app/utils/cookie-policy.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { getOrderByNumber, type OrderDetail } from './queries.server.ts'

/**
 * The visitor's order page (getOrderDetailForLandingPage; spec section 6: anonymous visitors may view an order).
 * A visitor types the order number and the phone on the order (the delivery address's phone or the buyer's own),
 * receives a one-time code on that phone, and after the code sees that one order for 30 minutes.
 *
 * - No enumeration: a wrong number/phone pair and an unknown order answer exactly like a right pair ("if they
 *   match, a code is on its way"); only the right pair's phone receives a code, and the delivery runs after the
 *   answer, so neither the words nor the time tell them apart.
 * - Rate limits: every request goes through sendCode, wrong pairs included, so the OTP limits (3 per phone and
 *   OTP_MAX_SENDS_PER_IP per client address in 15 minutes, 5 checks per code) bound guessing too.
 * - The codes live beside sign-in codes (otp_challenges, purpose "login") under the account `order-view:+964…`,
 *   which sign-in never uses (its accounts are bare E.164 phones and e-mails): a code for an order never signs
 *   anyone in, and a sign-in code never opens an order.
 * - The proof is a signed cookie naming one order id and its expiry; it opens that order and no other.
 */

export const VISITOR_PROOF_TTL_MS = 30 * 60 * 1000
const ACCOUNT_PREFIX = 'order-view:'
const ORDER_NUMBER_PATTERN = /^D\d{12}$/

/** A refusal of the visitor form, as a message id and status. */
export class VisitorOrderError extends Error {
	override name = 'VisitorOrderError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly field?: 'number' | 'phone' | 'code',
	) {
		super(messageId)
	}
}

/** The order number as printed (D + 12 digits), upper-cased and trimmed; null when it cannot be one. */
export function normalizeOrderNumber(input: string): string | null {
	const value = input.trim().toUpperCase().replace(/\s+/g, '')
	return ORDER_NUMBER_PATTERN.test(value) ? value : null
}

/** A phone as typed (07701234567, +964 770 123 4567, Arabic-Indic digits) in E.164, Iraq by default; null when not a phone. */
export function phoneE164(input: string): string | null {
	const normalized = normalizeAccount(input, DEFAULT_CALLING_CODE)
	return normalized?.kind === 'phone' ? normalized.account : null
}

function challengeAccount(phone: string) {
	return `${ACCOUNT_PREFIX}${phone}`
}

function parseInput(input: { number: string; phone: string }) {
	const number = normalizeOrderNumber(input.number)
	if (!number) throw new VisitorOrderError('visitorOrder.number.invalid', 422, 'number')
	const phone = phoneE164(input.phone)
	if (!phone) throw new VisitorOrderError('visitorOrder.phone.invalid', 422, 'phone')
	return { number, phone }
}

/** The order with that number, if the phone is on it (its delivery phone or its buyer's phone). */
async function matchingOrder(db: Db, number: string, phone: string): Promise<OrderDetail | null> {
	const order = await getOrderByNumber(db, number)
	if (!order) return null
	const [buyer] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, order.userId)).limit(1)
	const phones = [order.address.phone, buyer?.phone ?? null].flatMap((candidate) => (candidate ? [phoneE164(candidate)] : []))
	return phones.includes(phone) ? order : null
}

type Services = { db: Db; sender: CodeSender; secret: string; maxSendsPerIp?: number; now?: Date }

/**
 * Step 1: a code to the phone when the pair matches an order; the same answer (and the same limits) when it does
 * not. Throws VisitorOrderError 422 for input that is not an order number or a phone at all (that reveals
 * nothing), and AuthError 429 past the OTP limits.
 */
export async function requestVisitorCode(
	{ db, sender, secret, maxSendsPerIp, now = new Date() }: Services,
	input: { number: string; phone: string; channel: Extract<OtpChannel, 'whatsapp' | 'sms'>; locale: Locale; ip: string | null },
): Promise<{ number: string; resendAt: number }> {
	const { number, phone } = parseInput(input)
	const order = await matchingOrder(db, number, phone)
	// Delivered after the answer, so a match does not take longer to answer than a miss.
	const delivery: CodeSender = order
		? {
				send: async (message) => {
					void sender.send({ ...message, to: phone }).catch((error: unknown) => {
						logger.warn({ err: error instanceof Error ? error.message : 'unknown', channel: message.channel }, 'visitor order code not delivered')
					})
					return { id: 'queued' }
				},
			}
		: { send: async () => ({ id: 'not-sent' }) }
	const sent = await sendCode(
		db,
		{ channel: input.channel, account: challengeAccount(phone), purpose: 'login', locale: input.locale, ip: input.ip },
		delivery,
		{ secret, now, maxSendsPerIp },
	)
	return { number, resendAt: sent.resendAfter.getTime() }
}

/**
 * Step 2: the code for the phone. Returns the order it proves access to; a right code for a pair that matches no
 * order is refused like a used-up code (it can only be a guess: no code was ever sent for it).
 */
export async function verifyVisitorCode(
	{ db, secret, now = new Date() }: Omit<Services, 'sender' | 'maxSendsPerIp'>,
	input: { number: string; phone: string; code: string },
): Promise<{ orderId: string; number: string }> {
	const { number, phone } = parseInput(input)
	await verifyCode(db, { account: challengeAccount(phone), code: input.code.trim(), purpose: 'login' }, { secret, now })
	const order = await matchingOrder(db, number, phone)
	// The code was used up by the check above either way.
	if (!order) throw new AuthError('auth.code.expired', 400)
	return { orderId: order.id, number: order.number }
}

/* The proof */

type Proof = { orderId: string; expiresAt: number }

let proofCookie: ReturnType<typeof createCookie> | undefined
function cookie() {
	proofCookie ??= createCookie(hostCookieName('dijla_order_proof'), {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: isProductionCookies(),
		secrets: getEnv().SESSION_SECRETS,
		maxAge: VISITOR_PROOF_TTL_MS / 1000,
	})
	return proofCookie
}

/** The Set-Cookie header that remembers, for 30 minutes, that this browser proved access to `orderId` (and only it). */
export async function rememberVisitorProof(request: Request, orderId: string, now = new Date()): Promise<string> {
	const proof: Proof = { orderId, expiresAt: now.getTime() + VISITOR_PROOF_TTL_MS }
	return cookie().serialize(proof, { secure: cookieSecure(request) })
}

/** The order this browser proved access to, while the proof lasts; null otherwise (none, forged, expired). */
export async function provenOrderId(request: Request, now = new Date()): Promise<string | null> {
	const header = request.headers.get('Cookie')
	if (!header?.includes(`${cookie().name}=`)) return null
	const value = (await cookie().parse(header)) as Partial<Proof> | null
	if (!value || typeof value.orderId !== 'string' || typeof value.expiresAt !== 'number') return null
	return value.expiresAt > now.getTime() ? value.orderId : null
}

/** The proven order if its number is `number`; null when the proof is for another order, or there is none. */
export async function provenOrder(db: Db, request: Request, number: string, now = new Date()): Promise<OrderDetail | null> {
	const orderId = await provenOrderId(request, now)
	const normalized = normalizeOrderNumber(number)
	if (!orderId || !normalized) return null
	const order = await getOrderByNumber(db, normalized)
	return order && order.id === orderId ? order : null
}

/* The proof as a value (the mobile app's getOrderDetailForLandingPage): the app has no cookie jar, so it carries the
 * same signed value the browser's cookie holds, and sends it back. */

/** The signed proof for `orderId` as a value, and when it ends. */
export async function visitorProofValue(orderId: string, now = new Date()): Promise<{ proof: string; expiresAt: Date }> {
	const proof: Proof = { orderId, expiresAt: now.getTime() + VISITOR_PROOF_TTL_MS }
	const serialized = await cookie().serialize(proof)
	const pair = serialized.split(';')[0]!
	return { proof: decodeURIComponent(pair.slice(pair.indexOf('=') + 1)), expiresAt: new Date(proof.expiresAt) }
}

/** The order with number `number` if `value` is a live proof for it; null when forged, expired or for another order. */
export async function orderOfProofValue(db: Db, value: string, number: string, now = new Date()): Promise<OrderDetail | null> {
	const parsed = (await cookie().parse(`${cookie().name}=${encodeURIComponent(value)}`)) as Partial<Proof> | null
	if (!parsed || typeof parsed.orderId !== 'string' || typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= now.getTime()) return null
	const normalized = normalizeOrderNumber(number)
	const order = normalized ? await getOrderByNumber(db, normalized) : null
	return order && order.id === parsed.orderId ? order : null
}

/**
 * The number of `orderId` when this browser holds a live proof for that order (a visitor back from the card
 * gateway lands on the visitor page again); null otherwise.
 */
export async function provenOrderNumber(db: Db, request: Request, orderId: string, now = new Date()): Promise<string | null> {
	const proven = await provenOrderId(request, now)
	if (!proven || proven !== orderId) return null
	const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)).limit(1)
	return row?.number ?? null
}
