import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { users } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { updateProfile, UsernameTakenError } from './profile.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

async function buyer(phone: string) {
	const [user] = await database.db.insert(users).values({ phone }).returning()
	if (!user) throw new Error('no user')
	return user
}

test('saves names and username, and clears the username when left empty', async () => {
	const { db } = database
	const user = await buyer('+9647722222221')
	await updateProfile(db, user.id, { firstName: 'زينب', lastName: 'كاظم', username: 'zainab_k' })
	const [saved] = await db.select().from(users).where(eq(users.id, user.id))
	expect(saved).toMatchObject({ firstName: 'زينب', lastName: 'كاظم', username: 'zainab_k' })
	// Saving again with one's own username is fine.
	await updateProfile(db, user.id, { firstName: 'زينب', lastName: 'علي', username: 'zainab_k' })
	await updateProfile(db, user.id, { firstName: 'زينب', lastName: 'علي', username: undefined })
	const [cleared] = await db.select().from(users).where(eq(users.id, user.id))
	expect(cleared?.username).toBeNull()
})

test("someone else's username is refused with a 409", async () => {
	const { db } = database
	const first = await buyer('+9647722222222')
	const second = await buyer('+9647722222223')
	await updateProfile(db, first.id, { firstName: 'A', lastName: 'B', username: 'baghdad_shop' })
	const attempt = updateProfile(db, second.id, { firstName: 'C', lastName: 'D', username: 'baghdad_shop' })
	await expect(attempt).rejects.toBeInstanceOf(UsernameTakenError)
	await expect(attempt).rejects.toMatchObject({ status: 409, messageId: 'profile.username.taken' })
	const [unchanged] = await db.select().from(users).where(eq(users.id, second.id))
	expect(unchanged?.firstName).toBeNull()
})

test('two buyers racing for one username: one gets it, the other a 409', async () => {
	const { db } = database
	const [first, second] = await Promise.all([buyer('+9647722222224'), buyer('+9647722222225')])
	if (!first || !second) throw new Error('no users')
	const results = await Promise.allSettled([
		updateProfile(db, first.id, { firstName: 'A', lastName: 'B', username: 'erbil_store' }),
		updateProfile(db, second.id, { firstName: 'C', lastName: 'D', username: 'erbil_store' }),
	])
	expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
	const [rejected] = results.filter((result) => result.status === 'rejected')
	expect(rejected?.reason).toBeInstanceOf(UsernameTakenError)
})
