import { parseWithZod } from '@conform-to/zod/v4'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { getBuyerConversation, listMessages } from '#app/modules/chat/chat.server.ts'
import { type RealtimeEvent } from '#app/realtime/channels.ts'
import { getPrivateFile } from '#app/modules/chat/chat-files.server.ts'
import { createBuyer } from '#app/modules/favorites/test-shop.server.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { delInquiry, getInquiryDetails, InquiryNotFoundError, queryUserInquiries, saveInquiry, updateInquiry } from './inquiries.server.ts'
import { type InquiryInput, InquiryFormSchema } from './schema.ts'

/** Set to make the next inquiry card fail after it was written (a failure inside the inquiry's transaction). */
const cardFailure = vi.hoisted(() => ({ next: null as Error | null }))
vi.mock('#app/modules/chat/chat.server.ts', async (importOriginal) => {
	const original = await importOriginal<typeof import('#app/modules/chat/chat.server.ts')>()
	return {
		...original,
		writeMessage: async (...args: Parameters<typeof original.writeMessage>) => {
			const written = await original.writeMessage(...args)
			const failure = cardFailure.next
			cardFailure.next = null
			if (failure) throw failure
			return written
		},
	}
})

let handle: TestDatabase
const storage = createMemoryStorage()
const deps = { publish: async () => {} }

beforeAll(async () => {
	handle = await createTestDatabase()
})
afterAll(() => handle.close())

function form(fields: Record<string, string | string[]>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) formData.append(name, one)
	const submission = parseWithZod(formData, { schema: InquiryFormSchema })
	return { status: submission.status, error: submission.reply().error, value: submission.status === 'success' ? submission.value : null }
}

const input = (overrides: Partial<InquiryInput> = {}): InquiryInput => ({
	description: 'Stainless steel water bottles, 750 ml, with our logo',
	attributes: [{ name: 'Colour', value: 'Black' }],
	estimatedQuantity: 500,
	targetUnitPrice: 4500,
	removeImageIds: [],
	searchPhotoId: null,
	...overrides,
})

const photo = async (colour = '#2a6') =>
	new Uint8Array(
		await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
			.png()
			.toBuffer(),
	)

describe('the form', () => {
	test('an empty form names every missing field, in the buyer’s language', () => {
		const result = form({ description: '', estimatedQuantity: '' })
		expect(result.status).toBe('error')
		expect(result.error).toMatchObject({
			description: ['inquiry.description.required'],
			estimatedQuantity: ['inquiry.quantity.required'],
		})
	})

	test('half-filled attributes, a zero quantity and a bad price are each refused', () => {
		const result = form({
			description: 'Plastic chairs',
			'attributes[0].name': 'Colour',
			'attributes[0].value': '',
			'attributes[1].name': '',
			'attributes[1].value': '',
			estimatedQuantity: '0',
			targetUnitPrice: 'cheap',
		})
		expect(result.error).toMatchObject({
			'attributes[0].value': ['inquiry.attribute.valueRequired'],
			estimatedQuantity: ['inquiry.quantity.invalid'],
			targetUnitPrice: ['inquiry.price.invalid'],
		})
		expect(result.error?.['attributes[1].name']).toBeUndefined()
	})

	test('Arabic-Indic digits and thousands separators are read as numbers; empty rows are dropped', () => {
		const result = form({
			description: 'كراسي بلاستيك للحدائق',
			'attributes[0].name': 'اللون',
			'attributes[0].value': 'أبيض',
			'attributes[1].name': '',
			'attributes[1].value': '',
			estimatedQuantity: '١٬٢٠٠',
			targetUnitPrice: '7,500',
		})
		expect(result.status).toBe('success')
		expect(result.value).toMatchObject({
			attributes: [{ name: 'اللون', value: 'أبيض' }],
			estimatedQuantity: 1200,
			targetUnitPrice: 7500,
		})
	})
})

describe('inquiries', () => {
	test('a new inquiry is listed, shows its photos, and appears as a card in the buyer’s chat', async () => {
		const buyerId = await createBuyer(handle.db)
		const saved = await saveInquiry(handle.db, storage, { userId: buyerId, input: input(), photos: [await photo(), await photo('#a26')] }, deps)
		expect(saved).toMatchObject({ status: 'open', estimatedQuantity: 500, targetUnitPrice: 4500, attributes: [{ name: 'Colour', value: 'Black' }] })
		expect(saved.images).toHaveLength(2)

		const list = await queryUserInquiries(handle.db, buyerId)
		expect(list.items).toMatchObject([{ id: saved.id, photoCount: 2, imageUrl: saved.images[0]!.url }])

		const conversation = await getBuyerConversation(handle.db, buyerId)
		const page = await listMessages(handle.db, { conversationId: conversation!.id, locale: 'en' })
		expect(page.messages).toMatchObject([
			{ kind: 'inquiry', side: 'buyer', card: { type: 'inquiry', inquiry: { id: saved.id, estimatedQuantity: 500 } } },
		])
	})

	test('the card is announced once the inquiry and its card are committed; if the card fails, neither is kept', async () => {
		const buyerId = await createBuyer(handle.db)
		const published: Array<{ channel: string; event: RealtimeEvent; committed: number }> = []
		const recording = {
			publish: async (channel: string, event: RealtimeEvent) => {
				// What a buyer's other tab would read at that moment.
				published.push({ channel, event, committed: (await queryUserInquiries(handle.db, buyerId)).items.length })
			},
		}

		cardFailure.next = new Error('the chat could not take the card')
		await expect(saveInquiry(handle.db, storage, { userId: buyerId, input: input() }, recording)).rejects.toThrow('the chat could not take the card')
		expect((await queryUserInquiries(handle.db, buyerId)).items).toEqual([])
		const conversation = await getBuyerConversation(handle.db, buyerId)
		expect((await listMessages(handle.db, { conversationId: conversation!.id, locale: 'en' })).messages).toEqual([])
		expect(published).toEqual([])

		const saved = await saveInquiry(handle.db, storage, { userId: buyerId, input: input() }, recording)
		const page = await listMessages(handle.db, { conversationId: conversation!.id, locale: 'en' })
		expect(page.messages).toMatchObject([{ kind: 'inquiry', card: { type: 'inquiry', inquiry: { id: saved.id } } }])
		const announced = published.map(({ channel, event, committed }) => ({ channel, kind: event.kind, messageId: event.messageId, committed }))
		expect(announced.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
			{ channel: 'staff', kind: 'chat.message', messageId: page.messages[0]!.id, committed: 1 },
			{ channel: `user:${buyerId}`, kind: 'chat.message', messageId: page.messages[0]!.id, committed: 1 },
		])
	})

	test('a file that is not a picture, or a seventh photo, is refused and nothing is saved', async () => {
		const buyerId = await createBuyer(handle.db)
		const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>')
		await expect(saveInquiry(handle.db, storage, { userId: buyerId, input: input(), photos: [text] }, deps)).rejects.toMatchObject({
			messageId: 'chat.error.notImage',
			field: 'photos',
			status: 400,
		})
		const seven = await Promise.all(Array.from({ length: 7 }, () => photo()))
		await expect(saveInquiry(handle.db, storage, { userId: buyerId, input: input(), photos: seven }, deps)).rejects.toMatchObject({
			messageId: 'inquiry.photos.tooMany',
		})
		expect((await queryUserInquiries(handle.db, buyerId)).items).toEqual([])
	})

	test('only its buyer can see, change or delete an inquiry, or its photos', async () => {
		const owner = await createBuyer(handle.db)
		const other = await createBuyer(handle.db)
		const saved = await saveInquiry(handle.db, storage, { userId: owner, input: input(), photos: [await photo()] }, deps)
		const key = saved.images[0]!.url.replace('/resources/chat-file/', '')

		await expect(getInquiryDetails(handle.db, other, saved.id)).rejects.toBeInstanceOf(InquiryNotFoundError)
		await expect(updateInquiry(handle.db, storage, { userId: other, id: saved.id, input: input({ description: 'Mine now' }) })).rejects.toMatchObject(
			{
				status: 404,
			},
		)
		await expect(delInquiry(handle.db, other, saved.id)).rejects.toBeInstanceOf(InquiryNotFoundError)
		expect(await getPrivateFile(handle.db, storage, { user: { id: other, role: 'buyer' }, key })).toBeNull()
		expect(await getPrivateFile(handle.db, storage, { user: { id: owner, role: 'buyer' }, key })).not.toBeNull()
		expect((await queryUserInquiries(handle.db, other)).items).toEqual([])
		expect((await getInquiryDetails(handle.db, owner, saved.id)).description).toBe(input().description)
	})

	test('editing replaces the text and photos; deleting hides it from the buyer but keeps it', async () => {
		const buyerId = await createBuyer(handle.db)
		const saved = await saveInquiry(handle.db, storage, { userId: buyerId, input: input(), photos: [await photo(), await photo('#222')] }, deps)
		const updated = await updateInquiry(handle.db, storage, {
			userId: buyerId,
			id: saved.id,
			input: input({ description: 'Water bottles, 1 litre', targetUnitPrice: null, removeImageIds: [saved.images[0]!.id] }),
			photos: [await photo('#f00')],
		})
		expect(updated).toMatchObject({ description: 'Water bottles, 1 litre', targetUnitPrice: null })
		expect(updated.images.map((image) => image.id)).not.toContain(saved.images[0]!.id)
		expect(updated.images).toHaveLength(2)

		await delInquiry(handle.db, buyerId, saved.id)
		expect((await queryUserInquiries(handle.db, buyerId)).items).toEqual([])
		await expect(getInquiryDetails(handle.db, buyerId, saved.id)).rejects.toBeInstanceOf(InquiryNotFoundError)
		// The chat card stays, saying the inquiry is gone.
		const conversation = await getBuyerConversation(handle.db, buyerId)
		const page = await listMessages(handle.db, { conversationId: conversation!.id, locale: 'en' })
		expect(page.messages[0]?.card).toMatchObject({ type: 'inquiry', inquiry: { id: saved.id, deleted: true } })
	})

	test('a photo from a search without a match starts the inquiry', async () => {
		const buyerId = await createBuyer(handle.db)
		const photoId = 'ab'.repeat(16)
		await storage.put(
			`search/${photoId}.jpg`,
			new Uint8Array(
				await sharp(await photo())
					.jpeg()
					.toBuffer(),
			),
			'image/jpeg',
		)
		const saved = await saveInquiry(handle.db, storage, { userId: buyerId, input: input({ searchPhotoId: photoId }) }, deps)
		expect(saved.images).toHaveLength(1)
		expect(saved.images[0]!.url).toMatch(/^\/resources\/chat-file\/inquiries\//)
	})
})
