import { type Db } from '#app/db/client.server.ts'
import { type AgreedPrice, type PriceAgreement } from '#app/modules/orders/pricing.server.ts'
import { quoteCheckout } from '#app/modules/quotes/quotes.server.ts'
import { type RequestedLine } from './trade-flow-url.ts'

/**
 * An accepted quote (issue 5: an agent's price in the chat) as the trade flow's lines:
 * `/pages/trade_flow/index?source=quote&quoteId=…`. The quote's SKU at the quote's price, from its minimum quantity
 * up (the buyer may order more; the address's `qty` says how many), and the agreement placeOrder re-checks inside
 * its transaction. Null when the buyer has no such accepted, unexpired quote: the page answers 404.
 */
export type QuoteCheckout = {
	quoteId: string
	lines: RequestedLine[]
	agreedPrices: readonly AgreedPrice[]
	agreement: PriceAgreement
	validUntil: Date
}

export async function quoteCheckoutLines(
	db: Db,
	{ userId, quoteId, requested = [], now }: { userId: string; quoteId: string; requested?: readonly RequestedLine[]; now?: Date },
): Promise<QuoteCheckout | null> {
	const quote = await quoteCheckout(db, { userId, quoteId, now })
	if (!quote) return null
	const lines = quote.agreedPrices.map((agreed) => {
		const asked = requested.find((line) => line.skuId === agreed.skuId)
		return asked ?? { skuId: agreed.skuId, quantity: agreed.minQuantity, typed: String(agreed.minQuantity) }
	})
	return { quoteId: quote.quoteId, lines, agreedPrices: quote.agreedPrices, agreement: quote.agreement, validUntil: quote.validUntil }
}
