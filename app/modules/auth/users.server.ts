import { createHash } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { and, eq, inArray } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { oauthAccounts, retiredIdentities, users } from '#app/db/schema/index.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { grantNewUserCoupon } from '#app/modules/coupons/wallet.server.ts'
import { type OAuthProfile } from '#app/providers/oauth/profile.ts'

export type AccountKind = 'phone' | 'email'

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
	return hash(password)
}

function accountColumn(kind: AccountKind) {
	return kind === 'phone' ? users.phone : users.email
}

export async function findUserByAccount(db: Db, { kind, account }: { kind: AccountKind; account: string }) {
	const [user] = await db
		.select()
		.from(users)
		.where(eq(accountColumn(kind), account))
		.limit(1)
	return user ?? null
}

/**
 * What a deactivated account leaves of a phone or e-mail: a salted SHA-256. A
 * phone number has little entropy, so this is a speed bump rather than a vault;
 * it is kept only to tell a returning identity from a new one.
 */
export function identityHash(account: string): string {
	return createHash('sha256').update(`dijla-identity\n${account}`).digest('hex')
}

/** When an identity was first seen, if it belonged to an account that was deactivated. */
async function retiredFirstSeenAt(db: Db, accounts: string[]): Promise<Date | null> {
	if (accounts.length === 0) return null
	const rows = await db
		.select({ firstSeenAt: retiredIdentities.firstSeenAt })
		.from(retiredIdentities)
		.where(inArray(retiredIdentities.identityHash, accounts.map(identityHash)))
	const times = rows.map((row) => row.firstSeenAt.getTime())
	return times.length > 0 ? new Date(Math.min(...times)) : null
}

/**
 * A code proved the buyer owns this phone or e-mail: their account, made now if
 * it is the first time (then they are a new user for coupons and campaigns).
 */
export async function findOrCreateBuyer(
	db: Db,
	input: { kind: AccountKind; account: string; language: string | null; utmSource: string | null; now?: Date },
): Promise<{ user: typeof users.$inferSelect; created: boolean }> {
	const existing = await findUserByAccount(db, input)
	if (existing) {
		if (existing.status !== 'active') throw new AuthError('auth.account.deactivated', 403)
		return { user: existing, created: false }
	}
	const now = input.now ?? new Date()
	// The account and its new-user coupon (spec section 9) are made together: a failure leaves neither.
	const created = await db.transaction(async (tx) => {
		const returning = await retiredFirstSeenAt(tx, [input.account])
		const [inserted] = await tx
			.insert(users)
			.values({
				...(input.kind === 'phone' ? { phone: input.account } : { email: input.account }),
				language: input.language,
				utmSource: input.utmSource,
				firstLoginAt: now,
				identityFirstSeenAt: returning ?? now,
			})
			.onConflictDoNothing()
			.returning()
		// Only a never-seen phone or e-mail gets the coupon (grantNewUserCoupon checks).
		if (inserted) await grantNewUserCoupon(tx, { userId: inserted.id, now })
		return inserted
	})
	if (created) return { user: created, created: true }
	// Two sign-ins raced to create the same buyer; the other one won.
	const winner = await findUserByAccount(db, input)
	if (!winner) throw new Error('buyer vanished while signing in')
	return { user: winner, created: false }
}

let dummyHash: Promise<string> | undefined

/**
 * Password sign-in. An unknown account and a wrong password get the same answer
 * after the same work (a hash is checked either way), so neither reveals which.
 */
export async function verifyPasswordLogin(db: Db, { kind, account, password }: { kind: AccountKind; account: string; password: string }) {
	const user = await findUserByAccount(db, { kind, account })
	dummyHash ??= hashPassword('not-a-real-password-0')
	const valid = await verify(user?.passwordHash ?? (await dummyHash), password)
	if (!user?.passwordHash || !valid) throw new AuthError('auth.password.wrong', 401)
	if (user.status !== 'active') throw new AuthError('auth.account.deactivated', 403)
	return user
}

export async function setPassword(db: Db, userId: string, password: string) {
	await db
		.update(users)
		.set({ passwordHash: await hashPassword(password) })
		.where(eq(users.id, userId))
}

export async function saveLanguage(db: Db, userId: string, language: string) {
	await db.update(users).set({ language }).where(eq(users.id, userId))
}

/**
 * Google or Apple said who this is: the account linked to that identity (`sub`),
 * else the account with the same verified e-mail (now linked), else a new buyer.
 */
export async function findOrCreateBuyerFromOAuth(
	db: Db,
	profile: OAuthProfile,
	context: { language: string | null; utmSource: string | null; now?: Date },
): Promise<{ user: typeof users.$inferSelect; created: boolean }> {
	const now = context.now ?? new Date()
	return db.transaction(async (tx) => {
		const [linked] = await tx
			.select({ user: users })
			.from(oauthAccounts)
			.innerJoin(users, eq(users.id, oauthAccounts.userId))
			.where(and(eq(oauthAccounts.provider, profile.provider), eq(oauthAccounts.subject, profile.subject)))
			.limit(1)
		if (linked) {
			if (linked.user.status !== 'active') throw new AuthError('auth.account.deactivated', 403)
			return { user: linked.user, created: false }
		}
		const email = profile.email && profile.emailVerified ? profile.email.toLowerCase() : null
		const byEmail = email ? await findUserByAccount(tx, { kind: 'email', account: email }) : null
		if (byEmail && byEmail.status !== 'active') throw new AuthError('auth.account.deactivated', 403)
		let user = byEmail
		let created = false
		if (!user) {
			const returning = email ? await retiredFirstSeenAt(tx, [email]) : null
			const [inserted] = await tx
				.insert(users)
				.values({
					email,
					firstName: profile.firstName,
					lastName: profile.lastName,
					language: context.language,
					utmSource: context.utmSource,
					firstLoginAt: now,
					identityFirstSeenAt: returning ?? now,
				})
				.returning()
			if (!inserted) throw new Error('buyer was not created')
			user = inserted
			created = true
			await grantNewUserCoupon(tx, { userId: user.id, now })
		}
		await tx.insert(oauthAccounts).values({ provider: profile.provider, subject: profile.subject, userId: user.id, email })
		return { user, created }
	})
}
