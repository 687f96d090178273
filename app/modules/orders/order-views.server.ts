import { type Db } from '#app/db/client.server.ts'
import { type OrderDetail } from './queries.server.ts'
import { getTracking } from './tracking.server.ts'
import { maskName, maskPhone } from './ui/mask.ts'

/** An order's goods amounts as both order pages show them (the buyer's and the visitor's). */
export function orderAmounts(order: Pick<OrderDetail, 'goodsAmount' | 'discountAmount' | 'subsidyAmount' | 'payableAmount' | 'goodsPaid'>) {
	return {
		goodsAmount: order.goodsAmount,
		discountAmount: order.discountAmount,
		subsidyAmount: order.subsidyAmount,
		payableAmount: order.payableAmount,
		goodsPaid: order.goodsPaid,
	}
}

/** Whether the second payment, the logistics costs, went through. */
export function logisticsPaid(order: Pick<OrderDetail, 'payments'>): boolean {
	return order.payments.some((payment) => payment.stage === 'logistics' && payment.status === 'succeeded')
}

/**
 * What a visitor who proved the phone on an order sees of it (getOrderDetailForLandingPage, on the web's visitor
 * order page and in the app's API): its status, items, amounts and shipment, and nothing else about the buyer (no
 * address, a masked name and phone).
 */
export async function visitorOrderView(db: Db, order: OrderDetail) {
	const tracking = await getTracking(db, { orderId: order.id, viewer: { kind: 'visitor', orderId: order.id } })
	return {
		order: {
			number: order.number,
			status: order.status,
			submittedAt: order.submittedAt,
			paymentType: order.paymentType,
			logisticsMethod: order.logisticsMethod,
			deliveryMode: order.address.deliveryMode,
			recipient: maskName(order.address.fullName),
			phone: maskPhone(order.address.phone),
			items: order.items.map(({ id, productId, title, skuLabel, imageUrl, quantity, unitPrice }) => ({
				id,
				productId,
				title,
				skuLabel,
				imageUrl,
				quantity,
				unitPrice,
			})),
			amounts: orderAmounts(order),
			estimatedLogisticsAmount: order.estimatedLogisticsAmount,
			logisticsCosts: order.logisticsCosts
				? {
						maritimeFee: order.logisticsCosts.maritimeFee,
						containerStorageUsdCentsPerDay: order.logisticsCosts.containerStorageUsdCentsPerDay,
						containerStorageDays: order.logisticsCosts.containerStorageDays,
						usdToIqd: order.logisticsCosts.usdToIqd,
						containerStorageIqd: order.logisticsCosts.containerStorageIqd,
						chinaFreightSupplement: order.logisticsCosts.chinaFreightSupplement,
						insurance: order.logisticsCosts.insurance,
						domesticWarehouseFee: order.logisticsCosts.domesticWarehouseFee,
						valueAddedServiceFee: order.logisticsCosts.valueAddedServiceFee,
						total: order.logisticsCosts.total,
					}
				: null,
			logisticsPaid: logisticsPaid(order),
		},
		tracking: { logisticsNumber: tracking.logisticsNumber, legs: tracking.legs, estimate: tracking.estimate },
	}
}

export type VisitorOrderView = Awaited<ReturnType<typeof visitorOrderView>>
