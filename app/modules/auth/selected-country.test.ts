// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { readSelectedCountry, rememberedCallingCode, SELECTED_COUNTRY_KEY, saveSelectedCountry } from './selected-country.ts'

afterEach(() => window.localStorage.clear())

test('the code chosen last is read back on this device', () => {
	expect(readSelectedCountry({ offerChina: false })).toBeNull()
	saveSelectedCountry('966')
	expect(readSelectedCountry({ offerChina: false })).toBe('966')
	saveSelectedCountry('90')
	expect(readSelectedCountry({ offerChina: false })).toBe('90')
})

test('only a code the field offers is kept or used', () => {
	saveSelectedCountry('1')
	expect(window.localStorage.getItem(SELECTED_COUNTRY_KEY)).toBeNull()
	window.localStorage.setItem(SELECTED_COUNTRY_KEY, '<script>')
	expect(readSelectedCountry({ offerChina: false })).toBeNull()
	// China's code is offered only on the pages that deal with China.
	expect(rememberedCallingCode('86', { offerChina: false })).toBeNull()
	expect(rememberedCallingCode('86', { offerChina: true })).toBe('86')
	expect(rememberedCallingCode('964', { offerChina: false })).toBe('964')
})
