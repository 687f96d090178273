import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { oauthAccounts, retiredIdentities, sessions, users } from '#app/db/schema/index.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { processAvatar, saveAvatar } from './avatar.server.ts'
import { deactivateAccount } from './deactivate.server.ts'
import { findOrCreateBuyer, identityHash, verifyPasswordLogin, hashPassword } from '#app/modules/auth/users.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

const FIRST_SEEN = new Date('2025-03-01T08:00:00Z')

async function createBuyer(suffix: string) {
	const [user] = await database.db
		.insert(users)
		.values({
			phone: `+96477000000${suffix}`,
			email: `buyer${suffix}@dijla.test`,
			firstName: 'علي',
			lastName: 'حسن',
			username: `ali_${suffix}`,
			passwordHash: await hashPassword('secret123'),
			utmSource: 'whatsapp',
			identityFirstSeenAt: FIRST_SEEN,
			firstLoginAt: FIRST_SEEN,
		})
		.returning()
	if (!user) throw new Error('no user')
	await database.db.insert(sessions).values([
		{ id: `session-a-${suffix}`, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) },
		{ id: `session-b-${suffix}`, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) },
	])
	await database.db
		.insert(oauthAccounts)
		.values({ provider: 'google', subject: `google-${suffix}`, userId: user.id, email: `Gmail${suffix}@Example.com` })
	return user
}

async function pngBytes() {
	const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#1d6f5f' } })
		.png()
		.toBuffer()
	return new Uint8Array(png)
}

describe('deactivateAccount', () => {
	test('anonymises the user, ends every session and social link, keeps only identity hashes', async () => {
		const { db } = database
		const user = await createBuyer('01')
		const storage = createMemoryStorage()
		const avatarKey = await saveAvatar(db, storage, user.id, await processAvatar(await pngBytes()))
		expect(storage.keys()).toEqual([avatarKey])
		const now = new Date('2026-11-30T10:00:00Z')

		const result = await deactivateAccount(db, user.id, { storage, now })

		expect(result).toEqual({ retiredIdentities: 3, endedSessions: 2 })
		const [row] = await db.select().from(users).where(eq(users.id, user.id))
		expect(row).toMatchObject({
			firstName: null,
			lastName: null,
			username: null,
			phone: null,
			email: null,
			passwordHash: null,
			avatarKey: null,
			utmSource: null,
			status: 'deactivated',
			deactivatedAt: now,
		})
		expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
		expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toEqual([])
		expect(storage.keys()).toEqual([])

		const retired = await db.select().from(retiredIdentities)
		const hashes = retired.map((identity) => identity.identityHash).sort()
		expect(hashes).toEqual([identityHash('+9647700000001'), identityHash('buyer01@dijla.test'), identityHash('gmail01@example.com')].sort())
		for (const identity of retired) expect(identity.firstSeenAt).toEqual(FIRST_SEEN)
		// Nothing readable is left of the person.
		expect(JSON.stringify(retired)).not.toContain('buyer01')
	})

	test('a second deactivation of the same account does nothing', async () => {
		const user = await createBuyer('02')
		const storage = createMemoryStorage()
		expect(await deactivateAccount(database.db, user.id, { storage })).not.toBeNull()
		expect(await deactivateAccount(database.db, user.id, { storage })).toBeNull()
		expect(await deactivateAccount(database.db, 'no-such-user', { storage })).toBeNull()
	})

	test('the same phone signing up again is a new account that is not a new user', async () => {
		const { db } = database
		const user = await createBuyer('03')
		await deactivateAccount(db, user.id, { storage: createMemoryStorage() })

		await expect(verifyPasswordLogin(db, { kind: 'phone', account: '+9647700000003', password: 'secret123' })).rejects.toMatchObject({
			messageId: 'auth.password.wrong',
		})
		const later = new Date('2026-12-05T09:00:00Z')
		const { user: again, created } = await findOrCreateBuyer(db, {
			kind: 'phone',
			account: '+9647700000003',
			language: 'ar',
			utmSource: null,
			now: later,
		})
		expect(created).toBe(true)
		expect(again.id).not.toBe(user.id)
		expect(again.identityFirstSeenAt).toEqual(FIRST_SEEN)
		expect(again.firstLoginAt).toEqual(later)
	})

	test('retiring an identity twice keeps the earliest first-seen time', async () => {
		const { db } = database
		const first = await createBuyer('04')
		await deactivateAccount(db, first.id, { storage: createMemoryStorage() })
		// The same phone came back (as a returning identity), then left again.
		const { user: second } = await findOrCreateBuyer(db, { kind: 'phone', account: '+9647700000004', language: null, utmSource: null })
		await db
			.update(users)
			.set({ identityFirstSeenAt: new Date('2026-01-01T00:00:00Z') })
			.where(eq(users.id, second.id))
		await deactivateAccount(db, second.id, { storage: createMemoryStorage() })
		const [retired] = await db
			.select()
			.from(retiredIdentities)
			.where(eq(retiredIdentities.identityHash, identityHash('+9647700000004')))
		expect(retired?.firstSeenAt).toEqual(FIRST_SEEN)
	})
})
