import { type QuoteStatus } from '#app/db/schema/quotes.ts'
import { href } from '#app/href.ts'

/**
 * What the browser gets of a quote (the chat card, the details page, the staff side panel), and the rules a
 * page needs without the database: the status a quote has at a moment (expiry is derived, not waited for) and
 * where its pages are. Pure: shared by the server and the browser.
 */

/** How long a quote stands when the agent does not say (days). */
export const QUOTE_DEFAULT_VALID_DAYS = 7
/** The longest an agent may hold a price (days). */
export const QUOTE_MAX_VALID_DAYS = 90
export const QUOTE_MAX_LEAD_TIME_DAYS = 365
export const QUOTE_MAX_UNIT_PRICE = 1_000_000_000
export const QUOTE_MAX_MIN_QUANTITY = 100_000
export const QUOTE_TITLE_MAX_LENGTH = 120
export const QUOTE_SPECIFICATION_MAX_LENGTH = 1000

export type QuoteCardView = {
	id: string
	/** The status now: `expired` once `validUntil` has passed and it was neither ordered nor withdrawn. */
	status: QuoteStatus
	custom: boolean
	title: string
	skuLabel: string
	imageUrl: string | null
	specification: string
	unitPrice: number
	minQuantity: number
	leadTimeDays: number
	/** IQD per unit, by sea (the second payment, billed on arrival). */
	freightEstimate: number
	validUntil: string
	orderId: string | null
}

/** A quote's status at `now`: offered and accepted quotes expire when their time is up; the others stay as they are. */
export function quoteStatusAt(quote: { status: QuoteStatus; validUntil: Date | string }, now: Date | number = Date.now()): QuoteStatus {
	const time = typeof now === 'number' ? now : now.getTime()
	if ((quote.status === 'offered' || quote.status === 'accepted') && new Date(quote.validUntil).getTime() <= time) return 'expired'
	return quote.status
}

export function quoteDetailsPath(quoteId: string): string {
	return href('/pages/quote-details/index', { quoteId })
}

/** The message a buyer reads when a quote can no longer be accepted or ordered. */
export function quoteRefusalId(status: QuoteStatus): string {
	switch (status) {
		case 'expired':
			return 'quote.error.expired'
		case 'withdrawn':
			return 'quote.error.withdrawn'
		case 'ordered':
			return 'quote.error.ordered'
		default:
			return 'quote.error.unavailable'
	}
}
