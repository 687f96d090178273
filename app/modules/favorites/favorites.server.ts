import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { createId } from '#app/db/schema/columns.ts'
import { favoriteGroups, favorites, products, users } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { productSummaryColumns, type ProductSummary, toProductSummary } from '#app/modules/catalog/catalog.server.ts'
import { DEFAULT_GROUP_NAME, FAVORITES_PAGE_SIZE, MAX_FAVORITE_GROUPS, MAX_LISTED_PAGES, MAX_SELECTION } from './favorites.ts'

/*
 * Favourite groups and the products in them (spec sections 3, 5 and 9).
 *
 * - Every buyer has one default group, made the first time it is needed. It is stored under a neutral name and
 *   shown through a message, so it reads right in every language; it cannot be renamed or deleted.
 * - At most MAX_FAVORITE_GROUPS groups, the default included. Creating a group locks the buyer's user row first,
 *   so two creates racing each other are counted one after the other and can never make an eleventh.
 * - Deleting a group moves its products to the default group: nothing a buyer saved is lost by tidying groups.
 * - A product is in at most one group (unique per buyer and product); adding it again keeps it where it is,
 *   unless a group is named, and moving changes its group.
 * - A buyer only ever reaches their own groups: anyone else's group id is "not found" (404).
 */

/** A refusal the route turns into a localized message (`messageId`) and an HTTP status. */
export class FavoritesError extends Error {
	override name = 'FavoritesError'
	constructor(
		readonly messageId: string,
		readonly status: number,
	) {
		super(messageId)
	}
}

/** "You can only add a maximum of 10 groups". */
export class GroupLimitError extends FavoritesError {
	override name = 'GroupLimitError'
	constructor() {
		super('favorites.group.limit', 422)
	}
}

/** The group does not exist, or is not this buyer's. */
export class GroupNotFoundError extends FavoritesError {
	override name = 'GroupNotFoundError'
	constructor() {
		super('favorites.group.notFound', 404)
	}
}

/** The default group cannot be renamed or deleted. */
export class DefaultGroupLockedError extends FavoritesError {
	override name = 'DefaultGroupLockedError'
	constructor() {
		super('favorites.group.defaultLocked', 409)
	}
}

/** The buyer already has a group by that name (case and spacing ignored). */
export class GroupNameTakenError extends FavoritesError {
	override name = 'GroupNameTakenError'
	constructor() {
		super('favorites.group.name.taken', 409)
	}
}

/** A new order for the groups that is not exactly the buyer's groups. */
export class InvalidGroupOrderError extends FavoritesError {
	override name = 'InvalidGroupOrderError'
	constructor() {
		super('favorites.group.orderInvalid', 400)
	}
}

/** Spec section 5: "select a product before deleting" (and before moving). */
export class NothingSelectedError extends FavoritesError {
	override name = 'NothingSelectedError'
	constructor(messageId: 'favorites.selectBeforeDeleting' | 'favorites.selectBeforeMoving') {
		super(messageId, 400)
	}
}

/** The product does not exist (or is not on sale to anyone yet). */
export class FavoriteProductNotFoundError extends FavoritesError {
	override name = 'FavoriteProductNotFoundError'
	constructor() {
		super('favorites.productNotFound', 404)
	}
}

export type FavoriteGroup = {
	id: string
	/** As stored; for the default group a neutral name — show it through `favorites.group.default`. */
	name: string
	isDefault: boolean
	sort: number
	productCount: number
}

export type FavoriteItem = ProductSummary & { groupId: string; favoritedAt: Date }

export type FavoritePage = { items: FavoriteItem[]; page: number; pageSize: number; hasMore: boolean }

/** Products a buyer can see (the product page shows every product that is not a draft). */
const visibleProduct = ne(products.status, 'draft')

/* ---------------------------------------------------------------------------------------------- */

/** Holds the buyer's user row until the transaction ends: every change to their groups goes one at a time. */
async function lockBuyer(tx: DbTransaction, userId: string) {
	const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
	if (!row) throw new GroupNotFoundError()
}

/** The id of the buyer's default group, creating it on first use. */
export async function ensureDefaultGroup(db: Db, userId: string): Promise<string> {
	const find = () =>
		db
			.select({ id: favoriteGroups.id })
			.from(favoriteGroups)
			.where(and(eq(favoriteGroups.userId, userId), eq(favoriteGroups.isDefault, 1)))
			.limit(1)
	const [existing] = await find()
	if (existing) return existing.id
	// Two first uses at once: the partial unique index lets one insert win; the other reads it back.
	await db.insert(favoriteGroups).values({ userId, name: DEFAULT_GROUP_NAME, isDefault: 1, sort: 0 }).onConflictDoNothing()
	const [created] = await find()
	if (!created) throw new Error(`no default favourite group for ${userId}`)
	return created.id
}

async function ownedGroup(db: Db, userId: string, groupId: string) {
	const [group] = await db
		.select({ id: favoriteGroups.id, isDefault: favoriteGroups.isDefault, name: favoriteGroups.name })
		.from(favoriteGroups)
		.where(and(eq(favoriteGroups.id, groupId), eq(favoriteGroups.userId, userId)))
	if (!group) throw new GroupNotFoundError()
	return group
}

function sameName(a: string, b: string) {
	return a.toLocaleLowerCase() === b.toLocaleLowerCase()
}

async function assertNameFree(db: Db, userId: string, name: string, exceptGroupId?: string) {
	const rows = await db
		.select({ id: favoriteGroups.id, name: favoriteGroups.name, isDefault: favoriteGroups.isDefault })
		.from(favoriteGroups)
		.where(eq(favoriteGroups.userId, userId))
	const clash = rows.some((row) => row.id !== exceptGroupId && row.isDefault === 0 && sameName(row.name, name))
	if (clash) throw new GroupNameTakenError()
}

/* ---------------------------------------------------------------------------------------------- */

/** The buyer's groups in their order, each with how many products it holds; the default group is made if missing. */
export async function listGroups(db: Db, userId: string): Promise<FavoriteGroup[]> {
	await ensureDefaultGroup(db, userId)
	const rows = await db
		.select({
			id: favoriteGroups.id,
			name: favoriteGroups.name,
			isDefault: favoriteGroups.isDefault,
			sort: favoriteGroups.sort,
			productCount: sql<number>`count(${products.id})::int`.mapWith(Number),
		})
		.from(favoriteGroups)
		.leftJoin(favorites, eq(favorites.groupId, favoriteGroups.id))
		.leftJoin(products, and(eq(products.id, favorites.productId), visibleProduct))
		.where(eq(favoriteGroups.userId, userId))
		.groupBy(favoriteGroups.id)
		.orderBy(asc(favoriteGroups.sort), asc(favoriteGroups.createdAt), asc(favoriteGroups.id))
	return rows.map((row) => ({ ...row, isDefault: row.isDefault === 1 }))
}

/** A new, empty group at the end of the list. Refuses an eleventh group and a name the buyer already uses. */
export async function createGroup(db: Db, userId: string, name: string): Promise<FavoriteGroup> {
	await ensureDefaultGroup(db, userId)
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const [{ total, lastSort }] = (await tx
			.select({
				total: count(),
				lastSort: sql<number>`coalesce(max(${favoriteGroups.sort}), 0)::int`.mapWith(Number),
			})
			.from(favoriteGroups)
			.where(eq(favoriteGroups.userId, userId))) as [{ total: number; lastSort: number }]
		if (total >= MAX_FAVORITE_GROUPS) throw new GroupLimitError()
		await assertNameFree(tx, userId, name)
		const [group] = await tx
			.insert(favoriteGroups)
			.values({ userId, name, sort: lastSort + 1, isDefault: 0 })
			.returning({ id: favoriteGroups.id, name: favoriteGroups.name, sort: favoriteGroups.sort })
		if (!group) throw new Error('the new group was not saved')
		return { ...group, isDefault: false, productCount: 0 }
	})
}

export async function renameGroup(db: Db, userId: string, groupId: string, name: string): Promise<void> {
	await db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const group = await ownedGroup(tx, userId, groupId)
		if (group.isDefault === 1) throw new DefaultGroupLockedError()
		await assertNameFree(tx, userId, name, groupId)
		await tx.update(favoriteGroups).set({ name }).where(eq(favoriteGroups.id, groupId))
	})
}

export type GroupOrderChange = { groupId: string; direction: 'up' | 'down' } | { order: readonly string[] }

/**
 * Moves one group a step up or down, or puts all of them in a given order (which must name each of the buyer's
 * groups exactly once). Returns the ids in their new order.
 */
export async function reorderGroups(db: Db, userId: string, change: GroupOrderChange): Promise<string[]> {
	await ensureDefaultGroup(db, userId)
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const rows = await tx
			.select({ id: favoriteGroups.id, sort: favoriteGroups.sort })
			.from(favoriteGroups)
			.where(eq(favoriteGroups.userId, userId))
			.orderBy(asc(favoriteGroups.sort), asc(favoriteGroups.createdAt), asc(favoriteGroups.id))
		const current = rows.map((row) => row.id)
		let next: string[]
		if ('order' in change) {
			const wanted = [...change.order]
			const sameGroups = wanted.length === current.length && new Set(wanted).size === wanted.length && wanted.every((id) => current.includes(id))
			if (!sameGroups) throw new InvalidGroupOrderError()
			next = wanted
		} else {
			const index = current.indexOf(change.groupId)
			if (index === -1) throw new GroupNotFoundError()
			const target = change.direction === 'up' ? index - 1 : index + 1
			next = [...current]
			if (target >= 0 && target < next.length) [next[index], next[target]] = [next[target]!, next[index]!]
		}
		// Sorts become the positions 0..n-1 (older data may have gaps or ties), written only where they change.
		const sortOf = new Map(rows.map((row) => [row.id, row.sort]))
		for (const [sort, id] of next.entries()) {
			if (sortOf.get(id) !== sort) await tx.update(favoriteGroups).set({ sort }).where(eq(favoriteGroups.id, id))
		}
		return next
	})
}

/** Deletes a group (never the default one); its products move to the default group. Returns how many moved. */
export async function deleteGroup(db: Db, userId: string, groupId: string): Promise<{ moved: number }> {
	const defaultId = await ensureDefaultGroup(db, userId)
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const group = await ownedGroup(tx, userId, groupId)
		if (group.isDefault === 1) throw new DefaultGroupLockedError()
		const moved = await tx
			.update(favorites)
			.set({ groupId: defaultId })
			.where(and(eq(favorites.userId, userId), eq(favorites.groupId, groupId)))
			.returning({ id: favorites.id })
		await tx.delete(favoriteGroups).where(and(eq(favoriteGroups.id, groupId), eq(favoriteGroups.userId, userId)))
		return { moved: moved.length }
	})
}

/* ---------------------------------------------------------------------------------------------- */

async function assertVisibleProduct(db: Db, productId: string) {
	const [product] = await db
		.select({ id: products.id })
		.from(products)
		.where(and(eq(products.id, productId), visibleProduct))
	if (!product) throw new FavoriteProductNotFoundError()
}

/**
 * Saves a product as a favourite: into `groupId` when given (moving it there if it was already saved), otherwise
 * into the default group (a product already saved stays in its group). Returns the group it is in.
 */
export async function addFavorite(
	db: Db,
	{ userId, productId, groupId }: { userId: string; productId: string; groupId?: string | null },
): Promise<{ groupId: string; created: boolean }> {
	await assertVisibleProduct(db, productId)
	const target = groupId ? (await ownedGroup(db, userId, groupId)).id : await ensureDefaultGroup(db, userId)
	const where = and(eq(favorites.userId, userId), eq(favorites.productId, productId))
	const [existing] = await db.select({ groupId: favorites.groupId }).from(favorites).where(where)
	if (!existing) {
		const inserted = await db
			.insert(favorites)
			.values({ userId, productId, groupId: target })
			.onConflictDoNothing({ target: [favorites.userId, favorites.productId] })
			.returning({ groupId: favorites.groupId })
		if (inserted[0]) return { groupId: inserted[0].groupId, created: true }
	}
	// Already saved (or saved a moment ago by another request): it stays where it is unless a group was named.
	if (groupId) {
		await db.update(favorites).set({ groupId: target }).where(where)
		return { groupId: target, created: false }
	}
	const [row] = await db.select({ groupId: favorites.groupId }).from(favorites).where(where)
	if (!row) throw new FavoriteProductNotFoundError()
	return { groupId: row.groupId, created: false }
}

function selection(productIds: readonly string[]) {
	return [...new Set(productIds)].slice(0, MAX_SELECTION)
}

/** Moves the selected favourites into another of the buyer's groups. Returns how many moved. */
export async function moveFavorites(
	db: Db,
	{ userId, productIds, groupId }: { userId: string; productIds: readonly string[]; groupId: string },
): Promise<number> {
	const ids = selection(productIds)
	if (ids.length === 0) throw new NothingSelectedError('favorites.selectBeforeMoving')
	await ownedGroup(db, userId, groupId)
	const moved = await db
		.update(favorites)
		.set({ groupId })
		.where(and(eq(favorites.userId, userId), inArray(favorites.productId, ids)))
		.returning({ id: favorites.id })
	return moved.length
}

/** Removes products from the buyer's favourites. An empty selection is refused ("select a product before deleting"). */
export async function removeFavorites(db: Db, { userId, productIds }: { userId: string; productIds: readonly string[] }): Promise<number> {
	const ids = selection(productIds)
	if (ids.length === 0) throw new NothingSelectedError('favorites.selectBeforeDeleting')
	const removed = await db
		.delete(favorites)
		.where(and(eq(favorites.userId, userId), inArray(favorites.productId, ids)))
		.returning({ id: favorites.id })
	return removed.length
}

/** The buyer's favourites, newest first: all of them, or one group's (404 for a group that is not theirs). */
export async function listFavorites(
	db: Db,
	{
		userId,
		locale,
		groupId,
		page = 1,
		pageSize = FAVORITES_PAGE_SIZE,
	}: { userId: string; locale: Locale; groupId?: string | null; page?: number; pageSize?: number },
): Promise<FavoritePage> {
	if (groupId) await ownedGroup(db, userId, groupId)
	const safePage = Math.max(1, Math.floor(page))
	const safeSize = Math.min(MAX_LISTED_PAGES * FAVORITES_PAGE_SIZE, Math.max(1, Math.floor(pageSize)))
	const { columns, joins } = productSummaryColumns(locale)
	let query = db
		.select({ ...columns, groupId: favorites.groupId, favoritedAt: favorites.createdAt, favoriteId: favorites.id })
		.from(favorites)
		.innerJoin(products, eq(products.id, favorites.productId))
		.$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query
		.where(and(eq(favorites.userId, userId), visibleProduct, groupId ? eq(favorites.groupId, groupId) : undefined))
		.orderBy(desc(favorites.createdAt), desc(favorites.id))
		.limit(safeSize + 1)
		.offset((safePage - 1) * safeSize)
	return {
		items: rows.slice(0, safeSize).map(({ groupId: group, favoritedAt, favoriteId: _id, ...summary }) => ({
			...toProductSummary(summary),
			groupId: group,
			favoritedAt,
		})),
		page: safePage,
		pageSize: safeSize,
		hasMore: rows.length > safeSize,
	}
}

export async function isFavorite(db: Db, userId: string, productId: string): Promise<boolean> {
	const [row] = await db
		.select({ id: favorites.id })
		.from(favorites)
		.where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
		.limit(1)
	return Boolean(row)
}

/** How many products the buyer has saved, over all groups (the home page's "favourites" count). */
export async function countFavorites(db: Db, userId: string): Promise<number> {
	const [row] = await db
		.select({ total: count() })
		.from(favorites)
		.innerJoin(products, eq(products.id, favorites.productId))
		.where(and(eq(favorites.userId, userId), visibleProduct))
	return row?.total ?? 0
}

/**
 * A visitor's favourites from the device, merged into the account at sign-in: products that exist go into the
 * default group, keeping when they were saved; products already saved and unknown ids are left alone, so
 * sending the same list twice changes nothing. Returns how many were added.
 */
export async function mergeDeviceFavorites(
	db: Db,
	{ userId, entries, now = new Date() }: { userId: string; entries: ReadonlyArray<{ productId: string; addedAt?: number | null }>; now?: Date },
): Promise<number> {
	const newest = new Map<string, number>()
	for (const entry of entries.slice(0, MAX_SELECTION)) {
		const at = Math.min(entry.addedAt ?? now.getTime(), now.getTime())
		newest.set(entry.productId, Math.max(newest.get(entry.productId) ?? 0, at))
	}
	if (newest.size === 0) return 0
	const known = await db
		.select({ id: products.id })
		.from(products)
		.where(and(inArray(products.id, [...newest.keys()]), visibleProduct))
	if (known.length === 0) return 0
	const groupId = await ensureDefaultGroup(db, userId)
	const added = await db
		.insert(favorites)
		.values(
			known.map(({ id }) => {
				const at = new Date(newest.get(id) ?? now.getTime())
				return { id: createId(), userId, groupId, productId: id, createdAt: at, updatedAt: at }
			}),
		)
		.onConflictDoNothing({ target: [favorites.userId, favorites.productId] })
		.returning({ id: favorites.id })
	return added.length
}
