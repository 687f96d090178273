import { describe, expect, test } from 'vitest'
import { chargeableVolume, estimateSeaFreight, SEA_FREIGHT } from './freight.ts'

const RATE = 1310

describe('chargeable volume', () => {
	test('light bulky goods pay by volume', () => {
		// 10 chairs of 50,000 cm³ and 4 kg: 0.5 CBM against 0.04 t.
		expect(chargeableVolume({ weightGrams: 4_000, volumeCm3: 50_000, quantity: 10 })).toEqual({ cbm: 0.5, basis: 'volume' })
	})

	test('heavy small goods pay by weight, 1 tonne = 1 CBM', () => {
		// 100 dumbbells of 2,000 cm³ and 5 kg: 0.2 CBM against 0.5 t.
		expect(chargeableVolume({ weightGrams: 5_000, volumeCm3: 2_000, quantity: 100 })).toEqual({ cbm: 0.5, basis: 'weight' })
	})

	test('uses whichever measure is known, and nothing when neither is', () => {
		expect(chargeableVolume({ weightGrams: null, volumeCm3: 1_000_000, quantity: 1 })).toEqual({ cbm: 1, basis: 'volume' })
		expect(chargeableVolume({ weightGrams: 1_000_000, volumeCm3: null, quantity: 1 })).toEqual({ cbm: 1, basis: 'weight' })
		expect(chargeableVolume({ weightGrams: null, volumeCm3: null, quantity: 3 })).toBeNull()
	})
})

describe('sea freight estimate', () => {
	test('one CBM costs the sea rate plus the China-side fees, converted and rounded up to 250 IQD', () => {
		const estimate = estimateSeaFreight({ weightGrams: 100_000, volumeCm3: 100_000, quantity: 10, usdToIqd: RATE })!
		expect(estimate.chargeableCbm).toBe(1)
		expect(estimate.seaFreightUsdCents).toBe(15_000)
		expect(estimate.chinaSideUsdCents).toBe(2_500 + 150)
		expect(estimate.totalUsdCents).toBe(17_650)
		// 176.50 USD × 1310 = 231,215 IQD → 231,250.
		expect(estimate.iqd).toBe(231_250)
		expect(estimate.minimumApplied).toBe(false)
	})

	test('small orders pay the minimum charge', () => {
		const estimate = estimateSeaFreight({ weightGrams: 200, volumeCm3: 500, quantity: 2, usdToIqd: RATE })!
		expect(estimate.minimumApplied).toBe(true)
		expect(estimate.totalUsdCents).toBe(SEA_FREIGHT.minimumChargeUsdCents)
		// 5 USD × 1310 = 6,550 → 6,750.
		expect(estimate.iqd).toBe(6_750)
	})

	test('grows with the quantity and never falls below the minimum', () => {
		const input = { weightGrams: 4_000, volumeCm3: 50_000, usdToIqd: RATE }
		const one = estimateSeaFreight({ ...input, quantity: 1 })!
		const ten = estimateSeaFreight({ ...input, quantity: 10 })!
		expect(ten.iqd).toBeGreaterThan(one.iqd)
		expect(ten.iqd % 250).toBe(0)
		expect(one.iqd).toBeGreaterThanOrEqual(Math.ceil((SEA_FREIGHT.minimumChargeUsdCents * RATE) / 100 / 250) * 250)
	})

	test('says how long delivery takes: 35–50 days at sea, 3–5 days in Iraq', () => {
		const estimate = estimateSeaFreight({ weightGrams: 500, volumeCm3: 500, quantity: 1, usdToIqd: RATE })!
		expect(estimate.seaDays).toEqual({ min: 35, max: 50 })
		expect(estimate.domesticDays).toEqual({ min: 3, max: 5 })
	})

	test('no estimate without measurements, a rate or a positive quantity', () => {
		expect(estimateSeaFreight({ weightGrams: null, volumeCm3: null, quantity: 1, usdToIqd: RATE })).toBeNull()
		expect(estimateSeaFreight({ weightGrams: 500, volumeCm3: 500, quantity: 1, usdToIqd: 0 })).toBeNull()
		expect(estimateSeaFreight({ weightGrams: 500, volumeCm3: 500, quantity: 0, usdToIqd: RATE })).toBeNull()
	})
})
