import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '#app/db/schema/index.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { type createMemoryStorage } from '#app/providers/storage/index.server.ts'
import {
	callApi,
	callOk as ok,
	callUpload,
	signInByWhatsApp,
	startApiTestDatabase,
	stopApiTestDatabase,
	forgetStorage,
	useMemoryStorage,
} from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { translate } from './context.server.ts'
import { ErrorEnvelope } from './errors.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The rest of the account through the app's API: changing an address and the app's address list (the addresses
 * module the address pages use), and the profile picture (the profile page's checks and re-encoding). Another
 * buyer's address is a 404; bad input a 4xx envelope; no token a 401.
 */

let database: TestDatabase
let storage: ReturnType<typeof createMemoryStorage>
let phones = 0

beforeAll(async () => {
	database = await startApiTestDatabase()
	storage = useMemoryStorage()
	// The shop's regions (the address form's country, province and city) come with it.
	await createOrderShop(database.db, { skuStocks: [1] })
})
afterAll(async () => {
	forgetStorage()
	await stopApiTestDatabase(database)
})

async function buyer() {
	phones += 1
	return signInByWhatsApp(database.db, `77017${String(phones).padStart(5, '0')}`, { ip: `198.51.104.${phones}` })
}

type AddressAnswer = { id: string; fullName: string; isDefault: boolean; addressLine: string | null; city: { id: string } | null }

async function addressForm(token: string) {
	const regions = (parentId?: string) => ok<Array<{ id: string }>>(`${V1}/userAddress/getByParentId`, { body: parentId ? { parentId } : {}, token })
	const [country] = await regions()
	const [province] = await regions(country!.id)
	const cities = await regions(province!.id)
	return {
		cities: cities.map((city) => city.id),
		form: {
			deliveryMode: '1',
			fullName: 'Ali Hassan',
			phone: '07701234567',
			countryId: country!.id,
			provinceId: province!.id,
			cityId: cities[0]!.id,
			postcode: '10001',
			addressLine: 'Karrada, street 62, house 14',
		},
	}
}

function avatarUpload(form: FormData, token?: string) {
	return callUpload<{ avatar: string }>(`${V1}/user/updateAvatar`, form, { token })
}

function picture(bytes: Uint8Array | Buffer) {
	const form = new FormData()
	form.set('file', new File([new Uint8Array(bytes)], 'me.png'))
	return form
}

describe('addresses', () => {
	test('a buyer changes an address; the app’s list names the default', async () => {
		const { token } = await buyer()
		const { form, cities } = await addressForm(token)
		const first = await ok<AddressAnswer>(`${V1}/userAddress/add`, { token, body: form })
		const second = await ok<AddressAnswer>(`${V1}/userAddress/add`, { token, body: { ...form, fullName: 'Sara Kareem' } })
		const changed = await ok<AddressAnswer>(`${V1}/userAddress/update`, {
			token,
			body: { addressId: second.id, ...form, fullName: 'Sara K.', cityId: cities.at(-1), addressLine: 'Mansour, street 14', isDefault: true },
		})
		expect(changed).toMatchObject({
			id: second.id,
			fullName: 'Sara K.',
			isDefault: true,
			addressLine: 'Mansour, street 14',
			city: { id: cities.at(-1) },
		})
		const book = await ok<{ items: AddressAnswer[]; defaultAddressId: string }>(`${V1}/userAddress/listForUwb`, { token, body: {} })
		expect(book.defaultAddressId).toBe(second.id)
		expect(book.items.map((item) => [item.id, item.isDefault])).toEqual([
			[second.id, true],
			[first.id, false],
		])
	})

	test('another buyer’s address is a 404 and unchanged; a wrong form a 400 naming the field; no token a 401', async () => {
		const a = await buyer()
		const b = await buyer()
		const { form } = await addressForm(a.token)
		const mine = await ok<AddressAnswer>(`${V1}/userAddress/add`, { token: a.token, body: form })
		const other = await callApi(`${V1}/userAddress/update`, { token: b.token, body: { addressId: mine.id, ...form, fullName: 'Taken' } })
		expect(other.status).toBe(404)
		ErrorEnvelope.parse(other.body)
		expect((await ok<{ items: AddressAnswer[] }>(`${V1}/userAddress/listForUwb`, { token: a.token, body: {} })).items[0]!.fullName).toBe('Ali Hassan')
		const blank = await callApi(`${V1}/userAddress/update`, {
			token: a.token,
			headers: { language: 'en' },
			body: { addressId: mine.id, ...form, fullName: ' ' },
		})
		expect(blank.status).toBe(400)
		expect(ErrorEnvelope.parse(blank.body).data.issues?.map((issue) => issue.field)).toContain('fullName')
		for (const path of ['userAddress/update', 'userAddress/listForUwb']) {
			expect((await callApi(`${V1}/${path}`, { body: { addressId: mine.id, ...form } })).status).toBe(401)
		}
	})
})

describe('profile picture', () => {
	test('a picture is re-encoded to 600x600, shown in userInfo; the next replaces it and the old file goes', async () => {
		const { token, userId } = await buyer()
		const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2e86de' } })
			.png()
			.toBuffer()
		const first = await avatarUpload(picture(png), token)
		expect(first.status, JSON.stringify(first.body)).toBe(200)
		const [row] = await database.db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId))
		expect(first.body.data.avatar).toContain(row!.avatarKey!)
		const stored = await storage.get(row!.avatarKey!)
		expect(await sharp(new Uint8Array(await new Response(stored!.body).arrayBuffer())).metadata()).toMatchObject({
			width: 600,
			height: 600,
			format: 'webp',
		})
		expect(await ok<{ avatar: string }>(`${V1}/user/userInfo`, { token })).toMatchObject({ avatar: first.body.data.avatar })
		expect((await avatarUpload(picture(png), token)).status).toBe(200)
		expect(await storage.get(row!.avatarKey!)).toBeNull()
	})

	test('not a picture, no file, too large and no token are refused as envelopes', async () => {
		const { token } = await buyer()
		const text = await avatarUpload(picture(new TextEncoder().encode('not a picture')), token)
		expect(text.status).toBe(400)
		expect(ErrorEnvelope.parse(text.body).message).toBe(translate('en', 'profile.avatar.unsupported'))
		expect((await avatarUpload(new FormData(), token)).body.data).toMatchObject({ reason: 'profile.avatar.required' })
		const huge = await avatarUpload(picture(new Uint8Array(5 * 1024 * 1024 + 1)), token)
		expect(huge.status).toBe(413)
		expect(huge.body.data).toMatchObject({ reason: 'profile.avatar.tooLarge' })
		expect((await avatarUpload(picture(new Uint8Array(10)))).status).toBe(401)
	})
})
