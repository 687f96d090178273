/**
 * Choosing a SKU on the product page: the buyer picks one value per attribute (colour, size…), each choice
 * narrows the SKUs that still fit, and a value that could only lead to a sold-out (stock 0) or non-existent
 * combination is disabled. Pure, shared by the server (no-JavaScript GET form) and the browser.
 */

/** attribute key → value key, e.g. `{ colour: 'red', size: 'm' }`. Attributes not chosen yet are absent. */
export type Selection = Readonly<Record<string, string>>

export type SelectableSku = {
	id: string
	stock: number
	price: number
	promotionPrice: number | null
	/** attribute key → value key of this SKU. */
	values: Readonly<Record<string, string>>
}

export type AttributeOptions = { key: string; values: ReadonlyArray<{ key: string }> }

export type OptionState = { selected: boolean; disabled: boolean }

/** What a buyer pays for one piece of a SKU: its promotion price when it has one. */
export function effectivePrice(sku: Pick<SelectableSku, 'price' | 'promotionPrice'>): number {
	return sku.promotionPrice ?? sku.price
}

/** Whole percent a SKU's promotion takes off (0 without one); the same rounding as the catalogue's. */
export function skuDiscountPercent(sku: Pick<SelectableSku, 'price' | 'promotionPrice'>): number {
	if (sku.promotionPrice === null || sku.price <= 0 || sku.promotionPrice >= sku.price) return 0
	return Math.round(((sku.price - sku.promotionPrice) / sku.price) * 100)
}

/** The picture that goes with what is chosen: the SKU's, or the one every still-matching SKU shares. */
export function imageOfSelection<T extends SelectableSku & { imageUrl: string | null }>(skus: readonly T[], selection: Selection): string | null {
	if (Object.keys(selection).length === 0) return null
	const images = new Set(matchingSkus(skus, selection).map((sku) => sku.imageUrl))
	const [only] = [...images]
	return images.size === 1 && only ? only : null
}

/** Whether `sku` agrees with every value chosen in `selection`. */
export function skuMatches(sku: SelectableSku, selection: Selection): boolean {
	return Object.entries(selection).every(([key, value]) => sku.values[key] === value)
}

export function matchingSkus<T extends SelectableSku>(skus: readonly T[], selection: Selection): T[] {
	return skus.filter((sku) => skuMatches(sku, selection))
}

/**
 * The one SKU the selection names: every attribute has a value and a SKU has exactly those. A product with a
 * single SKU (or SKUs without attributes) needs no choice.
 */
export function chosenSku<T extends SelectableSku>(skus: readonly T[], attributes: readonly AttributeOptions[], selection: Selection): T | null {
	if (skus.length === 1) return skus[0]!
	if (attributes.length === 0) return null
	if (!attributes.every((attribute) => selection[attribute.key] !== undefined)) return null
	return skus.find((sku) => skuMatches(sku, selection)) ?? null
}

/** The selection that names `sku` (every one of its values). */
export function selectionOfSku(sku: SelectableSku): Selection {
	return { ...sku.values }
}

function without(selection: Selection, key: string): Selection {
	const { [key]: _removed, ...rest } = selection
	return rest
}

/**
 * Where the picker starts: the SKU named in the address, else every attribute that has a single value still
 * in stock chosen already (one colour only: nothing to ask).
 */
export function initialSelection(skus: readonly SelectableSku[], attributes: readonly AttributeOptions[], sku: SelectableSku | null): Selection {
	if (sku) return selectionOfSku(sku)
	const selection: Record<string, string> = {}
	for (const attribute of attributes) {
		const [only] = attribute.values
		if (attribute.values.length === 1 && only && isValueAvailable(skus, {}, attribute.key, only.key)) selection[attribute.key] = only.key
	}
	return selection
}

/** Can `value` of attribute `key` still lead to a SKU in stock, given the other values already chosen? */
export function isValueAvailable(skus: readonly SelectableSku[], selection: Selection, key: string, value: string): boolean {
	const others = without(selection, key)
	return skus.some((sku) => sku.stock > 0 && sku.values[key] === value && skuMatches(sku, others))
}

/** For every attribute value: is it chosen, and is it disabled (only sold-out or missing combinations left)? */
export function optionStates(
	skus: readonly SelectableSku[],
	attributes: readonly AttributeOptions[],
	selection: Selection,
): Record<string, Record<string, OptionState>> {
	const states: Record<string, Record<string, OptionState>> = {}
	for (const attribute of attributes) {
		const byValue: Record<string, OptionState> = {}
		for (const { key: value } of attribute.values) {
			byValue[value] = {
				selected: selection[attribute.key] === value,
				disabled: !isValueAvailable(skus, selection, attribute.key, value),
			}
		}
		states[attribute.key] = byValue
	}
	return states
}

/** Tapping a value chooses it, or clears it when it was already chosen. */
export function toggleValue(selection: Selection, key: string, value: string): Selection {
	return selection[key] === value ? without(selection, key) : { ...selection, [key]: value }
}

/**
 * Where tapping a value leads without JavaScript (the picker is a GET form of SKU ids): the in-stock SKU
 * that keeps most of the current choice with this value, or null when the value leads nowhere in stock.
 */
export function skuAfterChoosing<T extends SelectableSku>(skus: readonly T[], selection: Selection, key: string, value: string): T | null {
	const wanted = { ...selection, [key]: value }
	let best: T | null = null
	let bestScore = -1
	for (const sku of skus) {
		if (sku.stock <= 0 || sku.values[key] !== value) continue
		const score = Object.entries(wanted).filter(([k, v]) => sku.values[k] === v).length
		if (score > bestScore) {
			best = sku
			bestScore = score
		}
	}
	return best
}

/** Lowest and highest price a buyer pays over `skus` (null for none). */
export function priceRange(skus: readonly SelectableSku[]): { min: number; max: number } | null {
	if (skus.length === 0) return null
	const prices = skus.map(effectivePrice)
	return { min: Math.min(...prices), max: Math.max(...prices) }
}

/* ---------------------------------------------------------------------------------------------- */
/* Quantity (spec section 5: "product quantity cannot be 0"), bounded by the minimum order and stock. */

export type QuantityProblem =
	| { id: 'product.quantity.zero' }
	| { id: 'product.quantity.belowMinimum'; minimum: number }
	| { id: 'product.quantity.aboveStock'; stock: number }

export type QuantityBounds = { minimum: number; stock: number }

/**
 * Checks what the buyer typed: empty, 0 or nonsense → "quantity cannot be 0"; under the minimum order → the
 * minimum; over the stock → the stock. `quantity` is the corrected whole number to fall back to.
 */
export function checkQuantity(raw: string | number, { minimum, stock }: QuantityBounds): { quantity: number; problem: QuantityProblem | null } {
	const text = String(raw).trim()
	const parsed = text === '' ? Number.NaN : Math.floor(Number(text))
	const floor = Math.max(1, minimum)
	if (!Number.isFinite(parsed) || parsed <= 0) return { quantity: clampQuantity(floor, { minimum, stock }), problem: { id: 'product.quantity.zero' } }
	if (parsed < floor) return { quantity: clampQuantity(floor, { minimum, stock }), problem: { id: 'product.quantity.belowMinimum', minimum: floor } }
	if (parsed > stock) return { quantity: clampQuantity(stock, { minimum, stock }), problem: { id: 'product.quantity.aboveStock', stock } }
	return { quantity: parsed, problem: null }
}

/** `value` kept within [minimum, stock]; the minimum wins when the stock cannot cover it. */
export function clampQuantity(value: number, { minimum, stock }: QuantityBounds): number {
	const floor = Math.max(1, minimum)
	return Math.max(floor, Math.min(Math.floor(value), Math.max(stock, 0)))
}

/** The most one SKU among `skus` can supply: the chosen SKU's stock, else the largest stock that still fits. */
export function stockBound(skus: readonly SelectableSku[]): number {
	return skus.reduce((max, sku) => Math.max(max, sku.stock), 0)
}
