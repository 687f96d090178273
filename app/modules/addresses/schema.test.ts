import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { IRAQ, PICKUP_STORES } from './regions-data.ts'
import { AddressFormSchema, isValidAddressPhone, normalizeAddressPhone, returnPathWithAddress, safeReturnPath } from './schema.ts'

function form(fields: Record<string, string>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.append(name, value)
	return parseWithZod(data, { schema: AddressFormSchema })
}

const DELIVERY = {
	deliveryMode: '1',
	fullName: 'علي حسن',
	phone: '0770 123 4567',
	countryId: 'c',
	provinceId: 'p',
	cityId: 'd',
	postcode: '10001',
	addressLine: 'الكرادة، شارع ٦٢، قرب جامع الأورفلي',
}

describe('phone (spec section 5: 7-13 characters, "Please enter 9-13 digits")', () => {
	test.each([
		['07701234567', true],
		['0770 123 4567', true],
		['0770-123-4567', true],
		['٠٧٧٠١٢٣٤٥٦٧', true],
		['7701234567', true],
		['964770123456', true],
		['+964770123456', true],
		['123', false],
		['12345678', false],
		['+9647701234567', false],
		['+964 770 123 4567', false],
		['0770x234567', false],
		['07701234567+', false],
	])('%s → %s', (input, valid) => {
		expect(isValidAddressPhone(input)).toBe(valid)
	})

	test('is kept with ASCII digits and without spaces or hyphens', () => {
		expect(normalizeAddressPhone(' ٠٧٧٠ ١٢٣-٤٥٦٧ ')).toBe('07701234567')
	})
})

describe('the address form', () => {
	test('an empty form names every missing field, with the "cannot be empty" messages', () => {
		const submission = form({ deliveryMode: '1' })
		expect(submission.status).toBe('error')
		if (submission.status !== 'error') return
		expect(submission.error).toMatchObject({
			fullName: ['address.fullName.required'],
			phone: ['address.phone.required'],
			countryId: ['address.country.required'],
			provinceId: ['address.province.required'],
			cityId: ['address.city.required'],
			postcode: ['address.postcode.required'],
			addressLine: ['address.addressLine.required'],
		})
	})

	test('a short phone says "Please enter 9-13 digits" and nothing else is wrong', () => {
		const submission = form({ ...DELIVERY, phone: '123' })
		expect(submission.status).toBe('error')
		if (submission.status !== 'error') return
		expect(submission.error).toEqual({ phone: ['address.phone.invalid'] })
		// What was typed comes back with the reply, so the form keeps it.
		expect(submission.reply().initialValue).toMatchObject({ fullName: 'علي حسن', addressLine: DELIVERY.addressLine })
	})

	test('a delivery address becomes the command for the server', () => {
		const submission = form({ ...DELIVERY, postcode: '١٠٠٠١', isDefault: 'on' })
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		expect(submission.value).toEqual({
			deliveryMode: 1,
			fullName: 'علي حسن',
			phone: '07701234567',
			isDefault: true,
			countryId: 'c',
			provinceId: 'p',
			cityId: 'd',
			postcode: '10001',
			addressLine: DELIVERY.addressLine,
		})
	})

	test('self pickup needs a store, not the address fields', () => {
		const missing = form({ deliveryMode: '2', fullName: 'Omar', phone: '07501234567' })
		expect(missing.status === 'error' && missing.error).toEqual({ pickupStoreId: ['address.pickupStore.required'] })
		const chosen = form({ deliveryMode: '2', fullName: 'Omar', phone: '07501234567', pickupStoreId: 's1', postcode: 'x' })
		expect(chosen.status === 'success' && chosen.value).toEqual({
			deliveryMode: 2,
			fullName: 'Omar',
			phone: '07501234567',
			isDefault: false,
			pickupStoreId: 's1',
		})
	})

	test('a postcode that is no postcode, and a very long address, are refused', () => {
		const submission = form({ ...DELIVERY, postcode: '1', addressLine: 'x'.repeat(201) })
		expect(submission.status === 'error' && submission.error).toEqual({
			postcode: ['address.postcode.invalid'],
			addressLine: ['address.addressLine.tooLong'],
		})
	})
})

test('redirectTo stays on this site and learns which address was saved', () => {
	expect(safeReturnPath('/pages/trade_flow/index?skuId=1')).toBe('/pages/trade_flow/index?skuId=1')
	expect(safeReturnPath('https://evil.example')).toBeNull()
	expect(safeReturnPath('//evil.example')).toBeNull()
	expect(safeReturnPath(null)).toBeNull()
	expect(returnPathWithAddress('/pages/trade_flow/index?skuId=1', 'a1')).toBe('/pages/trade_flow/index?skuId=1&addressId=a1')
})

describe('region data', () => {
	test('Iraq has its 18 governorates and Halabja, each with districts named in all four languages', () => {
		expect(IRAQ.provinces).toHaveLength(19)
		const codes = new Set<string>()
		for (const place of [IRAQ, ...IRAQ.provinces, ...IRAQ.provinces.flatMap((province) => province.cities)]) {
			expect(codes.has(place.code), place.code).toBe(false)
			codes.add(place.code)
			for (const name of Object.values(place.names)) expect(name.trim(), place.code).not.toBe('')
			expect(place.names.ar, place.code).toMatch(/^[\u0600-\u06ff ]+$/)
			expect(place.names.ckb, place.code).toMatch(/^[\u0600-\u06ff ]+$/)
			expect(place.names.zh, place.code).toMatch(/\p{Script=Han}/u)
		}
		for (const province of IRAQ.provinces) {
			expect(province.cities.length, province.code).toBeGreaterThan(1)
			for (const city of province.cities) expect(city.code.startsWith(`${province.code}-`)).toBe(true)
		}
		expect(IRAQ.provinces.flatMap((province) => province.cities).length).toBeGreaterThan(100)
	})

	test('pickup stores are in Baghdad, Erbil and Basra, described in four languages', () => {
		const provinces = new Set(PICKUP_STORES.map((store) => store.provinceCode))
		expect(provinces).toEqual(new Set(['IQ-BG', 'IQ-AR', 'IQ-BA']))
		for (const store of PICKUP_STORES) {
			expect(store.phone).toMatch(/^\+964\d{10}$/)
			for (const text of Object.values(store.texts)) expect(text.name && text.address && text.hours).toBeTruthy()
		}
	})
})
