import { z } from 'zod'
import { orderOfProofValue } from '#app/modules/orders/visitor-access.server.ts'
import { type OrderDetail } from '#app/modules/orders/queries.server.ts'
import { type ApiContext } from '../context.server.ts'
import { ApiError } from '../errors.server.ts'

/**
 * A visitor's proof for one order, as the app carries it (order/getOrderDetailForLandingPage answers it; 30 minutes):
 * the calls a visitor makes for that order (reading it, paying it) take the order number and the proof.
 */

export const OrderNumber = z.string().trim().min(1).max(40).meta({ description: 'As printed on the order: D and 12 digits.' })

export const ProofValue = z
	.string()
	.min(1)
	.max(1000)
	.meta({ description: 'The proof order/getOrderDetailForLandingPage answered for this order (valid 30 minutes).' })

export const VisitorProof = { orderNumber: OrderNumber, proof: ProofValue }

/** The order the proof opens; a proof forged, expired or for another order is a 401 `visitorOrder.proof.expired`. */
export async function provenOrderOf(context: ApiContext, input: { orderNumber: string; proof: string }): Promise<OrderDetail> {
	const order = await orderOfProofValue(context.db, input.proof, input.orderNumber)
	if (!order) throw new ApiError(401, 'visitorOrder.proof.expired')
	return order
}
