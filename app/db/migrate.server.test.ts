import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { queryRows } from './client.server.ts'
import { migrateDatabase, resolveMigrationsFolder } from './migrate.server.ts'
import { products, users } from './schema/index.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
})

afterAll(async () => {
	await database?.close()
})

test('applying the migrations again changes nothing', async () => {
	await expect(migrateDatabase(database)).resolves.toBeUndefined()
	const rows = await database.db.select().from(products)
	expect(rows).toEqual([])
})

test('pg_trgm is available to the schema', async () => {
	const [row] = await queryRows<{ score: number | string }>(database.db, sql`select similarity('kettle', 'kettles')::float8 as score`)
	expect(Number(row?.score)).toBeGreaterThan(0.5)
})

test('e-mails are stored lower-cased and phones in E.164; both are unique when present', async () => {
	await database.db.insert(users).values([{ username: 'a' }, { username: 'b' }])
	await expect(database.db.insert(users).values({ email: 'Someone@Example.com' })).rejects.toThrow()
	await expect(database.db.insert(users).values({ phone: '07701234567' })).rejects.toThrow()
	await database.db.insert(users).values({ email: 'someone@example.com', phone: '+9647700000001' })
	await expect(database.db.insert(users).values({ email: 'someone@example.com' })).rejects.toThrow()
	await expect(database.db.insert(users).values({ phone: '+9647700000001' })).rejects.toThrow()
})

test('a missing migrations folder is reported clearly', () => {
	expect(() => resolveMigrationsFolder('/nonexistent/drizzle')).toThrow(/No drizzle migrations found/)
})
