import { type PaymentStage } from './db/schema/order-vocabulary.ts'
import { href } from './href.ts'

/**
 * The links one domain makes to another's pages: an order card in the chat, "pay" from the checkout, "claim"
 * from a campaign, a quote's "order now". They live here, below every domain, so that a domain imports another
 * only for a rule it needs, never for a URL (docs/decisions/021-lint-format-and-layers.md). Each domain's own
 * pages may keep richer helpers of their own (order-links.ts, trade-flow-url.ts); these agree with them
 * (app/links.test.ts).
 */

type Extra = Readonly<Record<string, string | undefined>>

/** One order's page. */
export function orderLink(orderId: string, extra: Extra = {}): string {
	return href('/pages/order-details/index', { orderId, ...extra })
}

/** Paying one stage of an order: the goods (first) or the logistics costs (second). */
export function paymentLink(orderId: string, stage: PaymentStage, extra: Extra = {}): string {
	return href('/pages/payment/index', { orderId, stage, ...extra })
}

/** A product's page, optionally on one SKU. */
export function productLink(productId: string, extra: { sku?: string } = {}): string {
	return href('/pages/commodity_details/index', { productId, ...extra })
}

/** One sourcing request (inquiry). */
export function inquiryLink(id: string): string {
	return href('/pages/inquiry-details/index', { id })
}

export type CheckoutLinkSource = 'buy_now' | 'cart' | 'quote' | 'campaign'

/**
 * A fresh trade flow for these lines: "buy now", the cart's "check out", an accepted quote (`quoteId`), a won
 * campaign (`campaignId`). The same address the trade flow writes for itself (trade-flow-url.ts tradeFlowSearch).
 */
export function checkoutLink(
	source: CheckoutLinkSource,
	lines: ReadonlyArray<{ skuId: string; quantity: number }>,
	extra: { quoteId?: string; campaignId?: string } = {},
): string {
	const query = new URLSearchParams({ source })
	if (extra.quoteId) query.set('quoteId', extra.quoteId)
	if (extra.campaignId) query.set('campaignId', extra.campaignId)
	for (const line of lines) {
		query.append('skuId', line.skuId)
		query.append('qty', String(line.quantity))
	}
	return href('/pages/trade_flow/index', query)
}

/** Where a won gift (or an unlocked group price) is claimed: the trade flow, with the campaign's SKU and price. */
export function claimLink(campaignId: string): string {
	return checkoutLink('campaign', [], { campaignId })
}
