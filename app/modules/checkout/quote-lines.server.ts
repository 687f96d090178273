import { type Db } from '#app/db/client.server.ts'

/**
 * SEAM — not wired yet. An accepted quote (issue 5: staff answer a sourcing inquiry in the chat with a price)
 * becomes the trade flow's lines at the quote's prices: `/pages/trade_flow/index?source=quote&quoteId=…`.
 *
 * The chat work owns quotes; when they land, this function reads the buyer's accepted, unexpired quote and
 * returns its lines. Two things are still needed then, outside this module: priceCheckout must price these
 * lines at `unitPrice` (not today's SKU price), and placeOrder must accept the same prices (with `source:
 * 'quote'`, `sourceRef: quoteId`) and check them against the quote inside its transaction.
 *
 * Until then every quote is "not found": the trade flow answers 404, as for an unknown quote.
 */
export type QuoteLine = { skuId: string; quantity: number; unitPrice: number }
export type QuoteCheckout = { quoteId: string; lines: QuoteLine[]; validUntil: Date }

export async function quoteCheckoutLines(_db: Db, _input: { userId: string; quoteId: string; now?: Date }): Promise<QuoteCheckout | null> {
	return null
}
