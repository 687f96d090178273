/** A buyer's cart holds at most this many lines (SKUs), as many as one order may have; one more is refused with `cart.full`. */
export const MAX_CART_LINES = 50

/** Cart line ids and SKU ids as they arrive from forms: short plain tokens (ours are UUIDs). */
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** A message id with the values it needs, e.g. `{ id: 'product.quantity.aboveStock', values: { stock: 4 } }`. */
export type CartMessage = { id: string; values?: Record<string, number> }

/** What the cart route answers a fetcher (the product page's "add to cart", the cart's steppers). */
export type CartActionData =
	| { ok: true; intent: 'add'; quantity: number; count: number }
	| { ok: true; intent: 'update' | 'remove'; count: number }
	| { ok: false; error: CartMessage; lineId?: string }
