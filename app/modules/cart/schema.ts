import { z } from 'zod'
import { toAsciiDigits } from '#app/modules/auth/rules.ts'
import { CART_ID_PATTERN } from './cart.ts'

const Id = z.string().trim().regex(CART_ID_PATTERN)

/**
 * A quantity as typed: Arabic-Indic digits read as digits; empty, 0 or nonsense become 0, which the cart
 * refuses with "quantity cannot be 0" (spec section 5) rather than a generic "bad request".
 */
export const TypedQuantity = z
	.string()
	.max(12)
	.optional()
	.transform((value) => {
		const parsed = Math.floor(Number(toAsciiDigits(value ?? '').trim() || Number.NaN))
		return Number.isFinite(parsed) && parsed > 0 ? parsed : 0
	})

/** − / + / update without JavaScript: the quantity as typed, moved one step (or none). */
const Step = z.enum(['-1', '0', '1']).optional()

/** Every form of the cart page and the product page's "add to cart", one intent each. */
export const CartActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('add'), skuId: Id, quantity: TypedQuantity, returnTo: z.string().optional() }),
	z.object({ intent: z.literal('update'), lineId: Id, quantity: TypedQuantity, step: Step }),
	z.object({ intent: z.literal('remove'), lineId: z.array(Id).max(200) }),
	z.object({ intent: z.literal('checkout'), lineId: z.array(Id).max(200) }),
])
export type CartAction = z.infer<typeof CartActionSchema>

/** Form data as the schema reads it: `lineId` may repeat (the chosen lines). */
export function cartActionInput(form: FormData) {
	return {
		intent: form.get('intent'),
		skuId: form.get('skuId') ?? undefined,
		quantity: form.get('quantity') ?? undefined,
		step: form.get('step') ?? undefined,
		returnTo: form.get('returnTo') ?? undefined,
		lineId: form.get('intent') === 'update' ? form.get('lineId') : form.getAll('lineId'),
	}
}
