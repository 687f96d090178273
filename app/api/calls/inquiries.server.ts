import { z } from 'zod'
import { INQUIRY_STATUSES } from '#app/db/schema/index.ts'
import {
	delInquiry,
	getInquiryDetails,
	type InquiryDetails,
	queryUserInquiries,
	saveInquiry,
	updateInquiry,
} from '#app/modules/inquiries/inquiries.server.ts'
import { readStagedInquiryPhotos } from '#app/modules/inquiries/photo-uploads.server.ts'
import { INQUIRY_PAGE_SIZE, InquiryFormSchema, MAX_INQUIRY_PHOTOS } from '#app/modules/inquiries/schema.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { type ApiContext } from '../context.server.ts'
import { API_V1, defineCall, Done, IsoDate, RecordId } from '../define.server.ts'

/**
 * Inquiries (spec section 7, "source"): sourcing requests a buyer sends to staff, by the inquiries module the
 * pages use (app/modules/inquiries): the form's own schema (a description of 5 to 1000 characters, attribute
 * rows, the estimated quantity and target unit price as a buyer types them), each new one a card in the buyer's
 * conversation with support, another buyer's inquiry a 404. Photos are uploaded first (/usb/upload/file, type
 * inquiry: the form's checks and re-encoding) and named here; another buyer's staged photo is refused (400).
 */

const Inquiry = z
	.object({
		id: z.string(),
		description: z.string(),
		attributes: z.array(z.object({ name: z.string(), value: z.string() })),
		estimatedQuantity: z.number().int(),
		targetUnitPrice: z.number().int().nullable().meta({ description: 'IQD per unit; null: left to Dijla.' }),
		status: z.enum(INQUIRY_STATUSES),
		editable: z.boolean().meta({ description: 'False once staff closed it.' }),
		images: z.array(z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() })),
		createdAt: IsoDate,
		updatedAt: IsoDate,
	})
	.meta({ id: 'Inquiry' })

const inquiry = (details: InquiryDetails) => ({
	id: details.id,
	description: details.description,
	attributes: details.attributes,
	estimatedQuantity: details.estimatedQuantity,
	targetUnitPrice: details.targetUnitPrice,
	status: details.status,
	editable: details.editable,
	images: details.images,
	createdAt: details.createdAt,
	updatedAt: details.updatedAt,
})

const InquiryRef = z.object({ inquiryId: RecordId })

const Photos = z.object({
	photos: z
		.array(z.string().max(200))
		.max(MAX_INQUIRY_PHOTOS)
		.default([])
		.meta({ description: `Names /usb/upload/file answered (type inquiry), at most ${MAX_INQUIRY_PHOTOS} photos on an inquiry in all.` }),
})

/** saveInquiry/updateInquiry with the buyer's staged photos (read before, deleted after the save). */
async function withPhotos<T>(context: ApiContext, names: readonly string[], save: (photos: Uint8Array[]) => Promise<T>): Promise<T> {
	const staged = await readStagedInquiryPhotos(context.requireUser().id, names)
	const saved = await save(staged.photos)
	await staged.release()
	return saved
}

const InquiryForm = InquiryFormSchema.meta({
	id: 'InquiryForm',
	description:
		'As the inquiry form sends it: estimatedQuantity (required) and targetUnitPrice (optional) as typed, e.g. "1,200" or "١٢٠٠"; attribute rows left empty are dropped.',
})

export const INQUIRY_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/source/saveInquiry`,
		group: 'inquiries',
		summary:
			'Send a sourcing request to staff, with photos uploaded first (type inquiry); it also appears as a card in the buyer’s conversation with support.',
		auth: 'required',
		state: 'implemented',
		request: Photos.and(InquiryForm),
		response: Inquiry,
		handler: async (input, context) =>
			inquiry(
				await withPhotos(context, input.photos, (photos) =>
					saveInquiry(context.db, getStorage(), { userId: context.requireUser().id, input, photos }),
				),
			),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/source/queryUserInquiries`,
		group: 'inquiries',
		summary: 'The buyer’s inquiries, newest first.',
		auth: 'required',
		state: 'implemented',
		request: z.object({ page: z.number().int().min(1).max(500).default(1) }),
		response: z.object({
			items: z.array(
				z.object({
					id: z.string(),
					description: z.string(),
					estimatedQuantity: z.number().int(),
					targetUnitPrice: z.number().int().nullable(),
					status: z.enum(INQUIRY_STATUSES),
					imageUrl: z.string().nullable(),
					photoCount: z.number().int(),
					createdAt: IsoDate,
					updatedAt: IsoDate,
				}),
			),
			page: z.number().int(),
			pageSize: z.number().int(),
			hasMore: z.boolean(),
		}),
		handler: async (input, context) => ({
			...(await queryUserInquiries(context.db, context.requireUser().id, { page: input.page })),
			page: input.page,
			pageSize: INQUIRY_PAGE_SIZE,
		}),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/source/getInquiryDetails`,
		group: 'inquiries',
		summary: 'One of the buyer’s inquiries (another buyer’s, or a deleted one, is a 404).',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: InquiryRef,
		response: Inquiry,
		handler: async (input, context) => inquiry(await getInquiryDetails(context.db, context.requireUser().id, input.inquiryId)),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/source/updateInquiry`,
		group: 'inquiries',
		summary: 'Change an inquiry staff have not closed (409 once closed); removeImageIds drops saved photos, photos adds uploaded ones.',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409],
		request: z.object({ inquiryId: RecordId }).and(Photos).and(InquiryForm),
		response: Inquiry,
		handler: async (input, context) =>
			inquiry(
				await withPhotos(context, input.photos, (photos) =>
					updateInquiry(context.db, getStorage(), { userId: context.requireUser().id, id: input.inquiryId, input, photos }),
				),
			),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/source/delInquiry`,
		group: 'inquiries',
		summary: 'Remove an inquiry from the buyer’s list (staff still see what was asked).',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: InquiryRef,
		response: Done,
		handler: async (input, context) => {
			await delInquiry(context.db, context.requireUser().id, input.inquiryId)
			return { done: true as const }
		},
	}),
]
