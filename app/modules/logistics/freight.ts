/**
 * Sea freight from China to Iraq, as the product page estimates it (logisticsFreight / freightEstimate).
 * Pure: the server and the browser compute the same figure from the same inputs.
 *
 * The rule (consolidated less-than-container-load, LCL):
 * - Chargeable volume is the larger of the real volume and the weight at 1 tonne = 1 CBM (cubic metre),
 *   so heavy small goods pay by weight and light bulky goods by volume.
 * - Sea freight: USD 150 per chargeable CBM (China port → Umm Qasr, customs clearance, trucking to the
 *   Baghdad warehouse).
 * - China-side fees (the "Chinese section freight supplement" of spec section 3): USD 25 per chargeable CBM
 *   for supplier → consolidation warehouse → port, plus USD 1.50 per order line for checking and repacking.
 * - Minimum charge: USD 5 per order line, whatever the size.
 * - Converted to dinars at the latest USD → IQD rate (getRateByType), rounded up to the next 250 IQD (the
 *   smallest note in use), so the estimate never under-quotes.
 * Delivery: 35–50 days at sea, then 3–5 days inside Iraq after the buyer confirms the address (spec
 * section 9). The freight is billed as the second payment, when the goods arrive in Iraq.
 */
export const SEA_FREIGHT = {
	ratePerCbmUsdCents: 15_000,
	chinaSideFeePerCbmUsdCents: 2_500,
	chinaSideHandlingUsdCents: 150,
	minimumChargeUsdCents: 500,
	/** Weight-to-volume ratio: 1 tonne is charged as 1 CBM. */
	kgPerCbm: 1_000,
	/** Estimates are rounded up to this many dinars. */
	iqdRounding: 250,
	seaDays: { min: 35, max: 50 },
	domesticDays: { min: 3, max: 5 },
} as const

const CM3_PER_CBM = 1_000_000
const GRAMS_PER_KG = 1_000

export type FreightInputs = {
	/** Per selling unit; null when not measured yet. */
	weightGrams: number | null
	volumeCm3: number | null
	quantity: number
	/** IQD per USD, e.g. 1310. */
	usdToIqd: number
}

export type FreightEstimate = {
	quantity: number
	/** Chargeable volume in CBM (cubic metres), to 4 decimals. */
	chargeableCbm: number
	/** Whether the weight or the volume set the chargeable volume. */
	basis: 'volume' | 'weight'
	seaFreightUsdCents: number
	chinaSideUsdCents: number
	totalUsdCents: number
	minimumApplied: boolean
	/** The estimate in whole dinars, rounded up. */
	iqd: number
	seaDays: { min: number; max: number }
	domesticDays: { min: number; max: number }
}

/** Chargeable CBM for `quantity` units: max(volume, weight at 1 t = 1 CBM). Null when neither is known. */
export function chargeableVolume({ weightGrams, volumeCm3, quantity }: Pick<FreightInputs, 'weightGrams' | 'volumeCm3' | 'quantity'>) {
	const hasVolume = volumeCm3 !== null && volumeCm3 > 0
	const hasWeight = weightGrams !== null && weightGrams > 0
	if (!hasVolume && !hasWeight) return null
	const byVolume = hasVolume ? (volumeCm3 * quantity) / CM3_PER_CBM : 0
	const byWeight = hasWeight ? (weightGrams * quantity) / GRAMS_PER_KG / SEA_FREIGHT.kgPerCbm : 0
	return byWeight > byVolume ? { cbm: byWeight, basis: 'weight' as const } : { cbm: byVolume, basis: 'volume' as const }
}

/** The sea-freight estimate for `quantity` units, or null when the product is not measured or the rate unknown. */
export function estimateSeaFreight(inputs: FreightInputs): FreightEstimate | null {
	const quantity = Math.floor(inputs.quantity)
	if (!Number.isFinite(quantity) || quantity <= 0) return null
	if (!Number.isFinite(inputs.usdToIqd) || inputs.usdToIqd <= 0) return null
	const volume = chargeableVolume({ ...inputs, quantity })
	if (!volume) return null
	const seaFreightUsdCents = Math.ceil(volume.cbm * SEA_FREIGHT.ratePerCbmUsdCents)
	const chinaSideUsdCents = Math.ceil(volume.cbm * SEA_FREIGHT.chinaSideFeePerCbmUsdCents) + SEA_FREIGHT.chinaSideHandlingUsdCents
	const subtotal = seaFreightUsdCents + chinaSideUsdCents
	const minimumApplied = subtotal < SEA_FREIGHT.minimumChargeUsdCents
	const totalUsdCents = Math.max(subtotal, SEA_FREIGHT.minimumChargeUsdCents)
	const dinars = (totalUsdCents * inputs.usdToIqd) / 100
	return {
		quantity,
		chargeableCbm: Math.round(volume.cbm * 10_000) / 10_000,
		basis: volume.basis,
		seaFreightUsdCents,
		chinaSideUsdCents,
		totalUsdCents,
		minimumApplied,
		iqd: Math.ceil(dinars / SEA_FREIGHT.iqdRounding) * SEA_FREIGHT.iqdRounding,
		seaDays: { ...SEA_FREIGHT.seaDays },
		domesticDays: { ...SEA_FREIGHT.domesticDays },
	}
}

/**
 * Air freight, for buyers who need goods sooner and pay for it. Charged by chargeable weight: the larger of
 * the real weight and the volumetric weight (cm³ / 6000 per kg, the IATA divisor), USD 7 per kg door to the
 * Baghdad warehouse, USD 10 minimum per order line, 7–12 days in the air and clearance, then 3–5 days inside Iraq.
 */
export const AIR_FREIGHT = {
	ratePerKgUsdCents: 700,
	volumetricDivisorCm3PerKg: 6_000,
	minimumChargeUsdCents: 1_000,
	iqdRounding: 250,
	transitDays: { min: 7, max: 12 },
	domesticDays: { min: 3, max: 5 },
} as const

export type AirFreightEstimate = { quantity: number; chargeableKg: number; totalUsdCents: number; minimumApplied: boolean; iqd: number }

/** The air-freight estimate for `quantity` units, or null when the product is not measured or the rate unknown. */
export function estimateAirFreight(inputs: FreightInputs): AirFreightEstimate | null {
	const quantity = Math.floor(inputs.quantity)
	if (!Number.isFinite(quantity) || quantity <= 0) return null
	if (!Number.isFinite(inputs.usdToIqd) || inputs.usdToIqd <= 0) return null
	const realKg = inputs.weightGrams && inputs.weightGrams > 0 ? (inputs.weightGrams * quantity) / GRAMS_PER_KG : 0
	const volumetricKg = inputs.volumeCm3 && inputs.volumeCm3 > 0 ? (inputs.volumeCm3 * quantity) / AIR_FREIGHT.volumetricDivisorCm3PerKg : 0
	const chargeableKg = Math.max(realKg, volumetricKg)
	if (chargeableKg === 0) return null
	const subtotal = Math.ceil(chargeableKg * AIR_FREIGHT.ratePerKgUsdCents)
	const totalUsdCents = Math.max(subtotal, AIR_FREIGHT.minimumChargeUsdCents)
	const dinars = (totalUsdCents * inputs.usdToIqd) / 100
	return {
		quantity,
		chargeableKg: Math.round(chargeableKg * 1000) / 1000,
		totalUsdCents,
		minimumApplied: subtotal < AIR_FREIGHT.minimumChargeUsdCents,
		iqd: Math.ceil(dinars / AIR_FREIGHT.iqdRounding) * AIR_FREIGHT.iqdRounding,
	}
}

/** The estimate in dinars for one order line by the chosen method (0 when it cannot be estimated yet). */
export function estimateLineFreightIqd(method: 'sea' | 'air', inputs: FreightInputs): number {
	const estimate = method === 'air' ? estimateAirFreight(inputs) : estimateSeaFreight(inputs)
	return estimate?.iqd ?? 0
}

/** Days from leaving China to the buyer's door, by method. */
export function transitDays(method: 'sea' | 'air') {
	const main = method === 'air' ? AIR_FREIGHT.transitDays : SEA_FREIGHT.seaDays
	const domestic = method === 'air' ? AIR_FREIGHT.domesticDays : SEA_FREIGHT.domesticDays
	return { min: main.min + domestic.min, max: main.max + domestic.max }
}
