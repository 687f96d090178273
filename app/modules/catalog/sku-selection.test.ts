import { describe, expect, test } from 'vitest'
import {
	checkQuantity,
	chosenSku,
	clampQuantity,
	imageOfSelection,
	initialSelection,
	isValueAvailable,
	matchingSkus,
	optionStates,
	priceRange,
	type SelectableSku,
	selectionOfSku,
	skuAfterChoosing,
	skuDiscountPercent,
	stockBound,
	toggleValue,
} from './sku-selection.ts'

function sku(id: string, colour: string, size: string, stock: number, price = 10_000, promotionPrice: number | null = null): SelectableSku {
	return { id, stock, price, promotionPrice, values: { colour, size } }
}

// Red comes in M and L, blue only in M (sold out), green in L; black XL does not exist.
const SKUS = [
	sku('red-m', 'red', 'm', 5, 10_000),
	sku('red-l', 'red', 'l', 0, 11_000),
	sku('blue-m', 'blue', 'm', 0, 10_000),
	sku('green-l', 'green', 'l', 40, 12_000, 9_000),
]
const ATTRIBUTES = [
	{ key: 'colour', values: [{ key: 'red' }, { key: 'blue' }, { key: 'green' }] },
	{ key: 'size', values: [{ key: 'm' }, { key: 'l' }] },
]

describe('choosing values', () => {
	test('nothing chosen: every SKU still fits, only values with stock somewhere are enabled', () => {
		expect(matchingSkus(SKUS, {})).toHaveLength(4)
		const states = optionStates(SKUS, ATTRIBUTES, {})
		expect(states.colour).toEqual({
			red: { selected: false, disabled: false },
			blue: { selected: false, disabled: true },
			green: { selected: false, disabled: false },
		})
		expect(states.size).toEqual({ m: { selected: false, disabled: false }, l: { selected: false, disabled: false } })
	})

	test('choosing red disables L (only a sold-out red L) but keeps other colours open', () => {
		const states = optionStates(SKUS, ATTRIBUTES, { colour: 'red' })
		expect(states.size).toEqual({ m: { selected: false, disabled: false }, l: { selected: false, disabled: true } })
		expect(states.colour!.red).toEqual({ selected: true, disabled: false })
		expect(states.colour!.green!.disabled).toBe(false)
	})

	test('choosing L leaves green as the only colour', () => {
		const states = optionStates(SKUS, ATTRIBUTES, { size: 'l' })
		expect(
			Object.entries(states.colour!)
				.filter(([, state]) => !state.disabled)
				.map(([value]) => value),
		).toEqual(['green'])
		expect(isValueAvailable(SKUS, { size: 'l' }, 'colour', 'red')).toBe(false)
	})

	test('a full selection names one SKU; a partial one none', () => {
		expect(chosenSku(SKUS, ATTRIBUTES, { colour: 'red' })).toBeNull()
		expect(chosenSku(SKUS, ATTRIBUTES, { colour: 'red', size: 'm' })?.id).toBe('red-m')
		expect(chosenSku(SKUS, ATTRIBUTES, { colour: 'blue', size: 'l' })).toBeNull()
	})

	test('a product with one SKU needs no choice', () => {
		expect(chosenSku([SKUS[0]!], ATTRIBUTES, {})?.id).toBe('red-m')
	})

	test('starts from the SKU in the address, else with single-valued attributes already chosen', () => {
		expect(initialSelection(SKUS, ATTRIBUTES, SKUS[3]!)).toEqual({ colour: 'green', size: 'l' })
		expect(initialSelection(SKUS, ATTRIBUTES, null)).toEqual({})
		const oneColour = [{ key: 'colour', values: [{ key: 'red' }] }, ATTRIBUTES[1]!]
		const reds = SKUS.slice(0, 2)
		expect(initialSelection(reds, oneColour, null)).toEqual({ colour: 'red' })
		expect(initialSelection([{ ...SKUS[2]! }], [{ key: 'colour', values: [{ key: 'blue' }] }], null)).toEqual({})
	})

	test('tapping a chosen value clears it', () => {
		const red = toggleValue({}, 'colour', 'red')
		expect(red).toEqual({ colour: 'red' })
		expect(toggleValue(red, 'colour', 'green')).toEqual({ colour: 'green' })
		expect(toggleValue(red, 'colour', 'red')).toEqual({})
		expect(selectionOfSku(SKUS[3]!)).toEqual({ colour: 'green', size: 'l' })
	})

	test('without JavaScript a value leads to the in-stock SKU that keeps most of the choice', () => {
		expect(skuAfterChoosing(SKUS, { colour: 'red', size: 'm' }, 'size', 'l')?.id).toBe('green-l')
		expect(skuAfterChoosing(SKUS, { colour: 'green', size: 'l' }, 'colour', 'red')?.id).toBe('red-m')
		expect(skuAfterChoosing(SKUS, {}, 'colour', 'blue')).toBeNull()
	})

	test('price range and stock follow the SKUs that still fit', () => {
		expect(priceRange(SKUS)).toEqual({ min: 9_000, max: 11_000 })
		expect(priceRange(matchingSkus(SKUS, { colour: 'red' }))).toEqual({ min: 10_000, max: 11_000 })
		expect(priceRange([])).toBeNull()
		expect(stockBound(matchingSkus(SKUS, { size: 'm' }))).toBe(5)
	})
})

test('the picture follows the choice, and a SKU discount rounds like the catalogue', () => {
	const pictured = SKUS.map((item) => ({ ...item, imageUrl: `/media/products/${item.values.colour}.webp` }))
	expect(imageOfSelection(pictured, {})).toBeNull()
	expect(imageOfSelection(pictured, { colour: 'red' })).toBe('/media/products/red.webp')
	expect(imageOfSelection(pictured, { size: 'l' })).toBeNull()
	expect(imageOfSelection(pictured, { colour: 'green', size: 'l' })).toBe('/media/products/green.webp')
	expect(skuDiscountPercent({ price: 10_000, promotionPrice: 7_450 })).toBe(26)
	expect(skuDiscountPercent({ price: 10_000, promotionPrice: null })).toBe(0)
})

describe('quantity', () => {
	const bounds = { minimum: 6, stock: 40 }

	test('empty, 0 and nonsense say "quantity cannot be 0" and fall back to the minimum', () => {
		for (const raw of ['', '0', '  ', '-3', 'abc']) {
			expect(checkQuantity(raw, bounds)).toEqual({ quantity: 6, problem: { id: 'product.quantity.zero' } })
		}
	})

	test('under the minimum order shows the minimum', () => {
		expect(checkQuantity('2', bounds)).toEqual({ quantity: 6, problem: { id: 'product.quantity.belowMinimum', minimum: 6 } })
	})

	test('over the stock shows the stock', () => {
		expect(checkQuantity(41, bounds)).toEqual({ quantity: 40, problem: { id: 'product.quantity.aboveStock', stock: 40 } })
	})

	test('whole numbers inside the bounds pass', () => {
		expect(checkQuantity('6', bounds)).toEqual({ quantity: 6, problem: null })
		expect(checkQuantity('12.7', bounds)).toEqual({ quantity: 12, problem: null })
		expect(checkQuantity(40, bounds)).toEqual({ quantity: 40, problem: null })
	})

	test('clamping keeps the minimum when the stock cannot cover it', () => {
		expect(clampQuantity(100, bounds)).toBe(40)
		expect(clampQuantity(1, bounds)).toBe(6)
		expect(clampQuantity(7, { minimum: 10, stock: 3 })).toBe(10)
		expect(checkQuantity('10', { minimum: 10, stock: 3 }).problem).toEqual({ id: 'product.quantity.aboveStock', stock: 3 })
	})
})
