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
