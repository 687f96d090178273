import { type ProductSummary } from './catalog.server.ts'

/** Spec section 9: the home page's recommended feed comes in pages of 16. */
export const HOME_PAGE_SIZE = 16

/** What a product card on the home page shows: only this travels to the browser. */
export function toHomeCard({ id, title, imageUrl, price, promotionPrice, minOrderQty, sold }: ProductSummary) {
	return { id, title, imageUrl, price, promotionPrice, minOrderQty, sold }
}

export type HomeCard = ReturnType<typeof toHomeCard>
