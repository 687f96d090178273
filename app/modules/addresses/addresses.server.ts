import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { addresses, type Locale, pickupStores, users } from '#app/db/schema/index.ts'
import { getPickupStores, getRegionParents, getRegions, type PickupStoreView, type RegionOption } from './regions.server.ts'
import {
	type AddressField,
	type AddressInput,
	DELIVERY_MODE_ADDRESS,
	DELIVERY_MODE_PICKUP,
	type DeliveryModeValue,
	MAX_ADDRESSES_PER_BUYER,
} from './schema.ts'

/**
 * The buyer's address book (spec: userAddress list, add, update, delete, updateDefaultAddress). Every command
 * runs in a transaction that first locks the buyer's row, so one buyer's changes happen one at a time: the cap
 * holds and exactly one live address is the default whenever any is left. Deleting is soft (orders keep
 * pointing at the address they were placed with).
 */

/** A refusal the route shows next to a field (or above the form) with its status; never a 500. */
export class AddressError extends Error {
	override name = 'AddressError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly field?: AddressField,
	) {
		super(messageId)
	}
}

/** No such live address of this buyer: someone else's, deleted, or made up. The route answers 404. */
export class AddressNotFoundError extends AddressError {
	override name = 'AddressNotFoundError'
	constructor() {
		super('error.notFound.title', 404)
	}
}

export type AddressView = {
	id: string
	deliveryMode: DeliveryModeValue
	fullName: string
	phone: string
	isDefault: boolean
	country: RegionOption | null
	province: RegionOption | null
	city: RegionOption | null
	postcode: string | null
	addressLine: string | null
	pickupStore: PickupStoreView | null
	deletedAt: Date | null
	createdAt: Date
	updatedAt: Date
}

type AddressRow = typeof addresses.$inferSelect

async function toViews(db: Db, rows: AddressRow[], locale: Locale): Promise<AddressView[]> {
	const [regionNames, stores] = await Promise.all([
		getRegions(
			db,
			rows.flatMap((row) => [row.countryId, row.provinceId, row.cityId].filter((id): id is string => Boolean(id))),
			locale,
		),
		getPickupStores(
			db,
			rows.flatMap((row) => (row.pickupStoreId ? [row.pickupStoreId] : [])),
			locale,
		),
	])
	const region = (id: string | null) => (id ? (regionNames.get(id) ?? null) : null)
	return rows.map((row) => ({
		id: row.id,
		deliveryMode: row.deliveryMode === DELIVERY_MODE_PICKUP ? DELIVERY_MODE_PICKUP : DELIVERY_MODE_ADDRESS,
		fullName: row.fullName,
		phone: row.phone,
		isDefault: row.isDefault,
		country: region(row.countryId),
		province: region(row.provinceId),
		city: region(row.cityId),
		postcode: row.postcode,
		addressLine: row.addressLine,
		pickupStore: row.pickupStoreId ? (stores.get(row.pickupStoreId) ?? null) : null,
		deletedAt: row.deletedAt,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
	}))
}

const live = (userId: string) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt))

/** userAddress list: the buyer's live addresses, the default first, then the newest. */
export async function listAddresses(db: Db, userId: string, locale: Locale): Promise<AddressView[]> {
	const rows = await db.select().from(addresses).where(live(userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
	return toViews(db, rows, locale)
}

/** How many live addresses the buyer has (the list page hides "add" at the cap). */
export async function countAddresses(db: Db, userId: string): Promise<number> {
	const [row] = await db.select({ total: count() }).from(addresses).where(live(userId))
	return row?.total ?? 0
}

/**
 * One of the buyer's addresses. Throws AddressNotFoundError for anyone else's (404, so ids reveal nothing).
 * `includeDeleted` is for orders that show the address they were placed with.
 */
export async function getAddress(
	db: Db,
	userId: string,
	id: string,
	locale: Locale,
	{ includeDeleted = false }: { includeDeleted?: boolean } = {},
): Promise<AddressView> {
	const [row] = await db
		.select()
		.from(addresses)
		.where(and(eq(addresses.id, id), includeDeleted ? eq(addresses.userId, userId) : live(userId)))
		.limit(1)
	if (!row) throw new AddressNotFoundError()
	const [view] = await toViews(db, [row], locale)
	if (!view) throw new AddressNotFoundError()
	return view
}

/** The buyer's default address, or null when the address book is empty (the trade flow preselects it). */
export async function getDefaultAddress(db: Db, userId: string, locale: Locale): Promise<AddressView | null> {
	const [row] = await db
		.select()
		.from(addresses)
		.where(and(live(userId), eq(addresses.isDefault, true)))
		.limit(1)
	if (!row) return null
	const [view] = await toViews(db, [row], locale)
	return view ?? null
}

/** Serialises one buyer's address commands (SELECT … FOR UPDATE on the user row). */
async function lockBuyer(tx: DbTransaction, userId: string) {
	const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
	if (!user) throw new AddressNotFoundError()
}

/** The regions must chain country → province → city; the store must take pickups. */
async function checkPlaces(tx: DbTransaction, input: AddressInput) {
	if (input.deliveryMode === DELIVERY_MODE_PICKUP) {
		const [store] = await tx.select({ active: pickupStores.active }).from(pickupStores).where(eq(pickupStores.id, input.pickupStoreId)).limit(1)
		if (!store?.active) throw new AddressError('address.pickupStore.unavailable', 400, 'pickupStoreId')
		return
	}
	const found = await getRegionParents(tx, [input.countryId, input.provinceId, input.cityId])
	const country = found.get(input.countryId)
	const province = found.get(input.provinceId)
	const city = found.get(input.cityId)
	if (!country || country.level !== 'country') throw new AddressError('address.country.required', 400, 'countryId')
	if (!province || province.level !== 'province' || province.parentId !== country.id) {
		throw new AddressError('address.province.mismatch', 400, 'provinceId')
	}
	if (!city || city.level !== 'city' || city.parentId !== province.id) {
		throw new AddressError('address.city.mismatch', 400, 'cityId')
	}
}

/** The columns of an input; the other mode's columns are cleared so an address is only ever one kind. */
function columnsOf(input: AddressInput) {
	const common = { fullName: input.fullName, phone: input.phone, deliveryMode: input.deliveryMode }
	if (input.deliveryMode === DELIVERY_MODE_PICKUP) {
		return { ...common, pickupStoreId: input.pickupStoreId, countryId: null, provinceId: null, cityId: null, postcode: null, addressLine: null }
	}
	return {
		...common,
		pickupStoreId: null,
		countryId: input.countryId,
		provinceId: input.provinceId,
		cityId: input.cityId,
		postcode: input.postcode,
		addressLine: input.addressLine,
	}
}

async function clearDefault(tx: DbTransaction, userId: string) {
	await tx
		.update(addresses)
		.set({ isDefault: false })
		.where(and(live(userId), eq(addresses.isDefault, true)))
}

async function hasDefault(tx: DbTransaction, userId: string, exceptId?: string) {
	const [row] = await tx
		.select({ id: addresses.id })
		.from(addresses)
		.where(and(live(userId), eq(addresses.isDefault, true), exceptId ? ne(addresses.id, exceptId) : undefined))
		.limit(1)
	return Boolean(row)
}

/**
 * userAddress add. The first address becomes the default whatever was asked; asking for the default moves it
 * here. Refuses past MAX_ADDRESSES_PER_BUYER ("address.limit", 409).
 */
export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<{ id: string; isDefault: boolean }> {
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const [row] = await tx.select({ total: count() }).from(addresses).where(live(userId))
		if ((row?.total ?? 0) >= MAX_ADDRESSES_PER_BUYER) throw new AddressError('address.limit', 409)
		await checkPlaces(tx, input)
		const isDefault = input.isDefault || !(await hasDefault(tx, userId))
		if (isDefault) await clearDefault(tx, userId)
		const [created] = await tx
			.insert(addresses)
			.values({ userId, ...columnsOf(input), isDefault })
			.returning({ id: addresses.id, isDefault: addresses.isDefault })
		if (!created) throw new Error('address not inserted')
		return created
	})
}

/**
 * userAddress update. Asking for the default moves it here; the default address stays the default even when
 * the box is left unticked (move it by choosing another one), so the book always has one.
 */
export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<{ id: string; isDefault: boolean }> {
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const [existing] = await tx
			.select({ id: addresses.id, isDefault: addresses.isDefault })
			.from(addresses)
			.where(and(eq(addresses.id, id), live(userId)))
			.limit(1)
		if (!existing) throw new AddressNotFoundError()
		await checkPlaces(tx, input)
		const isDefault = existing.isDefault || input.isDefault || !(await hasDefault(tx, userId, id))
		if (isDefault && !existing.isDefault) await clearDefault(tx, userId)
		await tx
			.update(addresses)
			.set({ ...columnsOf(input), isDefault })
			.where(eq(addresses.id, id))
		return { id, isDefault }
	})
}

/** updateDefaultAddress: this address becomes the buyer's one default. */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<void> {
	await db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const [existing] = await tx
			.select({ isDefault: addresses.isDefault })
			.from(addresses)
			.where(and(eq(addresses.id, id), live(userId)))
			.limit(1)
		if (!existing) throw new AddressNotFoundError()
		if (existing.isDefault) return
		await clearDefault(tx, userId)
		await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id))
	})
}

/**
 * userAddress delete: the address leaves the book (soft delete). When it was the default, the most recently
 * added of those left becomes the default.
 */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
	await db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const [existing] = await tx
			.select({ isDefault: addresses.isDefault })
			.from(addresses)
			.where(and(eq(addresses.id, id), live(userId)))
			.limit(1)
		if (!existing) throw new AddressNotFoundError()
		await tx.update(addresses).set({ isDefault: false, deletedAt: new Date() }).where(eq(addresses.id, id))
		if (!existing.isDefault) return
		const [next] = await tx
			.select({ id: addresses.id })
			.from(addresses)
			.where(live(userId))
			.orderBy(desc(addresses.createdAt), desc(addresses.id))
			.limit(1)
		if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id))
	})
}

/**
 * For account deletion (log-off): every address of the buyer leaves the book and loses the person's name,
 * phone and street; the rows stay (orders point at them) with only the regions or store left. Call it inside
 * the deactivation transaction.
 */
export async function forgetAddresses(db: Db | DbTransaction, userId: string): Promise<void> {
	await db
		.update(addresses)
		.set({
			fullName: '',
			phone: '',
			addressLine: sql`case when ${addresses.addressLine} is null then null else '' end`,
			postcode: sql`case when ${addresses.postcode} is null then null else '' end`,
			isDefault: false,
			deletedAt: sql`coalesce(${addresses.deletedAt}, now())`,
		})
		.where(eq(addresses.userId, userId))
}
