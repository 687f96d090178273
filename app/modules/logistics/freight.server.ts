import { and, eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { products } from '#app/db/schema/index.ts'
import { getCurrentUsdToIqdRate } from '#app/modules/catalog/exchange-rate.server.ts'
import { estimateSeaFreight, type FreightEstimate } from './freight.ts'

export type FreightQuote = {
	/** What the page needs to estimate again as the quantity changes (the same pure rule, in the browser). */
	inputs: { weightGrams: number | null; volumeCm3: number | null; usdToIqd: number | null }
	/** The estimate for the asked quantity; null when the product is not measured or no rate was entered. */
	estimate: FreightEstimate | null
}

type Measured = { weightGrams: number | null; volumeCm3: number | null }

/**
 * freightEstimate: sea freight to Iraq for `quantity` units of an active product, in dinars at the latest
 * USD → IQD rate. Pass `product` when its measurements are already loaded (the product page), else
 * `productId`. Null when there is no such active product.
 */
export async function freightEstimate(
	db: Db,
	input: ({ productId: string } | { product: Measured }) & { quantity: number; now?: Date },
): Promise<FreightQuote | null> {
	const now = input.now ?? new Date()
	const [product, rate] = await Promise.all([
		'product' in input ? input.product : measurementsOf(db, input.productId),
		getCurrentUsdToIqdRate(db, now),
	])
	if (!product) return null
	const inputs = { weightGrams: product.weightGrams, volumeCm3: product.volumeCm3, usdToIqd: rate?.rate ?? null }
	return {
		inputs,
		estimate: inputs.usdToIqd === null ? null : estimateSeaFreight({ ...inputs, usdToIqd: inputs.usdToIqd, quantity: input.quantity }),
	}
}

async function measurementsOf(db: Db, productId: string): Promise<Measured | null> {
	const [row] = await db
		.select({ weightGrams: products.weightGrams, volumeCm3: products.volumeCm3 })
		.from(products)
		.where(and(eq(products.id, productId), eq(products.status, 'active')))
		.limit(1)
	return row ?? null
}
