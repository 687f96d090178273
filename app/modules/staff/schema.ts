import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from '#app/modules/auth/rules.ts'
import { CHAT_MESSAGE_MAX_LENGTH, ChatListQuerySchema, CLIENT_ID_PATTERN } from '#app/modules/chat/schema.ts'
import { REJECT_REASON_MAX_LENGTH } from '#app/modules/payments/schema.ts'
import { DEFAULT_INBOX_FILTER, INBOX_FILTERS, INBOX_SEARCH_MAX_LENGTH } from './inbox.ts'

/** The console's forms, the same in the browser and on the server. Messages are message ids. */

/** /staff/login: a username, e-mail or phone, and the password. */
export const StaffLoginSchema = z.object({
	account: z.string({ message: 'staff.login.accountRequired' }).trim().min(1, 'staff.login.accountRequired').max(100),
	password: z.string({ message: 'auth.password.required' }).min(1, 'auth.password.required').max(PASSWORD_MAX_LENGTH),
	redirectTo: z.string().max(2000).optional(),
})

/*
 * The order screens. Every amount is a whole, non-negative number typed by staff: Arabic-Indic digits are read
 * as digits and thousands separators are ignored ("١٥٬٠٠٠" is 15000); anything else is refused with a message.
 */

/** The second-stage costs of spec section 3, as the form names them; all IQD except the container storage fee. */
export const LOGISTICS_COST_FIELDS = [
	'maritimeFee',
	'containerStorageUsdCentsPerDay',
	'containerStorageDays',
	'chinaFreightSupplement',
	'insurance',
	'domesticWarehouseFee',
	'valueAddedServiceFee',
] as const
export type LogisticsCostField = (typeof LOGISTICS_COST_FIELDS)[number]
export type LogisticsCostsInput = Record<LogisticsCostField, number>

/** The largest fee in dinars one field takes (100 million IQD), so a slipped key cannot bill a fortune. */
export const MAX_FEE_IQD = 100_000_000
/** Container storage: at most 1,000 dollars a day (100,000 cents), for at most a year. */
export const MAX_CONTAINER_USD_CENTS_PER_DAY = 100_000
export const MAX_CONTAINER_STORAGE_DAYS = 365

export const LOGISTICS_COST_LIMITS: Record<LogisticsCostField, number> = {
	maritimeFee: MAX_FEE_IQD,
	containerStorageUsdCentsPerDay: MAX_CONTAINER_USD_CENTS_PER_DAY,
	containerStorageDays: MAX_CONTAINER_STORAGE_DAYS,
	chinaFreightSupplement: MAX_FEE_IQD,
	insurance: MAX_FEE_IQD,
	domesticWarehouseFee: MAX_FEE_IQD,
	valueAddedServiceFee: MAX_FEE_IQD,
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
const SEPARATORS = /[\s,\u066b\u066c\u060c']/g

/** Why a typed amount is not a whole number of at most `max`, as a message id; null when it is fine. */
export function wholeAmountProblem(value: number, max: number): string | null {
	if (!Number.isFinite(value) || !Number.isInteger(value)) return 'staff.costs.notWholeNumber'
	if (value < 0) return 'staff.costs.negative'
	if (value > max) return 'staff.costs.tooLarge'
	return null
}

function wholeAmount(max: number) {
	return z.string({ message: 'staff.costs.required' }).transform((typed, context) => {
		const cleaned = typed.replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10)).replace(SEPARATORS, '')
		if (cleaned === '') {
			context.addIssue({ code: 'custom', message: 'staff.costs.required' })
			return z.NEVER
		}
		if (/^[-\u2212]/.test(cleaned)) {
			context.addIssue({ code: 'custom', message: 'staff.costs.negative' })
			return z.NEVER
		}
		if (!/^\d+$/.test(cleaned)) {
			context.addIssue({ code: 'custom', message: 'staff.costs.notWholeNumber' })
			return z.NEVER
		}
		const problem = wholeAmountProblem(Number(cleaned), max)
		if (problem) {
			context.addIssue({ code: 'custom', message: problem })
			return z.NEVER
		}
		return Number(cleaned)
	})
}

export const LogisticsCostsSchema = z.object({
	intent: z.literal('costs'),
	...(Object.fromEntries(LOGISTICS_COST_FIELDS.map((field) => [field, wholeAmount(LOGISTICS_COST_LIMITS[field])])) as Record<
		LogisticsCostField,
		ReturnType<typeof wholeAmount>
	>),
})

/** What staff write when they close an order (cancel, terminate): shown to the buyer and kept in the audit trail. */
export const CLOSE_REASON_MAX_LENGTH = 200
export const NOTE_MAX_LENGTH = 200

export const OrderEventFormSchema = z.object({
	intent: z.literal('event'),
	event: z.string({ message: 'staff.order.eventInvalid' }).min(1, 'staff.order.eventInvalid').max(40),
	note: z.string().trim().max(NOTE_MAX_LENGTH, 'staff.order.noteTooLong').optional(),
})

export const CloseOrderFormSchema = z.object({
	intent: z.literal('close'),
	event: z.enum(['cancelled', 'cancelledBeforePurchase', 'terminated'], { message: 'staff.order.eventInvalid' }),
	reason: z
		.string({ message: 'staff.order.reasonRequired' })
		.trim()
		.min(1, 'staff.order.reasonRequired')
		.max(CLOSE_REASON_MAX_LENGTH, 'staff.order.reasonTooLong'),
})

/** The carrier's tracking number: letters, digits and dashes, as carriers print them. */
export const LOGISTICS_NUMBER_MAX_LENGTH = 64
export const LogisticsNumberFormSchema = z.object({
	intent: z.literal('logistics-number'),
	logisticsNumber: z
		.string()
		.trim()
		.max(LOGISTICS_NUMBER_MAX_LENGTH, 'staff.order.logisticsNumberInvalid')
		.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'staff.order.logisticsNumberInvalid')
		.optional(),
})

/** A step of the shipment timeline; the time is the console's datetime-local field, read as Baghdad time. */
export const LogisticsEventFormSchema = z.object({
	intent: z.literal('logistics-event'),
	leg: z.string({ message: 'staff.logistics.legRequired' }).min(1, 'staff.logistics.legRequired'),
	occurredAt: z.string({ message: 'staff.logistics.timeRequired' }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'staff.logistics.timeInvalid'),
	location: z.string().trim().max(100, 'staff.logistics.locationTooLong').optional(),
	note: z.string().trim().max(500, 'staff.logistics.noteTooLong').optional(),
})

export const OrderActionSchema = z.discriminatedUnion('intent', [
	OrderEventFormSchema,
	CloseOrderFormSchema,
	LogisticsCostsSchema,
	LogisticsNumberFormSchema,
	LogisticsEventFormSchema,
])

/** The orders list's query: a tab, a search (order number, buyer phone or name) and a page. */
export const ORDER_SEARCH_MAX_LENGTH = 60

/**
 * The payment decisions of the console (payments to review, and the order page, which posts here with
 * `redirectTo` to come back): approve or reject a transfer's slips, mark cash collected or report it not collected.
 * A rejection and a collection that failed carry the reason the buyer reads.
 */
const paymentId = z.string().min(1).max(64)
const backTo = z.string().max(2000).optional()
const reason = z
	.string({ message: 'payment.review.reasonRequired' })
	.trim()
	.min(1, 'payment.review.reasonRequired')
	.max(REJECT_REASON_MAX_LENGTH, 'payment.review.reasonTooLong')
export const PaymentDecisionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('approve'), paymentId, redirectTo: backTo }),
	z.object({ intent: z.literal('reject'), paymentId, redirectTo: backTo, reason }),
	z.object({ intent: z.literal('cash'), paymentId, redirectTo: backTo }),
	z.object({ intent: z.literal('notCollected'), paymentId, redirectTo: backTo, reason }),
])

/* The desk's resource routes (JSON in and out). */
const conversationId = z.string().min(1).max(64)

export const StaffInboxQuerySchema = z.object({
	filter: z.enum(INBOX_FILTERS).catch(DEFAULT_INBOX_FILTER),
	q: z.string().trim().max(INBOX_SEARCH_MAX_LENGTH).catch(''),
})

export const StaffMessagesQuerySchema = ChatListQuerySchema.extend({ conversationId })

export const StaffReplySchema = z.object({
	conversationId,
	clientId: z.string().regex(CLIENT_ID_PATTERN),
	body: z.string({ message: 'chat.error.empty' }).trim().min(1, 'chat.error.empty').max(CHAT_MESSAGE_MAX_LENGTH, 'chat.error.tooLong'),
})

export const StaffReadSchema = z.object({ conversationId, seq: z.coerce.number().int().min(0) })

export const StaffPresenceSchema = z.object({ conversationId: conversationId.nullable() })
