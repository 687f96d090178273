import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { payments } from '#app/db/schema/index.ts'
import { PAYMENT_STAGES } from '#app/db/schema/order-vocabulary.ts'
import { href } from '#app/href.ts'
import { paymentLink } from '#app/links.ts'
import { uploadChatImage, uploadChatVoice } from '#app/modules/chat/chat-files.server.ts'
import { CHAT_IMAGE_MAX_BYTES, CLIENT_ID_PATTERN } from '#app/modules/chat/chat-limits.ts'
import { getOrCreateConversation } from '#app/modules/chat/chat.server.ts'
import { stageInquiryPhoto } from '#app/modules/inquiries/photo-uploads.server.ts'
import { PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { getBankAccount } from '#app/modules/payments/bank-account.server.ts'
import { beginCardCheckout } from '#app/modules/payments/card.server.ts'
import { getPaymentPage, type PaymentPageView } from '#app/modules/payments/payment-views.server.ts'
import { orderIdOfPayment, PaymentError, startPayment } from '#app/modules/payments/payments.server.ts'
import { MAX_SLIPS, SLIP_MAX_BYTES } from '#app/modules/payments/schema.ts'
import { stageSlipUpload, submitStagedSlips } from '#app/modules/payments/slip-uploads.server.ts'
import {
	beginVisitorCardCheckout,
	getVisitorPaymentPage,
	stageVisitorSlipUpload,
	startVisitorPayment,
	submitVisitorStagedSlips,
} from '#app/modules/payments/visitor-payments.server.ts'
import { visitorOrderPath } from '#app/modules/orders/ui/order-links.ts'
import { getPaymentGateway } from '#app/providers/payment/index.server.ts'
import { contentTypeOfKey, getStorage } from '#app/providers/storage/index.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type ApiContext } from '../context.server.ts'
import { API_V1, defineCall, RecordId } from '../define.server.ts'
import { ApiError } from '../errors.server.ts'
import { OrderNumber, provenOrderOf, ProofValue, VisitorProof } from './visitor-proof.server.ts'

/**
 * Uploads and payment (spec section 7): the file upload (bank slips, checked and re-encoded by the web's rules),
 * the methods and bank details the payment page shows, starting a payment (startPayment, as the page's form
 * does) and submitting the transfer's slips (the web's submitBankSlips). Another buyer's order or payment is a
 * 404, as one that never existed.
 *
 * A visitor pays as on the web's visitor order page (visitor-payments.server.ts): the `…NotLogin` calls take the order
 * number and the proof getOrderDetailForLandingPage answered (a proof forged, expired or for another order: 401) and
 * act on that order only (another order's payment: 404), for the stage the order waits for.
 */

export const UPLOAD_PATH = '/usb/upload/file'

const Stage = z.enum(PAYMENT_STAGES).default('goods').meta({ description: 'goods (the order) or logistics (the shipping bill).' })

const OrderStage = z.object({ orderId: RecordId, stage: Stage })

const UploadInput = z
	.object({
		type: z.enum(['slip', 'inquiry', 'chatImage', 'chatVoice']).meta({
			description:
				'What the file is for: slip (a bank-transfer slip; PNG, JPG, GIF or PDF; for pay/submitSlip), inquiry (a photo of a sourcing request: JPEG, PNG, WebP, GIF, AVIF or HEIC; for source/saveInquiry and source/updateInquiry), chatImage or chatVoice (a picture or a voice note for the next chat message: sendGroupMsg imageKeys / voiceKey).',
		}),
		clientId: z
			.string()
			.regex(CLIENT_ID_PATTERN)
			.optional()
			.meta({ description: 'chatImage, chatVoice: made by the app per file; the same id again answers the file already stored.' }),
		durationMs: z.coerce
			.number()
			.int()
			.min(0)
			.max(3_600_000)
			.optional()
			.meta({ description: 'chatVoice: the recording’s length as the app measured it.' }),
		orderNumber: OrderNumber.optional().meta({
			description: 'slip, for a visitor (no token): the order getOrderDetailForLandingPage opened, with its proof.',
		}),
		proof: ProofValue.optional().meta({
			description: 'slip, for a visitor: the proof of orderNumber. The slip is then for pay/submitSlipNotLogin of that order only.',
		}),
	})
	.superRefine((value, context) => {
		if ((value.type === 'chatImage' || value.type === 'chatVoice') && !value.clientId) {
			context.addIssue({ code: 'custom', path: ['clientId'], message: 'api.issue.required' })
		}
		// A visitor's slip names its order and proof together; nothing else is uploaded by a visitor.
		if ((value.orderNumber === undefined) !== (value.proof === undefined)) {
			context.addIssue({ code: 'custom', path: [value.proof === undefined ? 'proof' : 'orderNumber'], message: 'api.issue.required' })
		}
		if (value.proof !== undefined && value.type !== 'slip') context.addIssue({ code: 'custom', path: ['proof'], message: 'api.issue.unknown' })
	})

/** The largest type's limit streams, as on the web (slips and pictures 10 MB); each type's own limit is checked on the bytes (a voice note's 3 MB). */
const UPLOAD_MAX_BYTES = Math.max(SLIP_MAX_BYTES, CHAT_IMAGE_MAX_BYTES)

const StagedFile = z.object({
	name: z
		.string()
		.meta({ description: 'The stored file’s name, for the call that takes it (pay/submitSlip, source/saveInquiry, source/updateInquiry).' }),
	contentType: z.string(),
	byteSize: z.number().int(),
})

const Uploaded = z
	.object({
		name: z.string().meta({ description: 'The first (usually only) stored file.' }),
		files: z.array(StagedFile).meta({ description: 'Every stored file: a PDF is kept as one picture per page.' }),
	})
	.meta({ id: 'UploadedFile' })

const PayMethods = z
	.object({
		orderId: z.string(),
		orderNumber: z.string(),
		stage: z.enum(PAYMENT_STAGES),
		due: z.boolean().meta({ description: 'The order waits for the buyer to pay this stage.' }),
		amount: z.number().int().nullable().meta({ description: 'What the stage costs in IQD (null: not billed yet).' }),
		methods: z.array(z.number().int()).meta({ description: '10 card, 11 cash on delivery, 5 bank transfer, 3 cash at a store.' }),
		preferredType: z.number().int().nullable(),
		latest: z
			.object({ id: z.string(), type: z.number().int(), status: z.string(), failureReason: z.string().nullable(), slipCount: z.number().int() })
			.nullable(),
	})
	.meta({ id: 'PayMethods' })

const BankCard = z
	.object({ bankName: z.string(), branch: z.string(), swift: z.string(), accountName: z.string(), accountNumber: z.string(), demo: z.boolean() })
	.meta({ id: 'BankCard' })

const StartInput = OrderStage.extend({
	type: z.number().int().meta({ description: '10 card, 11 cash on delivery, 5 bank transfer, 3 cash at a store.', example: 5 }),
	idempotencyKey: z
		.string()
		.regex(/^[A-Za-z0-9_-]{8,100}$/)
		.meta({ description: 'A fresh key per attempt: the same key again answers the same payment.' }),
})

const Started = z
	.object({
		paymentId: z.string(),
		orderId: z.string(),
		orderNumber: z.string(),
		stage: z.enum(PAYMENT_STAGES),
		type: z.number().int(),
		amount: z.number().int(),
		status: z.string(),
		replayed: z.boolean(),
		redirectUrl: z.string().nullable().meta({ description: 'Card: the gateway’s checkout to open. Otherwise null.' }),
	})
	.meta({ id: 'StartedPayment' })

const SubmitSlipInput = z.object({
	paymentId: RecordId,
	files: z
		.array(z.string().max(200))
		.min(1)
		.max(MAX_SLIPS)
		.meta({ description: `The names /usb/upload/file answered (type slip), 1 to ${MAX_SLIPS}.` }),
})

const CardCheckout = z.object({ paymentId: z.string(), redirectUrl: z.string() }).meta({ id: 'CardCheckout' })

const VisitorInput = z.object(VisitorProof)

const VisitorStartInput = z.object({ ...VisitorProof, type: StartInput.shape.type, idempotencyKey: StartInput.shape.idempotencyKey })

const VisitorSubmitSlipInput = z.object({
	...VisitorProof,
	paymentId: RecordId,
	files: SubmitSlipInput.shape.files.meta({
		description: `The names /usb/upload/file answered (type slip, with this orderNumber and proof), 1 to ${MAX_SLIPS}.`,
	}),
})

const SlipsSubmitted = z
	.object({ paymentId: z.string(), slipIds: z.array(z.string()), status: z.literal('in_review') })
	.meta({ id: 'SlipsSubmitted' })

/** The gateway's checkout for a pending card payment (the payment page's beginCardCheckout), back to the payment page. */
async function cardCheckout(
	context: ApiContext,
	{ userId, paymentId, orderId, stage }: { userId: string; paymentId: string; orderId: string; stage: (typeof PAYMENT_STAGES)[number] },
) {
	const origin = getEnv().PUBLIC_URL ?? new URL(context.request.url).origin
	const checkout = await beginCardCheckout(context.db, getPaymentGateway(), {
		userId,
		paymentId,
		returnUrl: paymentLink(orderId, stage),
		callbackUrl: new URL(href('/pages/payment/callback'), origin).toString(),
		locale: context.locale,
	})
	return checkout.redirectUrl
}

/** What the payment page shows for a stage, as getPayWhiteList answers it. */
function payMethods(view: PaymentPageView): z.input<typeof PayMethods> {
	return {
		orderId: view.orderId,
		orderNumber: view.orderNumber,
		stage: view.stage,
		due: view.due,
		amount: view.amount,
		methods: view.methods,
		preferredType: view.preferredType,
		latest: view.latest
			? {
					id: view.latest.id,
					type: view.latest.type,
					status: view.latest.status,
					failureReason: view.latest.failureReason,
					slipCount: view.latest.slips.length,
				}
			: null,
	}
}

/** The gateway's checkout for a pending card payment of a visitor's proven order, back to the visitor order page. */
async function visitorCardCheckout(context: ApiContext, order: { id: string; number: string }, paymentId: string) {
	const origin = getEnv().PUBLIC_URL ?? new URL(context.request.url).origin
	const checkout = await beginVisitorCardCheckout(context.db, getPaymentGateway(), {
		provenOrderId: order.id,
		paymentId,
		returnUrl: visitorOrderPath(order.number),
		callbackUrl: new URL(href('/pages/payment/callback'), origin).toString(),
		locale: context.locale,
	})
	return checkout.redirectUrl
}

export const PAYMENT_CALLS = [
	defineCall({
		method: 'POST',
		path: UPLOAD_PATH,
		group: 'upload',
		summary: `Upload a file (multipart, field file) for a later call, checked by content and re-encoded as on the web: type=slip a bank slip (at most ${SLIP_MAX_BYTES / 1024 / 1024} MB), type=inquiry a photo for a sourcing request (at most ${CHAT_IMAGE_MAX_BYTES / 1024 / 1024} MB), type=chatImage or chatVoice a picture or voice note for the next chat message (with clientId; the chat’s own limits). Only the uploader can use the names answered. A visitor (no token) uploads a slip with the orderNumber and proof getOrderDetailForLandingPage answered, for pay/submitSlipNotLogin of that order.`,
		auth: 'optional',
		state: 'implemented',
		errors: [413, 415],
		upload: { field: 'file', description: 'The file.', maxFileSize: UPLOAD_MAX_BYTES, maxFiles: 1, tooLargeMessageId: 'payment.slip.tooLarge' },
		request: UploadInput,
		response: Uploaded,
		handler: async (input, context, files) => {
			const [file] = files
			if (input.orderNumber !== undefined && input.proof !== undefined) {
				const order = await provenOrderOf(context, { orderNumber: input.orderNumber, proof: input.proof })
				if (!file) throw new ApiError(400, 'payment.slip.required')
				const staged = await stageVisitorSlipUpload(context.db, { provenOrderId: order.id, bytes: new Uint8Array(await file.arrayBuffer()) })
				return { name: staged[0]!.name, files: staged }
			}
			const user = context.requireUser()
			if (input.type === 'chatImage' || input.type === 'chatVoice') {
				if (!file) throw new ApiError(400, input.type === 'chatVoice' ? 'chat.error.voiceRequired' : 'chat.error.imageRequired')
				const conversation = await getOrCreateConversation(context.db, user.id)
				const bytes = new Uint8Array(await file.arrayBuffer())
				const common = { userId: user.id, conversationId: conversation.id, clientId: input.clientId!, bytes }
				const stored =
					input.type === 'chatVoice'
						? await uploadChatVoice(context.db, getStorage(), { ...common, durationMs: input.durationMs ?? 0 })
						: await uploadChatImage(context.db, getStorage(), common)
				return {
					name: stored.key,
					files: [{ name: stored.key, contentType: contentTypeOfKey(stored.key) ?? 'application/octet-stream', byteSize: file.size }],
				}
			}
			if (input.type === 'inquiry') {
				if (!file) throw new ApiError(400, 'chat.error.imageRequired')
				const { name, contentType, byteSize } = await stageInquiryPhoto(user.id, new Uint8Array(await file.arrayBuffer()))
				return { name, files: [{ name, contentType, byteSize }] }
			}
			if (!file) throw new ApiError(400, 'payment.slip.required')
			const staged = await stageSlipUpload(user.id, new Uint8Array(await file.arrayBuffer()))
			return { name: staged[0]!.name, files: staged }
		},
	}),
	defineCall({
		method: 'POST',
		path: '/usb/uwb-app/api/getPayWhiteList',
		group: 'payment',
		summary: 'The payment methods this order’s stage may be paid with (the payment page’s rule), its amount and the newest attempt.',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: OrderStage,
		response: PayMethods,
		handler: async (input, context) => {
			const view = await getPaymentPage(context.db, { userId: context.requireUser().id, orderId: input.orderId, stage: input.stage })
			return payMethods(view)
		},
	}),
	defineCall({
		method: 'POST',
		path: '/usb/uwb-app/api/getPayWhiteListNotLogin',
		group: 'payment',
		summary:
			'For a visitor with a proof of the order: the payment methods of the stage the order waits for (goods when it waits for none: due false), its amount and the newest attempt, as the visitor order page shows them.',
		auth: 'none',
		state: 'implemented',
		errors: [401, 404],
		request: VisitorInput,
		response: PayMethods,
		handler: async (input, context) => {
			const order = await provenOrderOf(context, input)
			return payMethods(await getVisitorPaymentPage(context.db, { provenOrderId: order.id, stage: order.actions.pay ?? 'goods' }))
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/pay/getBackCard`,
		group: 'payment',
		summary: 'The account to transfer to (the bank details the payment page shows).',
		auth: 'required',
		state: 'implemented',
		request: z.object({}),
		response: BankCard,
		handler: async (_input, context) => {
			context.requireUser()
			return getBankAccount()
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/pay/getBackCardNotLogin`,
		group: 'payment',
		summary: 'The account to transfer to, for a visitor (the same bank details pay/getBackCard answers).',
		auth: 'optional',
		state: 'implemented',
		request: z.object({}),
		response: BankCard,
		handler: async () => getBankAccount(),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/v2/pay/payment`,
		group: 'payment',
		summary: 'Start paying a stage of an order by one method (the payment page’s rules); card answers the gateway’s checkout.',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 422, 502],
		request: StartInput,
		response: Started,
		handler: async (input, context) => {
			const user = context.requireUser()
			const started = await startPayment(context.db, { userId: user.id, ...input })
			let redirectUrl: string | null = null
			if (started.type === PAYMENT_TYPE.card && started.status === 'pending') {
				redirectUrl = await cardCheckout(context, { userId: user.id, paymentId: started.paymentId, orderId: started.orderId, stage: started.stage })
			}
			return { ...started, redirectUrl }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/v2/pay/paymentNotLogin`,
		group: 'payment',
		summary:
			'For a visitor with a proof of the order: start paying the stage the order waits for by one method (the visitor order page’s buttons, the buyer’s rules). Card answers the gateway’s checkout (back to the visitor order page); bank transfer is then paid with pay/submitSlipNotLogin; cash is paid on handover.',
		auth: 'none',
		state: 'implemented',
		errors: [401, 404, 409, 422, 502],
		request: VisitorStartInput,
		response: Started,
		handler: async (input, context) => {
			const order = await provenOrderOf(context, input)
			if (!order.actions.pay) throw new PaymentError('payment.error.notDue', 409)
			const started = await startVisitorPayment(context.db, {
				provenOrderId: order.id,
				stage: order.actions.pay,
				type: input.type,
				idempotencyKey: input.idempotencyKey,
			})
			const redirectUrl =
				started.type === PAYMENT_TYPE.card && started.status === 'pending' ? await visitorCardCheckout(context, order, started.paymentId) : null
			return { ...started, redirectUrl }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/apy/goPay`,
		group: 'payment',
		summary: 'Open the card gateway’s checkout again for a pending card payment of the buyer (pay again); answers where to send the buyer.',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 503],
		request: z.object({ paymentId: RecordId }),
		response: CardCheckout,
		handler: async (input, context) => {
			const user = context.requireUser()
			// Another buyer's payment, or none: 404 (orderIdOfPayment), before anything else is read.
			const orderId = await orderIdOfPayment(context.db, input.paymentId, user.id)
			const [payment] = await context.db.select({ stage: payments.stage }).from(payments).where(eq(payments.id, input.paymentId)).limit(1)
			const redirectUrl = await cardCheckout(context, { userId: user.id, paymentId: input.paymentId, orderId, stage: payment?.stage ?? 'goods' })
			return { paymentId: input.paymentId, redirectUrl }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/apy/goPayNotLogin`,
		group: 'payment',
		summary: 'For a visitor with a proof of the order: open the card gateway’s checkout again for a pending card payment of that order.',
		auth: 'none',
		state: 'implemented',
		errors: [401, 404, 409, 503],
		request: VisitorInput.extend({ paymentId: RecordId }),
		response: CardCheckout,
		handler: async (input, context) => {
			const order = await provenOrderOf(context, input)
			return { paymentId: input.paymentId, redirectUrl: await visitorCardCheckout(context, order, input.paymentId) }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/pay/submitSlip`,
		group: 'payment',
		summary: 'Send the slips of an open bank transfer for review (files uploaded with /usb/upload/file, type slip).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409],
		request: SubmitSlipInput,
		response: SlipsSubmitted,
		handler: async (input, context) => {
			const submitted = await submitStagedSlips(context.db, { userId: context.requireUser().id, paymentId: input.paymentId, names: input.files })
			return { ...submitted, status: 'in_review' as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/pay/submitSlipNotLogin`,
		group: 'payment',
		summary:
			'For a visitor with a proof of the order: send the slips of an open bank transfer of that order for review (files uploaded with /usb/upload/file, type slip, with the same orderNumber and proof).',
		auth: 'none',
		state: 'implemented',
		errors: [401, 404, 409],
		request: VisitorSubmitSlipInput,
		response: SlipsSubmitted,
		handler: async (input, context) => {
			const order = await provenOrderOf(context, input)
			const submitted = await submitVisitorStagedSlips(context.db, { provenOrderId: order.id, paymentId: input.paymentId, names: input.files })
			return { ...submitted, status: 'in_review' as const }
		},
	}),
]
