import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { inquiries, inquiryImages, type InquiryStatus } from '#app/db/schema/index.ts'
import { prepareChatImage, storeImage } from '#app/modules/chat/chat-files.server.ts'
import { announceMessage, ChatError, type ChatDeps, getOrCreateConversation, writeMessage } from '#app/modules/chat/chat.server.ts'
import { chatFileUrl } from '#app/modules/chat/chat-view.ts'
import { searchPhotoKey } from '#app/modules/search/photo-upload.ts'
import { type Storage } from '#app/providers/storage/storage.ts'
import { INQUIRY_PAGE_SIZE, type InquiryInput, MAX_INQUIRY_PHOTOS } from './schema.ts'

/*
 * Sourcing inquiries (spec: source saveInquiry, queryUserInquiries, getInquiryDetails, updateInquiry,
 * delInquiry). A buyer describes goods Dijla does not list; each new inquiry also appears as a card in the
 * buyer's conversation with support, where an agent answers (later with a quote). Photos are checked by
 * content and re-encoded like chat pictures; deleting is soft, for inquiries and their photos alike.
 */

export type InquiryField = 'description' | 'photos' | 'estimatedQuantity' | 'targetUnitPrice'

/** A refusal the route shows next to a field (or above the form) with its status; never a 500. */
export class InquiryError extends Error {
	override name = 'InquiryError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly field?: InquiryField,
	) {
		super(messageId)
	}
}

/** Not a live inquiry of this buyer (someone else's, deleted, made up): 404, so ids reveal nothing. */
export class InquiryNotFoundError extends InquiryError {
	override name = 'InquiryNotFoundError'
	constructor() {
		super('error.notFound.title', 404)
	}
}

export type InquiryImageView = { id: string; url: string; width: number; height: number }

export type InquirySummary = {
	id: string
	description: string
	estimatedQuantity: number
	targetUnitPrice: number | null
	status: InquiryStatus
	imageUrl: string | null
	photoCount: number
	createdAt: string
	updatedAt: string
}

export type InquiryDetails = Omit<InquirySummary, 'imageUrl' | 'photoCount'> & {
	attributes: Array<{ name: string; value: string }>
	images: InquiryImageView[]
	/** The buyer may still change it (not closed). */
	editable: boolean
}

/** The photos of a save: files as uploaded (checked and re-encoded here). */
export type InquiryPhotos = ReadonlyArray<Uint8Array>

/** The first live photo's key, for a query over `inquiries` (qualified: Drizzle leaves one table's columns bare). */
export const firstPhotoKey = sql<
	string | null
>`(select photo.storage_key from ${inquiryImages} photo where photo.inquiry_id = ${inquiries}.id and photo.deleted_at is null order by photo.sort, photo.created_at limit 1)`

const liveOf = (userId: string) => and(eq(inquiries.userId, userId), isNull(inquiries.deletedAt))

/** A deleted inquiry's photos stay, but are no longer counted or shown. */
const liveImage = isNull(inquiryImages.deletedAt)

/**
 * saveInquiry: a new inquiry with its photos, and its card in the buyer's conversation, in one commit (an
 * inquiry is never left without its card, nor a card without its inquiry); the chat hears of the card after
 * the commit. Photos are checked before anything is stored, so a bad photo leaves nothing behind.
 */
export async function saveInquiry(
	db: Db,
	storage: Storage,
	{ userId, input, photos = [] }: { userId: string; input: InquiryInput; photos?: InquiryPhotos },
	deps: ChatDeps = {},
): Promise<InquiryDetails> {
	const searchPhoto = input.searchPhotoId ? await readSearchPhoto(storage, input.searchPhotoId) : null
	const all = [...(searchPhoto ? [searchPhoto] : []), ...photos]
	if (all.length > MAX_INQUIRY_PHOTOS) throw new InquiryError('inquiry.photos.tooMany', 400, 'photos')
	const prepared = await preparePhotos(all)
	const keys = await Promise.all(prepared.map((image) => storeImage(storage, 'inquiries', image)))
	// An empty conversation is harmless on its own (the buyer's first message makes one the same way).
	const conversation = await getOrCreateConversation(db, userId)

	const { inquiry, card } = await db.transaction(async (tx) => {
		const [row] = await tx
			.insert(inquiries)
			.values({
				userId,
				description: input.description,
				attributes: input.attributes,
				estimatedQuantity: input.estimatedQuantity,
				targetUnitPrice: input.targetUnitPrice,
			})
			.returning()
		if (!row) throw new Error('inquiry was not stored')
		if (keys.length > 0) {
			await tx.insert(inquiryImages).values(
				keys.map((key, index) => ({
					inquiryId: row.id,
					storageKey: key,
					width: prepared[index]!.width,
					height: prepared[index]!.height,
					sort: index,
				})),
			)
		}
		// The card in the conversation; its client id is the inquiry's, so it is posted once whatever happens.
		const written = await writeMessage(tx, {
			userId,
			side: 'buyer',
			conversationId: conversation.id,
			clientId: `inquiry-${row.id}`,
			kind: 'inquiry',
			payload: { inquiryId: row.id },
		})
		return { inquiry: row, card: written }
	})

	if (!card.duplicate) await announceMessage(card, deps)
	return getInquiryDetails(db, userId, inquiry.id)
}

/** Each photo checked by content and re-encoded as the chat's pictures are; a bad one is an InquiryError on `photos`. */
export async function preparePhotos(photos: readonly Uint8Array[]) {
	try {
		return await Promise.all(photos.map((bytes) => prepareChatImage(bytes)))
	} catch (error) {
		if (error instanceof ChatError) throw new InquiryError(error.messageId, error.status, 'photos')
		throw error
	}
}

/** The stored photo of a search without a match (the id comes from the page, the key from the server). */
async function readSearchPhoto(storage: Storage, photoId: string): Promise<Uint8Array | null> {
	const file = await storage.get(searchPhotoKey(photoId))
	if (!file) return null
	return new Uint8Array(await new Response(file.body).arrayBuffer())
}

/** queryUserInquiries: the buyer's live inquiries, newest first. */
export async function queryUserInquiries(
	db: Db,
	userId: string,
	{ page = 1, pageSize = INQUIRY_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<{ items: InquirySummary[]; hasMore: boolean }> {
	const rows = await db
		.select({
			id: inquiries.id,
			description: inquiries.description,
			estimatedQuantity: inquiries.estimatedQuantity,
			targetUnitPrice: inquiries.targetUnitPrice,
			status: inquiries.status,
			createdAt: inquiries.createdAt,
			updatedAt: inquiries.updatedAt,
			imageKey: firstPhotoKey,
			photoCount: sql<number>`(select count(*)::int from ${inquiryImages} photo where photo.inquiry_id = ${inquiries}.id and photo.deleted_at is null)`,
		})
		.from(inquiries)
		.where(liveOf(userId))
		.orderBy(desc(inquiries.createdAt), desc(inquiries.id))
		.limit(pageSize + 1)
		.offset((Math.max(1, page) - 1) * pageSize)
	return {
		items: rows.slice(0, pageSize).map(({ imageKey, createdAt, updatedAt, photoCount, ...row }) => ({
			...row,
			photoCount: Number(photoCount),
			imageUrl: imageKey ? chatFileUrl(imageKey) : null,
			createdAt: createdAt.toISOString(),
			updatedAt: updatedAt.toISOString(),
		})),
		hasMore: rows.length > pageSize,
	}
}

/** getInquiryDetails: one of the buyer's live inquiries. InquiryNotFoundError for anyone else's. */
export async function getInquiryDetails(db: Db, userId: string, id: string): Promise<InquiryDetails> {
	const [row] = await db
		.select()
		.from(inquiries)
		.where(and(eq(inquiries.id, id), liveOf(userId)))
		.limit(1)
	if (!row) throw new InquiryNotFoundError()
	const images = await db
		.select()
		.from(inquiryImages)
		.where(and(eq(inquiryImages.inquiryId, id), liveImage))
		.orderBy(asc(inquiryImages.sort), asc(inquiryImages.createdAt))
	return {
		id: row.id,
		description: row.description,
		attributes: row.attributes,
		estimatedQuantity: row.estimatedQuantity,
		targetUnitPrice: row.targetUnitPrice,
		status: row.status,
		editable: row.status !== 'closed',
		images: images.map((image) => ({ id: image.id, url: chatFileUrl(image.storageKey), width: image.width, height: image.height })),
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/**
 * updateInquiry: new text and numbers, photos removed (soft) and added, at most 6 in all. A closed inquiry
 * cannot change (409).
 */
export async function updateInquiry(
	db: Db,
	storage: Storage,
	{ userId, id, input, photos = [] }: { userId: string; id: string; input: InquiryInput; photos?: InquiryPhotos },
): Promise<InquiryDetails> {
	const current = await getInquiryDetails(db, userId, id)
	if (!current.editable) throw new InquiryError('inquiry.closed', 409)
	const removing = new Set(input.removeImageIds.filter((imageId) => current.images.some((image) => image.id === imageId)))
	if (current.images.length - removing.size + photos.length > MAX_INQUIRY_PHOTOS) {
		throw new InquiryError('inquiry.photos.tooMany', 400, 'photos')
	}
	const prepared = await preparePhotos(photos)
	const keys = await Promise.all(prepared.map((image) => storeImage(storage, 'inquiries', image)))
	const nextSort = current.images.length
	await db.transaction(async (tx) => {
		const [locked] = await tx
			.select({ status: inquiries.status })
			.from(inquiries)
			.where(and(eq(inquiries.id, id), liveOf(userId)))
			.for('update')
		if (!locked) throw new InquiryNotFoundError()
		if (locked.status === 'closed') throw new InquiryError('inquiry.closed', 409)
		await tx
			.update(inquiries)
			.set({
				description: input.description,
				attributes: input.attributes,
				estimatedQuantity: input.estimatedQuantity,
				targetUnitPrice: input.targetUnitPrice,
			})
			.where(eq(inquiries.id, id))
		if (removing.size > 0) {
			await tx
				.update(inquiryImages)
				.set({ deletedAt: new Date() })
				.where(and(eq(inquiryImages.inquiryId, id), inArray(inquiryImages.id, [...removing]), liveImage))
		}
		if (keys.length > 0) {
			await tx.insert(inquiryImages).values(
				keys.map((key, index) => ({
					inquiryId: id,
					storageKey: key,
					width: prepared[index]!.width,
					height: prepared[index]!.height,
					sort: nextSort + index,
				})),
			)
		}
	})
	return getInquiryDetails(db, userId, id)
}

/** delInquiry: the inquiry leaves the buyer's list (soft: staff still see what was asked). */
export async function delInquiry(db: Db, userId: string, id: string): Promise<void> {
	const deleted = await db
		.update(inquiries)
		.set({ deletedAt: new Date() })
		.where(and(eq(inquiries.id, id), liveOf(userId)))
		.returning({ id: inquiries.id })
	if (deleted.length === 0) throw new InquiryNotFoundError()
}

/** How many live inquiries the buyer has (the conversations page's tab). */
export async function countUserInquiries(db: Db, userId: string): Promise<number> {
	const [row] = await db.select({ total: count() }).from(inquiries).where(liveOf(userId))
	return row?.total ?? 0
}
