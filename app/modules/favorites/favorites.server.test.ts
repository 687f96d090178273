import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { favoriteGroups, products } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { DEFAULT_GROUP_NAME, MAX_FAVORITE_GROUPS } from './favorites.ts'
import {
	addFavorite,
	countFavorites,
	createGroup,
	DefaultGroupLockedError,
	deleteGroup,
	GroupLimitError,
	GroupNameTakenError,
	GroupNotFoundError,
	InvalidGroupOrderError,
	isFavorite,
	listFavorites,
	listGroups,
	mergeDeviceFavorites,
	moveFavorites,
	NothingSelectedError,
	removeFavorites,
	renameGroup,
	reorderGroups,
	FavoriteProductNotFoundError,
} from './favorites.server.ts'
import { getProductSummaries } from './product-summaries.server.ts'
import { createBuyer, createTestShop, productAt } from './test-shop.server.ts'

let database: TestDatabase
let productIds: string[]

beforeAll(async () => {
	database = await createTestDatabase()
	;({ productIds } = await createTestShop(database.db, { productCount: 8 }))
}, 60_000)

afterAll(async () => {
	await database?.close()
})

function product(index: number) {
	return productAt(productIds, index)
}

describe('groups', () => {
	test('a buyer starts with one default group, stored under a neutral name', async () => {
		const userId = await createBuyer(database.db)
		const first = await listGroups(database.db, userId)
		const again = await listGroups(database.db, userId)
		expect(first).toEqual([{ id: expect.any(String), name: DEFAULT_GROUP_NAME, isDefault: true, sort: 0, productCount: 0 }])
		expect(again).toEqual(first)
	})

	test('at most 10 groups, the default included; the eleventh is refused with the spec message', async () => {
		const userId = await createBuyer(database.db)
		for (let index = 1; index < MAX_FAVORITE_GROUPS; index += 1) await createGroup(database.db, userId, `مجموعة ${index}`)
		const attempt = createGroup(database.db, userId, 'one too many')
		await expect(attempt).rejects.toBeInstanceOf(GroupLimitError)
		await expect(attempt).rejects.toMatchObject({ messageId: 'favorites.group.limit', status: 422 })
		const groups = await listGroups(database.db, userId)
		expect(groups).toHaveLength(MAX_FAVORITE_GROUPS)
		expect(groups.map((group) => group.name).slice(1, 3)).toEqual(['مجموعة 1', 'مجموعة 2'])
	})

	test('creates racing each other never make an eleventh group', async () => {
		const userId = await createBuyer(database.db)
		for (let index = 1; index < MAX_FAVORITE_GROUPS - 2; index += 1) await createGroup(database.db, userId, `group ${index}`)
		const results = await Promise.allSettled(Array.from({ length: 6 }, (_, index) => createGroup(database.db, userId, `racing ${index}`)))
		expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2)
		for (const result of results.filter((outcome) => outcome.status === 'rejected')) {
			expect((result as PromiseRejectedResult).reason).toBeInstanceOf(GroupLimitError)
		}
		expect(await listGroups(database.db, userId)).toHaveLength(MAX_FAVORITE_GROUPS)
	})

	test('a name the buyer already uses is refused, whatever its case; renaming keeps the default group as it is', async () => {
		const userId = await createBuyer(database.db)
		const kitchen = await createGroup(database.db, userId, 'Kitchen')
		await expect(createGroup(database.db, userId, 'kitchen')).rejects.toBeInstanceOf(GroupNameTakenError)
		await renameGroup(database.db, userId, kitchen.id, 'Kitchen tools')
		await renameGroup(database.db, userId, kitchen.id, 'kitchen TOOLS')
		const [defaultGroup, renamed] = await listGroups(database.db, userId)
		expect(renamed?.name).toBe('kitchen TOOLS')
		await expect(renameGroup(database.db, userId, defaultGroup!.id, 'Mine')).rejects.toBeInstanceOf(DefaultGroupLockedError)
	})

	test("a buyer can never rename, move or delete another buyer's group (not found)", async () => {
		const owner = await createBuyer(database.db)
		const stranger = await createBuyer(database.db)
		const group = await createGroup(database.db, owner, 'Private')
		await expect(renameGroup(database.db, stranger, group.id, 'Mine now')).rejects.toBeInstanceOf(GroupNotFoundError)
		await expect(deleteGroup(database.db, stranger, group.id)).rejects.toMatchObject({ status: 404 })
		await expect(reorderGroups(database.db, stranger, { groupId: group.id, direction: 'up' })).rejects.toBeInstanceOf(GroupNotFoundError)
		await expect(addFavorite(database.db, { userId: stranger, productId: product(0), groupId: group.id })).rejects.toBeInstanceOf(GroupNotFoundError)
		await expect(listFavorites(database.db, { userId: stranger, locale: 'en', groupId: group.id })).rejects.toBeInstanceOf(GroupNotFoundError)
		await expect(moveFavorites(database.db, { userId: stranger, productIds: [product(0)], groupId: group.id })).rejects.toBeInstanceOf(
			GroupNotFoundError,
		)
		expect((await listGroups(database.db, owner)).map((g) => g.name)).toEqual([DEFAULT_GROUP_NAME, 'Private'])
	})

	test('groups move up and down one place, or take a whole new order', async () => {
		const userId = await createBuyer(database.db)
		const a = await createGroup(database.db, userId, 'A')
		const b = await createGroup(database.db, userId, 'B')
		const c = await createGroup(database.db, userId, 'C')
		const names = async () => (await listGroups(database.db, userId)).map((group) => group.name)
		expect(await names()).toEqual([DEFAULT_GROUP_NAME, 'A', 'B', 'C'])
		await reorderGroups(database.db, userId, { groupId: c.id, direction: 'up' })
		expect(await names()).toEqual([DEFAULT_GROUP_NAME, 'A', 'C', 'B'])
		await reorderGroups(database.db, userId, { groupId: b.id, direction: 'down' })
		expect(await names()).toEqual([DEFAULT_GROUP_NAME, 'A', 'C', 'B'])
		const [defaultGroup] = await listGroups(database.db, userId)
		await reorderGroups(database.db, userId, { order: [b.id, defaultGroup!.id, c.id, a.id] })
		expect(await names()).toEqual(['B', DEFAULT_GROUP_NAME, 'C', 'A'])
		await expect(reorderGroups(database.db, userId, { order: [a.id, b.id, c.id] })).rejects.toBeInstanceOf(InvalidGroupOrderError)
		await expect(reorderGroups(database.db, userId, { order: [a.id, a.id, b.id, c.id] })).rejects.toBeInstanceOf(InvalidGroupOrderError)
	})

	test('deleting a group moves its products to the default group; the default group cannot be deleted', async () => {
		const userId = await createBuyer(database.db)
		const tools = await createGroup(database.db, userId, 'Tools')
		await addFavorite(database.db, { userId, productId: product(0), groupId: tools.id })
		await addFavorite(database.db, { userId, productId: product(1), groupId: tools.id })
		await addFavorite(database.db, { userId, productId: product(2) })
		expect(await deleteGroup(database.db, userId, tools.id)).toEqual({ moved: 2 })
		const groups = await listGroups(database.db, userId)
		expect(groups).toEqual([expect.objectContaining({ isDefault: true, productCount: 3 })])
		await expect(deleteGroup(database.db, userId, groups[0]!.id)).rejects.toBeInstanceOf(DefaultGroupLockedError)
	})
})

describe('favourites', () => {
	test('adding without a group uses the default group; adding again leaves the product where it is', async () => {
		const userId = await createBuyer(database.db)
		const [defaultGroup] = await listGroups(database.db, userId)
		const shoes = await createGroup(database.db, userId, 'Shoes')
		expect(await addFavorite(database.db, { userId, productId: product(0) })).toEqual({ groupId: defaultGroup!.id, created: true })
		expect(await addFavorite(database.db, { userId, productId: product(1), groupId: shoes.id })).toEqual({ groupId: shoes.id, created: true })
		expect(await addFavorite(database.db, { userId, productId: product(1) })).toEqual({ groupId: shoes.id, created: false })
		// Naming a group moves it there.
		expect(await addFavorite(database.db, { userId, productId: product(0), groupId: shoes.id })).toEqual({ groupId: shoes.id, created: false })
		expect(await isFavorite(database.db, userId, product(0))).toBe(true)
		expect(await isFavorite(database.db, userId, product(5))).toBe(false)
		expect(await countFavorites(database.db, userId)).toBe(2)
	})

	test('an unknown or draft product cannot be saved', async () => {
		const userId = await createBuyer(database.db)
		await expect(addFavorite(database.db, { userId, productId: 'no-such-product' })).rejects.toBeInstanceOf(FavoriteProductNotFoundError)
		await database.db
			.update(products)
			.set({ status: 'draft' })
			.where(eq(products.id, product(7)))
		await expect(addFavorite(database.db, { userId, productId: product(7) })).rejects.toMatchObject({ status: 404 })
		await database.db
			.update(products)
			.set({ status: 'active' })
			.where(eq(products.id, product(7)))
	})

	test('lists favourites newest first with titles in the buyer language, by group, page by page', async () => {
		const userId = await createBuyer(database.db)
		const lamps = await createGroup(database.db, userId, 'Lamps')
		for (const index of [0, 1, 2]) await addFavorite(database.db, { userId, productId: product(index) })
		await addFavorite(database.db, { userId, productId: product(3), groupId: lamps.id })
		const all = await listFavorites(database.db, { userId, locale: 'ar' })
		expect(all.items.map((item) => item.title)).toEqual(['منتج 4', 'منتج 3', 'منتج 2', 'منتج 1'])
		expect(all.items[0]).toMatchObject({ id: product(3), groupId: lamps.id, price: 4000, minOrderQty: 1 })
		const lampsOnly = await listFavorites(database.db, { userId, locale: 'en', groupId: lamps.id })
		expect(lampsOnly.items.map((item) => item.title)).toEqual(['Product 4'])
		const firstPage = await listFavorites(database.db, { userId, locale: 'en', pageSize: 3 })
		const secondPage = await listFavorites(database.db, { userId, locale: 'en', pageSize: 3, page: 2 })
		expect([firstPage.hasMore, secondPage.hasMore]).toEqual([true, false])
		expect(secondPage.items.map((item) => item.title)).toEqual(['Product 1'])
		// Chinese has no stored title: the fallback chain gives English.
		expect((await listFavorites(database.db, { userId, locale: 'zh', groupId: lamps.id })).items[0]?.title).toBe('Product 4')
	})

	test('moves and removes only the selected products, and refuses an empty selection', async () => {
		const userId = await createBuyer(database.db)
		const other = await createBuyer(database.db)
		const gifts = await createGroup(database.db, userId, 'Gifts')
		for (const index of [0, 1, 2]) await addFavorite(database.db, { userId, productId: product(index) })
		await addFavorite(database.db, { userId: other, productId: product(0) })

		expect(await moveFavorites(database.db, { userId, productIds: [product(0), product(1)], groupId: gifts.id })).toBe(2)
		const groups = await listGroups(database.db, userId)
		expect(groups.map((group) => group.productCount)).toEqual([1, 2])

		const nothing = removeFavorites(database.db, { userId, productIds: [] })
		await expect(nothing).rejects.toBeInstanceOf(NothingSelectedError)
		await expect(nothing).rejects.toMatchObject({ messageId: 'favorites.selectBeforeDeleting', status: 400 })
		await expect(moveFavorites(database.db, { userId, productIds: [], groupId: gifts.id })).rejects.toMatchObject({
			messageId: 'favorites.selectBeforeMoving',
		})

		expect(await removeFavorites(database.db, { userId, productIds: [product(0), product(2)] })).toBe(2)
		expect(await countFavorites(database.db, userId)).toBe(1)
		// The other buyer's favourite of the same product is untouched.
		expect(await isFavorite(database.db, other, product(0))).toBe(true)
	})

	test("a visitor's device favourites merge into the default group once; unknown ids are ignored", async () => {
		const userId = await createBuyer(database.db)
		const kept = await createGroup(database.db, userId, 'Kept')
		await addFavorite(database.db, { userId, productId: product(4), groupId: kept.id })
		const yesterday = Date.now() - 86_400_000
		const entries = [
			{ productId: product(4), addedAt: yesterday },
			{ productId: product(5), addedAt: yesterday },
			{ productId: product(6) },
			{ productId: product(6) },
			{ productId: 'not-a-product' },
		]
		expect(await mergeDeviceFavorites(database.db, { userId, entries })).toBe(2)
		expect(await mergeDeviceFavorites(database.db, { userId, entries })).toBe(0)
		const groups = await listGroups(database.db, userId)
		expect(groups.map((group) => [group.isDefault, group.productCount])).toEqual([
			[true, 2],
			[false, 1],
		])
		const listed = await listFavorites(database.db, { userId, locale: 'en', groupId: groups[0]!.id })
		expect(listed.items.map((item) => item.id)).toEqual([product(6), product(5)])
		expect(Math.abs(listed.items[1]!.favoritedAt.getTime() - yesterday)).toBeLessThan(1000)
	})
})

test('product summaries come back in the order asked, without unknown or draft products', async () => {
	await database.db
		.update(products)
		.set({ status: 'draft' })
		.where(eq(products.id, product(7)))
	const summaries = await getProductSummaries(database.db, { ids: [product(2), 'unknown', product(7), product(0), product(2)], locale: 'ar' })
	expect(summaries.map((summary) => summary.title)).toEqual(['منتج 3', 'منتج 1'])
	await database.db
		.update(products)
		.set({ status: 'active' })
		.where(eq(products.id, product(7)))
	expect(await getProductSummaries(database.db, { ids: [], locale: 'en' })).toEqual([])
})

test('the default group is unique per buyer even when it is first needed twice at once', async () => {
	const userId = await createBuyer(database.db)
	await Promise.all([listGroups(database.db, userId), addFavorite(database.db, { userId, productId: product(0) }), listGroups(database.db, userId)])
	const defaults = await database.db.select().from(favoriteGroups).where(eq(favoriteGroups.userId, userId))
	expect(defaults.filter((group) => group.isDefault === 1)).toHaveLength(1)
})
