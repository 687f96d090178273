import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addresses, pickupStores, regions, users } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import {
	AddressError,
	AddressNotFoundError,
	createAddress,
	deleteAddress,
	forgetAddresses,
	getAddress,
	getDefaultAddress,
	listAddresses,
	setDefaultAddress,
	updateAddress,
} from './addresses.server.ts'
import { seedRegions } from './regions.server.ts'
import { type DeliveryAddressInput, MAX_ADDRESSES_PER_BUYER, type PickupAddressInput } from './schema.ts'

let database: TestDatabase
const ids = new Map<string, string>()
const storeIds = new Map<string, string>()
let phoneCounter = 0

beforeAll(async () => {
	database = await createTestDatabase()
	await seedRegions(database.db)
	for (const row of await database.db.select({ id: regions.id, code: regions.code }).from(regions)) ids.set(row.code, row.id)
	for (const row of await database.db.select({ id: pickupStores.id, code: pickupStores.code }).from(pickupStores)) {
		storeIds.set(row.code, row.id)
	}
}, 60_000)

afterAll(async () => {
	await database?.close()
})

function region(code: string): string {
	const id = ids.get(code)
	if (!id) throw new Error(`no region ${code}`)
	return id
}

async function buyer() {
	phoneCounter += 1
	const [user] = await database.db
		.insert(users)
		.values({ phone: `+96477099${String(phoneCounter).padStart(5, '0')}` })
		.returning()
	if (!user) throw new Error('no user')
	return user.id
}

function inBaghdad(overrides: Partial<DeliveryAddressInput> = {}): DeliveryAddressInput {
	return {
		deliveryMode: 1,
		fullName: 'علي حسن',
		phone: '07701234567',
		isDefault: false,
		countryId: region('IQ'),
		provinceId: region('IQ-BG'),
		cityId: region('IQ-BG-KRK'),
		postcode: '10001',
		addressLine: 'المنصور، شارع ١٤ رمضان، قرب مطعم الساعة',
		...overrides,
	}
}

function pickupIn(code: string, overrides: Partial<PickupAddressInput> = {}): PickupAddressInput {
	return { deliveryMode: 2, fullName: 'Omar Saleh', phone: '07501234567', isDefault: false, pickupStoreId: storeIds.get(code) ?? '', ...overrides }
}

async function defaults(userId: string) {
	return (await listAddresses(database.db, userId, 'en')).filter((address) => address.isDefault).map((address) => address.id)
}

describe('defaults', () => {
	test('the first address becomes the default; the next ones do not unless asked', async () => {
		const { db } = database
		const userId = await buyer()
		const first = await createAddress(db, userId, inBaghdad())
		expect(first.isDefault).toBe(true)
		const second = await createAddress(db, userId, inBaghdad({ fullName: 'زينب' }))
		expect(second.isDefault).toBe(false)
		expect(await defaults(userId)).toEqual([first.id])

		const third = await createAddress(db, userId, pickupIn('EBL-100M', { isDefault: true }))
		expect(third.isDefault).toBe(true)
		expect(await defaults(userId)).toEqual([third.id])
		const listed = await listAddresses(db, userId, 'en')
		expect(listed.map((address) => address.id)).toEqual([third.id, second.id, first.id])
		expect(listed[0]?.pickupStore).toMatchObject({ code: 'EBL-100M', name: 'Dijla – Erbil branch' })
	})

	test('set default moves it, and the default cannot be unticked away', async () => {
		const { db } = database
		const userId = await buyer()
		const first = await createAddress(db, userId, inBaghdad())
		const second = await createAddress(db, userId, inBaghdad())
		await setDefaultAddress(db, userId, second.id)
		expect(await defaults(userId)).toEqual([second.id])
		await setDefaultAddress(db, userId, second.id)
		expect(await defaults(userId)).toEqual([second.id])

		// Saving the default with the box unticked keeps it the default.
		const saved = await updateAddress(db, userId, second.id, inBaghdad({ isDefault: false, fullName: 'Changed' }))
		expect(saved.isDefault).toBe(true)
		// Ticking it on another address moves it there.
		await updateAddress(db, userId, first.id, inBaghdad({ isDefault: true }))
		expect(await defaults(userId)).toEqual([first.id])
		expect((await getDefaultAddress(db, userId, 'ar'))?.id).toBe(first.id)
	})

	test('deleting the default promotes the most recently added; deleting the last leaves none', async () => {
		const { db } = database
		const userId = await buyer()
		const first = await createAddress(db, userId, inBaghdad())
		const second = await createAddress(db, userId, inBaghdad())
		const third = await createAddress(db, userId, inBaghdad())
		await deleteAddress(db, userId, first.id)
		expect(await defaults(userId)).toEqual([third.id])
		await deleteAddress(db, userId, second.id)
		expect(await defaults(userId)).toEqual([third.id])
		await deleteAddress(db, userId, third.id)
		expect(await listAddresses(db, userId, 'en')).toEqual([])
		expect(await getDefaultAddress(db, userId, 'en')).toBeNull()
		// The next address is the default again.
		const next = await createAddress(db, userId, inBaghdad())
		expect(next.isDefault).toBe(true)
	})

	test('ten parallel first addresses still make exactly one default', async () => {
		const { db } = database
		const userId = await buyer()
		await Promise.all(Array.from({ length: 10 }, () => createAddress(db, userId, inBaghdad())))
		expect(await defaults(userId)).toHaveLength(1)
		expect(await listAddresses(db, userId, 'en')).toHaveLength(10)
	})
})

describe('another buyer’s address', () => {
	test('cannot be read, changed, made default or deleted (404), and stays as it was', async () => {
		const { db } = database
		const owner = await buyer()
		const stranger = await buyer()
		const address = await createAddress(db, owner, inBaghdad())
		await createAddress(db, stranger, inBaghdad())

		await expect(getAddress(db, stranger, address.id, 'en')).rejects.toBeInstanceOf(AddressNotFoundError)
		await expect(updateAddress(db, stranger, address.id, inBaghdad({ fullName: 'Thief' }))).rejects.toMatchObject({ status: 404 })
		await expect(setDefaultAddress(db, stranger, address.id)).rejects.toMatchObject({ status: 404 })
		await expect(deleteAddress(db, stranger, address.id)).rejects.toMatchObject({ status: 404 })

		const unchanged = await getAddress(db, owner, address.id, 'en')
		expect(unchanged).toMatchObject({ fullName: 'علي حسن', isDefault: true, deletedAt: null })
		expect((await listAddresses(db, stranger, 'en')).map((row) => row.id)).not.toContain(address.id)
	})

	test('a deleted address is gone from the book but orders can still read it', async () => {
		const { db } = database
		const userId = await buyer()
		const address = await createAddress(db, userId, inBaghdad())
		await deleteAddress(db, userId, address.id)
		await expect(getAddress(db, userId, address.id, 'en')).rejects.toBeInstanceOf(AddressNotFoundError)
		await expect(deleteAddress(db, userId, address.id)).rejects.toBeInstanceOf(AddressNotFoundError)
		const kept = await getAddress(db, userId, address.id, 'ar', { includeDeleted: true })
		expect(kept).toMatchObject({ city: { code: 'IQ-BG-KRK', name: 'الكرخ' }, province: { name: 'بغداد' }, country: { name: 'العراق' } })
		expect(kept.deletedAt).toBeInstanceOf(Date)
		const [row] = await db
			.select()
			.from(addresses)
			.where(and(eq(addresses.id, address.id)))
		expect(row?.isDefault).toBe(false)
	})
})

describe('places', () => {
	test('the province must be in the country and the city in the province', async () => {
		const { db } = database
		const userId = await buyer()
		await expect(createAddress(db, userId, inBaghdad({ cityId: region('IQ-BA-ZBR') }))).rejects.toMatchObject({
			messageId: 'address.city.mismatch',
			field: 'cityId',
			status: 400,
		})
		await expect(createAddress(db, userId, inBaghdad({ provinceId: region('IQ-BG-KRK') }))).rejects.toMatchObject({
			messageId: 'address.province.mismatch',
			field: 'provinceId',
		})
		await expect(createAddress(db, userId, inBaghdad({ countryId: region('IQ-BG') }))).rejects.toMatchObject({
			field: 'countryId',
		})
		await expect(createAddress(db, userId, inBaghdad({ cityId: 'made-up' }))).rejects.toBeInstanceOf(AddressError)
		expect(await listAddresses(db, userId, 'en')).toEqual([])
	})

	test('a store that no longer takes pickups is refused', async () => {
		const { db } = database
		const userId = await buyer()
		const storeId = storeIds.get('BSR-ASHAR')!
		await db.update(pickupStores).set({ active: false }).where(eq(pickupStores.id, storeId))
		try {
			await expect(createAddress(db, userId, pickupIn('BSR-ASHAR'))).rejects.toMatchObject({
				messageId: 'address.pickupStore.unavailable',
				field: 'pickupStoreId',
			})
		} finally {
			await db.update(pickupStores).set({ active: true }).where(eq(pickupStores.id, storeId))
		}
	})

	test('switching an address to self pickup forgets the street, and back again', async () => {
		const { db } = database
		const userId = await buyer()
		const address = await createAddress(db, userId, inBaghdad())
		await updateAddress(db, userId, address.id, pickupIn('BGD-SHORJA'))
		const pickup = await getAddress(db, userId, address.id, 'en')
		expect(pickup).toMatchObject({ deliveryMode: 2, country: null, city: null, postcode: null, addressLine: null })
		expect(pickup.pickupStore?.name).toBe('Dijla – Shorja branch')
		await updateAddress(db, userId, address.id, inBaghdad({ cityId: region('IQ-BG-ADH') }))
		const delivery = await getAddress(db, userId, address.id, 'zh')
		expect(delivery).toMatchObject({ deliveryMode: 1, pickupStore: null, city: { name: '阿扎米亚' }, postcode: '10001' })
	})
})

test(`a buyer keeps at most ${MAX_ADDRESSES_PER_BUYER} addresses`, async () => {
	const { db } = database
	const userId = await buyer()
	const made = await Promise.all(
		Array.from({ length: MAX_ADDRESSES_PER_BUYER + 3 }, () =>
			createAddress(db, userId, inBaghdad()).then(
				(created) => created,
				(error: unknown) => error,
			),
		),
	)
	const refused = made.filter((result) => result instanceof AddressError)
	expect(refused).toHaveLength(3)
	expect(refused[0]).toMatchObject({ messageId: 'address.limit', status: 409 })
	expect(await listAddresses(db, userId, 'en')).toHaveLength(MAX_ADDRESSES_PER_BUYER)
	// Deleting one makes room again.
	const [some] = await listAddresses(db, userId, 'en')
	await deleteAddress(db, userId, some!.id)
	await expect(createAddress(db, userId, inBaghdad())).resolves.toMatchObject({ isDefault: false })
})

test('deleting the account forgets the names, phones and streets, and keeps the rows for orders', async () => {
	const { db } = database
	const userId = await buyer()
	const home = await createAddress(db, userId, inBaghdad())
	const store = await createAddress(db, userId, pickupIn('BGD-MANSOUR'))
	await db.transaction((tx) => forgetAddresses(tx, userId))
	expect(await listAddresses(db, userId, 'en')).toEqual([])
	const forgotten = await getAddress(db, userId, home.id, 'en', { includeDeleted: true })
	expect(forgotten).toMatchObject({ fullName: '', phone: '', addressLine: '', postcode: '', isDefault: false, city: { code: 'IQ-BG-KRK' } })
	const pickup = await getAddress(db, userId, store.id, 'en', { includeDeleted: true })
	expect(pickup).toMatchObject({ fullName: '', phone: '', addressLine: null, pickupStore: { code: 'BGD-MANSOUR' } })
})
