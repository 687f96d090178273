import { z } from 'zod'
import { LOGISTICS_LEGS, LOGISTICS_METHODS } from '#app/db/schema/order-vocabulary.ts'
import {
	createAddress,
	deleteAddress,
	getAddress,
	listAddresses,
	setDefaultAddress,
	type AddressView,
} from '#app/modules/addresses/addresses.server.ts'
import { listRegions } from '#app/modules/addresses/regions.server.ts'
import { AddressFormSchema } from '#app/modules/addresses/schema.ts'
import { previewTradeFlow, submitCheckout } from '#app/modules/checkout/checkout.server.ts'
import {
	CHECKOUT_SOURCES,
	COUPON_AUTO,
	COUPON_NONE,
	MAX_CHECKOUT_LINES,
	REMARK_MAX_LENGTH,
	tradeFlowSearch,
	type TradeFlowState,
} from '#app/modules/checkout/trade-flow-url.ts'
import { findCheckoutDraft, openCheckoutDraft } from '#app/modules/orders/checkout-drafts.server.ts'
import { cancelOrder, confirmReceipt, updateOrderAddress, updateOrderLogistic, updateOrderRemark } from '#app/modules/orders/commands.server.ts'
import { ORDER_TAB_KEYS, PAYMENT_TYPES, type PaymentType } from '#app/modules/orders/order-status.ts'
import { countOrdersByTab, getOrder, getOrderByNumber, listOrders, type OrderDetail as OrderDetailRow } from '#app/modules/orders/queries.server.ts'
import { requestVisitorCode, verifyVisitorCode, visitorProofValue } from '#app/modules/orders/visitor-access.server.ts'
import { visitorOrderView } from '#app/modules/orders/order-views.server.ts'
import { getCodeSender, otpSecret } from '#app/modules/auth/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { getTracking, type TrackingEstimate } from '#app/modules/orders/tracking.server.ts'
import { TrackingBatchSchema } from '#app/modules/tracking/schema.ts'
import { recordTrackingEvents } from '#app/modules/tracking/tracking.server.ts'
import { type ApiContext } from '../context.server.ts'
import { API_V1, defineCall, Done, IsoDate, iso, isoOrNull, NoInput, RecordId } from '../define.server.ts'
import { ApiError } from '../errors.server.ts'
import { OrderNumber, provenOrderOf, VisitorProof } from './visitor-proof.server.ts'

/**
 * Orders and the address book (spec section 7, "Orders", "Addresses"). createOrder is the trade flow's own
 * placing (checkout.server.ts submitCheckout, over a checkout draft and an idempotency key), so an order from
 * the app and one from the pages are the same rows; the rest read and change orders through the orders module.
 */

const Region = z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable()

export const Address = z
	.object({
		id: z.string(),
		deliveryMode: z.union([z.literal(1), z.literal(2)]),
		fullName: z.string(),
		phone: z.string(),
		isDefault: z.boolean(),
		country: Region,
		province: Region,
		city: Region,
		postcode: z.string().nullable(),
		addressLine: z.string().nullable(),
		pickupStore: z.object({ id: z.string(), name: z.string() }).nullable(),
	})
	.meta({ id: 'Address' })

const region = (option: AddressView['country']) => (option ? { id: option.id, code: option.code, name: option.name } : null)
export const address = (view: AddressView) => ({
	id: view.id,
	deliveryMode: view.deliveryMode,
	fullName: view.fullName,
	phone: view.phone,
	isDefault: view.isDefault,
	country: region(view.country),
	province: region(view.province),
	city: region(view.city),
	postcode: view.postcode,
	addressLine: view.addressLine,
	pickupStore: view.pickupStore ? { id: view.pickupStore.id, name: view.pickupStore.name } : null,
})

const PaymentTypeSchema = z
	.number()
	.int()
	.refine((value) => (PAYMENT_TYPES as number[]).includes(value), 'checkout.error.payment')
	.meta({ description: '10 card, 11 cash on delivery, 5 bank transfer, 3 cash at a store.', example: 11 })

const Actions = z.object({
	pay: z.enum(['goods', 'logistics']).nullable(),
	cancel: z.boolean(),
	confirmReceipt: z.boolean(),
	repurchase: z.boolean(),
	track: z.boolean(),
})

const OrderSummary = z
	.object({
		orderId: z.string(),
		number: z.string(),
		status: z.number().int().meta({ description: 'Spec section 4’s status codes.' }),
		paymentType: z.number().int(),
		submittedAt: IsoDate,
		payableAmount: z.number().int(),
		goodsAmount: z.number().int(),
		itemCount: z.number().int(),
		pieces: z.number().int(),
		firstItem: z.object({ title: z.string(), skuLabel: z.string(), imageUrl: z.string().nullable() }).nullable(),
		actions: Actions,
	})
	.meta({ id: 'OrderSummary' })

const OrderDetail = z
	.object({
		orderId: z.string(),
		number: z.string(),
		status: z.number().int(),
		paymentType: z.number().int(),
		logisticsMethod: z.enum(LOGISTICS_METHODS),
		deliveryMode: z.union([z.literal(1), z.literal(2)]),
		address: z.object({
			fullName: z.string(),
			phone: z.string(),
			regions: z.array(z.string()),
			postcode: z.string().nullable(),
			addressLine: z.string().nullable(),
			pickupStoreName: z.string().nullable(),
			pickupStoreAddress: z.string().nullable(),
		}),
		remark: z.string(),
		goodsAmount: z.number().int(),
		discountAmount: z.number().int(),
		subsidyAmount: z.number().int(),
		payableAmount: z.number().int(),
		estimatedLogisticsAmount: z.number().int(),
		logisticsNumber: z.string().nullable(),
		submittedAt: IsoDate,
		paidAt: IsoDate.nullable(),
		goodsPaid: z.boolean(),
		items: z.array(
			z.object({
				productId: z.string(),
				skuId: z.string(),
				title: z.string(),
				skuLabel: z.string(),
				imageUrl: z.string().nullable(),
				quantity: z.number().int(),
				unitPrice: z.number().int(),
			}),
		),
		payments: z.array(
			z.object({
				id: z.string(),
				stage: z.enum(['goods', 'logistics']),
				type: z.number().int(),
				amount: z.number().int(),
				status: z.string(),
				failureReason: z.string().nullable(),
				createdAt: IsoDate,
				succeededAt: IsoDate.nullable(),
			}),
		),
		actions: Actions.extend({ changeAddress: z.boolean(), editRemark: z.boolean(), changeLogistics: z.boolean() }),
	})
	.meta({ id: 'OrderDetail' })

const OrderRef = z.object({ orderId: RecordId })

const Estimate = z
	.discriminatedUnion('kind', [
		z.object({ kind: z.literal('none'), reason: z.enum(['notShipped', 'awaitingAddress', 'noTransitTime', 'closed']) }),
		z.object({
			kind: z.literal('window'),
			stage: z.enum(['sea', 'domestic']),
			from: IsoDate,
			to: IsoDate,
			daysLeft: z.object({ min: z.number().int(), max: z.number().int() }),
		}),
		z.object({ kind: z.literal('late'), stage: z.enum(['sea', 'domestic']), expectedBy: IsoDate }),
		z.object({ kind: z.literal('delivered'), at: IsoDate.nullable() }),
	])
	.meta({ id: 'TrackingEstimate', description: 'sea: arrival in Iraq; domestic: delivery to the buyer; late: the window has passed.' })

const estimate = (value: TrackingEstimate): z.input<typeof Estimate> => {
	switch (value.kind) {
		case 'none':
			return value
		case 'window':
			return { ...value, from: iso(value.from), to: iso(value.to) }
		case 'late':
			return { ...value, expectedBy: iso(value.expectedBy) }
		case 'delivered':
			return { kind: 'delivered', at: isoOrNull(value.at) }
	}
}

const TrackingAnswer = z
	.object({
		orderId: z.string(),
		number: z.string(),
		status: z.number().int(),
		logisticsMethod: z.enum(LOGISTICS_METHODS),
		logisticsNumber: z.string().nullable().meta({ description: 'The carrier’s number, once the goods leave China.' }),
		currentLeg: z.enum(LOGISTICS_LEGS).nullable(),
		legs: z.array(
			z.object({
				leg: z.enum(LOGISTICS_LEGS),
				state: z.enum(['done', 'current', 'upcoming']),
				events: z.array(z.object({ id: z.string(), occurredAt: IsoDate, location: z.string(), note: z.string() })),
			}),
		),
		estimate: Estimate,
	})
	.meta({ id: 'Tracking' })

const VisitorPhone = z
	.string()
	.trim()
	.min(1)
	.max(40)
	.meta({ description: 'The phone on the order (its delivery phone or its buyer’s), as typed: 0770…, +964…' })

const VisitorOrderAnswer = z
	.object({
		proof: z
			.string()
			.meta({ description: 'Send back as `proof` with the same orderNumber to read the order again without a code, until proofExpiresAt.' }),
		proofExpiresAt: IsoDate,
		order: z.object({
			number: z.string(),
			status: z.number().int(),
			submittedAt: IsoDate,
			paymentType: z.number().int(),
			logisticsMethod: z.enum(LOGISTICS_METHODS),
			deliveryMode: z.union([z.literal(1), z.literal(2)]),
			recipient: z.string().meta({ description: 'Masked: the first letters of each name.' }),
			phone: z.string().meta({ description: 'Masked: the last digits.' }),
			items: z.array(
				z.object({
					id: z.string(),
					productId: z.string(),
					title: z.string(),
					skuLabel: z.string(),
					imageUrl: z.string().nullable(),
					quantity: z.number().int(),
					unitPrice: z.number().int(),
				}),
			),
			goodsAmount: z.number().int(),
			discountAmount: z.number().int(),
			subsidyAmount: z.number().int(),
			payableAmount: z.number().int(),
			goodsPaid: z.boolean(),
			estimatedLogisticsAmount: z.number().int(),
			logisticsTotal: z.number().int().nullable().meta({ description: 'The logistics costs in IQD once staff entered them.' }),
			logisticsPaid: z.boolean(),
			logisticsNumber: z.string().nullable(),
			estimate: Estimate,
		}),
	})
	.meta({ id: 'VisitorOrder', description: 'What a visitor who proved the phone on an order sees of it: no address, a masked name and phone.' })

async function visitorAnswer(context: ApiContext, order: OrderDetailRow): Promise<z.input<typeof VisitorOrderAnswer>> {
	const view = await visitorOrderView(context.db, order)
	const { proof, expiresAt } = await visitorProofValue(order.id)
	const { amounts, logisticsCosts, submittedAt, ...rest } = view.order
	return {
		proof,
		proofExpiresAt: iso(expiresAt),
		order: {
			...rest,
			submittedAt: iso(submittedAt),
			...amounts,
			logisticsTotal: logisticsCosts?.total ?? null,
			logisticsNumber: view.tracking.logisticsNumber,
			estimate: estimate(view.tracking.estimate),
		},
	}
}

const CreateOrderInput = z
	.object({
		source: z.enum(CHECKOUT_SOURCES).default('buy_now').meta({ description: 'buy_now, cart, quote (with quoteId) or campaign (with campaignId).' }),
		quoteId: RecordId.optional(),
		campaignId: RecordId.optional(),
		lines: z
			.array(z.object({ skuId: RecordId, quantity: z.number().int().min(0).max(100_000) }))
			.max(MAX_CHECKOUT_LINES)
			.default([]),
		addressId: RecordId.optional(),
		logisticsMethod: z.enum(LOGISTICS_METHODS).optional(),
		paymentType: PaymentTypeSchema.optional(),
		userCouponId: z.string().max(64).default(COUPON_AUTO).meta({ description: 'A coupon of the buyer, `auto` (the best, default) or `none`.' }),
		remark: z.string().max(REMARK_MAX_LENGTH).default(''),
		idempotencyKey: z
			.string()
			.regex(/^[A-Za-z0-9_-]{8,64}$/)
			.meta({ description: 'Made by the app once per order screen: sending it again answers the same order.' }),
		draftId: RecordId.optional().meta({ description: 'A checkout draft from daftOrder/create; one is opened when absent.' }),
	})
	.meta({ id: 'CreateOrderInput' })

/** What the trade flow prices (createRealOrderPre, daftOrder/get): an order's choices without the key that places it. */
const PreviewInput = CreateOrderInput.omit({ idempotencyKey: true, draftId: true })

const Named = z.object({ name: z.string() }).nullable()

const TradeFlow = z
	.object({
		lines: z.array(
			z.object({
				skuId: z.string(),
				productId: z.string(),
				title: z.string(),
				skuLabel: z.string(),
				imageUrl: z.string().nullable(),
				unitPrice: z.number().int(),
				quantity: z.number().int(),
				minOrderQty: z.number().int(),
				stock: z.number().int(),
				problem: z
					.object({ id: z.string(), message: z.string() })
					.nullable()
					.meta({ description: 'What stands between this line and an order (message in the request language), or null.' }),
			}),
		),
		origin: z
			.object({
				type: z.enum(['quote', 'campaign']),
				quoteId: z.string().nullable(),
				campaignId: z.string().nullable(),
				deadline: IsoDate.nullable().meta({ description: 'Until when the quote’s or campaign’s prices hold.' }),
			})
			.nullable()
			.meta({ description: 'An accepted quote or a won campaign whose prices these are; null for catalogue prices.' }),
		goodsAmount: z.number().int(),
		subsidyAmount: z.number().int(),
		pieces: z.number().int(),
		discountAmount: z.number().int(),
		payableAmount: z.number().int(),
		estimatedLogisticsAmount: z.number().int(),
		orderable: z.boolean(),
		coupons: z.array(
			z.object({
				userCouponId: z.string(),
				name: z.string(),
				amount: z.number().int(),
				thresholdType: z.number().int(),
				thresholdValue: z.number().int(),
				validUntil: IsoDate,
				discount: z.number().int().nullable(),
				reasonId: z.string().nullable(),
			}),
		),
		userCouponId: z.string().nullable(),
		address: z
			.object({
				id: z.string(),
				deliveryMode: z.number().int(),
				fullName: z.string(),
				phone: z.string(),
				isDefault: z.boolean(),
				country: Named,
				province: Named,
				city: Named,
				postcode: z.string().nullable(),
				addressLine: z.string().nullable(),
				pickupStore: z.object({ name: z.string(), address: z.string(), hours: z.string(), phone: z.string() }).nullable(),
			})
			.nullable()
			.meta({ description: 'The chosen address, else the buyer’s default.' }),
		paymentTypes: z.array(z.number().int()),
		transit: z.object({
			sea: z.object({ min: z.number().int(), max: z.number().int() }),
			air: z.object({ min: z.number().int(), max: z.number().int() }),
		}),
	})
	.meta({ id: 'TradeFlow' })

const PlacedDraft = z
	.object({ orderId: z.string(), number: z.string(), status: z.number().int(), payableAmount: z.number().int(), paymentType: z.number().int() })
	.nullable()
	.meta({ description: 'The order this draft placed, once placed.' })

/** The trade flow page's view for `state` (previewTradeFlow), as the app reads it; a quote or campaign that cannot be ordered is a 404. */
async function previewForApp(context: ApiContext, state: TradeFlowState) {
	const view = await previewTradeFlow(context.db, { userId: context.requireUser().id, locale: context.locale, state })
	if (!view) throw new ApiError(404, 'error.http.404')
	return {
		...view,
		lines: view.lines.map(({ typed: _typed, problem, ...line }) => ({
			...line,
			problem: problem ? { id: problem.id, message: context.t(problem.id, problem.values) } : null,
		})),
		origin: view.origin
			? view.origin.type === 'quote'
				? { type: 'quote' as const, quoteId: view.origin.quoteId, campaignId: null, deadline: iso(view.origin.validUntil) }
				: { type: 'campaign' as const, quoteId: null, campaignId: view.origin.campaignId, deadline: isoOrNull(view.origin.claimDeadline) }
			: null,
		coupons: view.coupons.map((coupon) => ({ ...coupon, validUntil: iso(coupon.validUntil) })),
	}
}

const PlacedAnswer = z
	.object({
		orderId: z.string(),
		number: z.string(),
		status: z.number().int(),
		payableAmount: z.number().int(),
		paymentType: z.number().int(),
		replayed: z.boolean().meta({ description: 'True when this draft or key had already placed the order.' }),
		next: z.enum(['pay', 'order']).meta({ description: 'pay: card and transfer pay the goods next; order: cash types (or nothing to pay).' }),
	})
	.meta({ id: 'PlacedOrder' })

/** The trade flow's state (its address) for what the app sent: the same reading as the page's. */
function tradeFlowState(input: z.output<typeof PreviewInput>, draftId: string | null): TradeFlowState {
	return {
		source: input.source,
		draftId,
		quoteId: input.quoteId ?? null,
		campaignId: input.campaignId ?? null,
		lines: input.lines.map((line) => ({ ...line, typed: String(line.quantity) })),
		addressId: input.addressId ?? null,
		userCouponId: input.userCouponId === COUPON_NONE ? COUPON_NONE : input.userCouponId,
		logisticsMethod: input.logisticsMethod ?? null,
		paymentType: (input.paymentType ?? null) as PaymentType | null,
		remark: input.remark,
	}
}

async function placeFromApp(context: ApiContext, input: z.output<typeof CreateOrderInput>) {
	const user = context.requireUser()
	const draftId = input.draftId ?? (await openCheckoutDraft(context.db, { userId: user.id }))
	// The trade flow's own form, as the page would send it: the same reading, the same checks, the same rows.
	const form = tradeFlowSearch(tradeFlowState(input, draftId))
	form.set('idempotencyKey', input.idempotencyKey)
	const result = await submitCheckout(context.db, { userId: user.id, locale: context.locale, form })
	if (!result.ok) {
		const issues = Object.entries(result.errors).map(([field, messageId]) => ({ field, message: context.t(messageId) }))
		throw new ApiError(result.status, result.messageId, undefined, { issues })
	}
	const { order } = result
	return {
		orderId: order.orderId,
		number: order.number,
		status: order.status,
		payableAmount: order.payableAmount,
		paymentType: order.paymentType,
		replayed: order.replayed,
		next: result.redirectTo.includes('/pages/payment/') ? ('pay' as const) : ('order' as const),
	}
}

export const ORDER_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/daftOrder/create`,
		group: 'orders',
		summary: 'Open a checkout draft: an order placed with it can never be placed twice (back button, a second tap).',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.object({ draftId: z.string() }),
		handler: async (_input, context) => ({ draftId: await openCheckoutDraft(context.db, { userId: context.requireUser().id }) }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/daftOrder/get`,
		group: 'orders',
		summary:
			'A checkout draft with the trade flow priced for the choices sent (as the trade flow page shows it), or the order it already placed; another buyer’s draft is a 404.',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: PreviewInput.extend({ draftId: RecordId }),
		response: z.object({ draftId: z.string(), placed: PlacedDraft, view: TradeFlow.nullable() }).meta({ id: 'CheckoutDraft' }),
		handler: async (input, context) => {
			const user = context.requireUser()
			const draft = await findCheckoutDraft(context.db, { userId: user.id, draftId: input.draftId })
			if (!draft) throw new ApiError(404, 'error.http.404')
			if (draft.placed) return { draftId: draft.id, placed: draft.placed, view: null }
			return { draftId: draft.id, placed: null, view: await previewForApp(context, tradeFlowState(input, draft.id)) }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/daftOrder/createRealOrderPre`,
		group: 'orders',
		summary: 'Price an order before placing it (the trade flow page): lines and their problems, coupons, amounts, address, payment types.',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: PreviewInput,
		response: TradeFlow,
		handler: (input, context) => previewForApp(context, tradeFlowState(input, null)),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/daftOrder/createRealOrder`,
		group: 'orders',
		summary: 'Place the order of a checkout draft (order/createOrder with the draft required): a draft places one order, ever.',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 422],
		request: CreateOrderInput.extend({ draftId: RecordId }),
		response: PlacedAnswer,
		handler: (input, context) => placeFromApp(context, input),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/createOrder`,
		group: 'orders',
		summary: 'Place an order (the trade flow’s rules: address, logistics and payment chosen, quantities within stock and minimum).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 422],
		request: CreateOrderInput,
		response: PlacedAnswer,
		handler: (input, context) => placeFromApp(context, input),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/getOrderPage`,
		group: 'orders',
		summary: 'One tab of the buyer’s orders, newest first; pass `cursor` from the previous page.',
		auth: 'required',
		state: 'implemented',
		request: z.object({
			tab: z.enum(ORDER_TAB_KEYS as [string, ...string[]]).default('all'),
			cursor: z.string().max(200).nullable().optional(),
			pageSize: z.number().int().min(1).max(50).default(16),
		}),
		response: z.object({ orders: z.array(OrderSummary), nextCursor: z.string().nullable() }),
		handler: async (input, context) => {
			const user = context.requireUser()
			const page = await listOrders(context.db, {
				userId: user.id,
				tab: input.tab as (typeof ORDER_TAB_KEYS)[number],
				cursor: input.cursor ?? null,
				limit: input.pageSize,
				locale: context.locale,
			})
			return {
				orders: page.orders.map(({ id, submittedAt, ...order }) => ({ orderId: id, submittedAt: iso(submittedAt), ...order })),
				nextCursor: page.nextCursor,
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/getStatusCount`,
		group: 'orders',
		summary: 'How many orders each tab holds.',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.record(z.string(), z.number().int()),
		handler: async (_input, context) => countOrdersByTab(context.db, context.requireUser().id),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/getOrderDetail`,
		group: 'orders',
		summary: 'One of the buyer’s orders (another buyer’s is a 404, as one that never existed).',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: OrderRef,
		response: OrderDetail,
		handler: async (input, context) => {
			const order = await getOrder(context.db, { userId: context.requireUser().id, orderId: input.orderId, locale: context.locale })
			return {
				orderId: order.id,
				number: order.number,
				status: order.status,
				paymentType: order.paymentType,
				logisticsMethod: order.logisticsMethod,
				deliveryMode: order.deliveryMode,
				address: order.address,
				remark: order.remark,
				goodsAmount: order.goodsAmount,
				discountAmount: order.discountAmount,
				subsidyAmount: order.subsidyAmount,
				payableAmount: order.payableAmount,
				estimatedLogisticsAmount: order.estimatedLogisticsAmount,
				logisticsNumber: order.logisticsNumber,
				submittedAt: iso(order.submittedAt),
				paidAt: isoOrNull(order.paidAt),
				goodsPaid: order.goodsPaid,
				items: order.items,
				payments: order.payments.map((payment) => ({ ...payment, createdAt: iso(payment.createdAt), succeededAt: isoOrNull(payment.succeededAt) })),
				actions: order.actions,
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/cancelOrder`,
		group: 'orders',
		summary: 'Cancel an order the buyer may still cancel.',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 422],
		request: OrderRef,
		response: Done,
		handler: async (input, context) => {
			await cancelOrder(context.db, { userId: context.requireUser().id, orderId: input.orderId })
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/updateOrderAddress`,
		group: 'orders',
		summary: 'Deliver an order to another of the buyer’s addresses, while the goods have not left the Iraqi warehouse (the order page’s change).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 422],
		request: OrderRef.extend({ addressId: RecordId }),
		response: Done,
		handler: async (input, context) => {
			await updateOrderAddress(context.db, {
				userId: context.requireUser().id,
				orderId: input.orderId,
				addressId: input.addressId,
				locale: context.locale,
			})
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/updateOrderRemark`,
		group: 'orders',
		summary: 'The buyer’s note for staff on an order, until the order is closed.',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 422],
		request: OrderRef.extend({ remark: z.string().max(2_000) }),
		response: Done,
		handler: async (input, context) => {
			await updateOrderRemark(context.db, { userId: context.requireUser().id, orderId: input.orderId, remark: input.remark })
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/updateOrderLogistic`,
		group: 'orders',
		summary: 'Ship by sea or air instead, while the order awaits payment; answers the new freight estimate (IQD).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 422],
		request: OrderRef.extend({ logisticsMethod: z.enum(LOGISTICS_METHODS) }),
		response: z.object({ estimate: z.number().int() }),
		handler: async (input, context) =>
			updateOrderLogistic(context.db, { userId: context.requireUser().id, orderId: input.orderId, logisticsMethod: input.logisticsMethod }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/confirmOrder`,
		group: 'orders',
		summary: 'Confirm the goods were received.',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 422],
		request: OrderRef,
		response: Done,
		handler: async (input, context) => {
			await confirmReceipt(context.db, { userId: context.requireUser().id, orderId: input.orderId })
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/sendOrderViewCode`,
		group: 'orders',
		summary:
			'A visitor (no account on this phone, or not signed in) asks to see one order: a one-time code goes to the phone when the number and phone match an order; the answer is the same when they do not. The sign-in limits apply (per phone and per address).',
		auth: 'none',
		state: 'implemented',
		errors: [422, 429],
		request: z.object({ orderNumber: OrderNumber, phone: VisitorPhone, channel: z.enum(['whatsapp', 'sms']).default('whatsapp') }),
		response: z.object({ orderNumber: z.string(), resendAt: IsoDate }),
		handler: async (input, context) => {
			const sent = await requestVisitorCode(
				{ db: context.db, sender: getCodeSender(), secret: otpSecret(), maxSendsPerIp: getEnv().OTP_MAX_SENDS_PER_IP },
				{ number: input.orderNumber, phone: input.phone, channel: input.channel, locale: context.locale, ip: context.ip },
			)
			return { orderNumber: sent.number, resendAt: iso(new Date(sent.resendAt)) }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/getOrderDetailForLandingPage`,
		group: 'orders',
		summary:
			'The order a visitor proved: with the code sendOrderViewCode sent (and the same number and phone), or with the proof an earlier answer gave (30 minutes). A wrong code is a 400; a proof that is forged, expired or for another order a 401.',
		auth: 'none',
		state: 'implemented',
		errors: [400, 401, 422, 429],
		request: z.union([z.object({ orderNumber: OrderNumber, phone: VisitorPhone, code: z.string().trim().min(1).max(12) }), z.object(VisitorProof)]),
		response: VisitorOrderAnswer,
		handler: async (input, context) => {
			if ('proof' in input) return visitorAnswer(context, await provenOrderOf(context, input))
			const proven = await verifyVisitorCode(
				{ db: context.db, secret: otpSecret() },
				{ number: input.orderNumber, phone: input.phone, code: input.code },
			)
			const order = await getOrderByNumber(context.db, proven.number)
			if (!order) throw new ApiError(404, 'error.http.404')
			return visitorAnswer(context, order)
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/order/track`,
		group: 'tracking',
		summary: 'The shipment timeline of one of the buyer’s orders (the logistics page’s): legs, events and the delivery estimate.',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: OrderRef,
		response: TrackingAnswer,
		handler: async (input, context) => {
			const tracking = await getTracking(context.db, { orderId: input.orderId, viewer: { kind: 'buyer', userId: context.requireUser().id } })
			return {
				...tracking,
				legs: tracking.legs.map((leg) => ({
					leg: leg.leg,
					state: leg.state,
					events: leg.events.map((event) => ({ id: event.id, occurredAt: iso(event.occurredAt), location: event.location, note: event.note })),
				})),
				estimate: estimate(tracking.estimate),
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/trace/pushEvent`,
		group: 'tracking',
		summary:
			'A batch of the app’s tracking events (show, close, click, time), stored as the web’s are: page URLs keep only their path and allowed query.',
		auth: 'optional',
		state: 'implemented',
		request: TrackingBatchSchema,
		response: z.object({ stored: z.number().int().meta({ description: 'Events kept (stale ones, older than a day, are dropped).' }) }),
		handler: async (input, context) => ({
			stored: await recordTrackingEvents(context.db, { userId: context.user?.id ?? null, events: input.events }),
		}),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/userAddress/list`,
		group: 'addresses',
		summary: 'The buyer’s addresses, the default first.',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.array(Address),
		handler: async (_input, context) => (await listAddresses(context.db, context.requireUser().id, context.locale)).map(address),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/userAddress/add`,
		group: 'addresses',
		summary: 'Add an address (the address form’s rules; deliveryMode "1" an address, "2" pickup at a store).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 422],
		request: AddressFormSchema,
		response: Address,
		handler: async (input, context) => {
			const user = context.requireUser()
			const created = await createAddress(context.db, user.id, input)
			return address(await getAddress(context.db, user.id, created.id, context.locale))
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/userAddress/delete`,
		group: 'addresses',
		summary: 'Delete one of the buyer’s addresses (orders keep the address they were placed with).',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: z.object({ addressId: RecordId }),
		response: Done,
		handler: async (input, context) => {
			await deleteAddress(context.db, context.requireUser().id, input.addressId)
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/userAddress/updateDefaultAddress`,
		group: 'addresses',
		summary: 'Make one of the buyer’s addresses the default.',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: z.object({ addressId: RecordId }),
		response: Done,
		handler: async (input, context) => {
			await setDefaultAddress(context.db, context.requireUser().id, input.addressId)
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/userAddress/getByParentId`,
		group: 'addresses',
		summary: 'Regions under a parent (null: the countries), in the request language.',
		auth: 'optional',
		state: 'implemented',
		request: z.object({ parentId: RecordId.nullable().default(null) }),
		response: z.array(z.object({ id: z.string(), code: z.string(), level: z.string(), name: z.string() })),
		handler: (input, context) => listRegions(context.db, { parentId: input.parentId, locale: context.locale }),
	}),
]
