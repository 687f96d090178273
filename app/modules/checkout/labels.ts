import { type LogisticsMethod } from '#app/db/schema/orders.ts'
import { type IconName } from '#design-system'
import { PAYMENT_TYPE, type PaymentType } from '#app/modules/orders/order-status.ts'

/** What a buyer reads for each payment type (spec section 4: 10 card, 5 bank transfer, 3 cash at a store, 11 cash on delivery); the payment page's wording. */
export const PAYMENT_TYPE_LABEL: Record<PaymentType, { labelId: string; noteId: string; icon: IconName }> = {
	[PAYMENT_TYPE.card]: { labelId: 'payment.method.card', noteId: 'payment.method.card.hint', icon: 'card' },
	[PAYMENT_TYPE.bankTransfer]: { labelId: 'payment.method.transfer', noteId: 'payment.method.transfer.hint', icon: 'upload' },
	[PAYMENT_TYPE.cashAtStore]: { labelId: 'payment.method.cashAtStore', noteId: 'payment.method.cashAtStore.hint', icon: 'box' },
	[PAYMENT_TYPE.cashOnDelivery]: { labelId: 'payment.method.cod', noteId: 'payment.method.cod.hint', icon: 'truck' },
}

/** The two ways goods travel from China (LOGISTICS_METHODS). */
export const LOGISTICS_METHOD_LABEL: Record<LogisticsMethod, { labelId: string; noteId: string }> = {
	sea: { labelId: 'logistics.method.sea', noteId: 'checkout.logistics.sea.note' },
	air: { labelId: 'logistics.method.air', noteId: 'checkout.logistics.air.note' },
}
