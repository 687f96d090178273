import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CHAT_IMAGE_MAX_BYTES, CHAT_VOICE_MAX_BYTES } from '#app/modules/chat/chat-limits.ts'
import { SLIP_MAX_BYTES } from '#app/modules/payments/schema.ts'
import { type createMemoryStorage } from '#app/providers/storage/index.server.ts'
import {
	callApi,
	callOk as ok,
	callUpload,
	signInByWhatsApp,
	startApiTestDatabase,
	stopApiTestDatabase,
	forgetStorage,
	useMemoryStorage,
} from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { translate } from './context.server.ts'
import { ErrorEnvelope } from './errors.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * Uploads other than slips through the app's API (issue 20 item 7): a photo for a sourcing request goes up
 * through /usb/upload/file (type inquiry: the inquiry form's checks and re-encoding, its 10 MB limit) and is
 * then named by source/saveInquiry or source/updateInquiry. Another buyer cannot attach it; a file that is not
 * a picture, a missing file or a missing token is a 4xx envelope. Chat pictures and voice notes go up the same way
 * (type chatImage/chatVoice, the chat's own upload: idempotent per clientId) and are sent with sendGroupMsg.
 */

const UPLOAD = '/usb/upload/file'
let database: TestDatabase
let storage: ReturnType<typeof createMemoryStorage>
let phones = 0

beforeAll(async () => {
	database = await startApiTestDatabase()
	storage = useMemoryStorage()
})
afterAll(async () => {
	forgetStorage()
	await stopApiTestDatabase(database)
})

async function buyer() {
	phones += 1
	return signInByWhatsApp(database.db, `77015${String(phones).padStart(5, '0')}`, { ip: `198.51.102.${phones}` })
}

/** A multipart upload as the app sends it. */
function upload<T = unknown>(form: FormData, token?: string) {
	return callUpload<T>(UPLOAD, form, { token })
}

function fileForm(bytes: Uint8Array, name: string, type: string) {
	const form = new FormData()
	form.set('type', type)
	form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
	return form
}

async function photo(width = 2400, height = 1200) {
	return new Uint8Array(
		await sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
			.png()
			.toBuffer(),
	)
}

const form = { description: 'Steel thermos, 1 litre', estimatedQuantity: '200', targetUnitPrice: '4,500', attributes: [] }
type InquiryAnswer = { id: string; images: Array<{ id: string; url: string; width: number; height: number }> }

describe('inquiry photos through /usb/upload/file', () => {
	test('a buyer uploads photos, sends an inquiry naming them, adds one more on edit; the staged copies are gone', async () => {
		const { token } = await buyer()
		const first = await upload<{ name: string; files: Array<{ name: string; contentType: string }> }>(
			fileForm(await photo(), 'a.png', 'inquiry'),
			token,
		)
		expect(first.status, JSON.stringify(first.body)).toBe(200)
		expect(first.body.data.files).toEqual([expect.objectContaining({ name: first.body.data.name, contentType: 'image/jpeg' })])
		expect(first.body.data.name).toMatch(/^inquiries\/[0-9a-f]{16}-[0-9a-f]{32}\.jpg$/)

		const saved = await ok<InquiryAnswer>(`${V1}/source/saveInquiry`, { token, body: { ...form, photos: [first.body.data.name] } })
		// Re-encoded as the form's photos are: at most 1600 pixels on the long side.
		expect(saved.images).toEqual([expect.objectContaining({ width: 1600, height: 800 })])
		expect(await storage.get(first.body.data.name)).toBeNull()
		// A name used once is gone.
		const again = await callApi(`${V1}/source/saveInquiry`, { token, headers: { language: 'en' }, body: { ...form, photos: [first.body.data.name] } })
		expect(again.status).toBe(400)
		expect(again.body.data).toMatchObject({ reason: 'inquiry.photos.unknownFile' })

		const second = await upload<{ name: string }>(fileForm(await photo(300, 300), 'b.png', 'inquiry'), token)
		const changed = await ok<InquiryAnswer>(`${V1}/source/updateInquiry`, {
			token,
			body: { inquiryId: saved.id, ...form, removeImageIds: [saved.images[0]!.id], photos: [second.body.data.name] },
		})
		expect(changed.images.map((image) => [image.width, image.height])).toEqual([[300, 300]])
	})

	test('another buyer’s photo cannot be attached; not a picture, no file, too many and no token are refused', async () => {
		const a = await buyer()
		const b = await buyer()
		const mine = await upload<{ name: string }>(fileForm(await photo(200, 200), 'a.png', 'inquiry'), a.token)
		const taken = await callApi(`${V1}/source/saveInquiry`, {
			token: b.token,
			headers: { language: 'en' },
			body: { ...form, photos: [mine.body.data.name] },
		})
		expect(taken.status).toBe(400)
		expect(ErrorEnvelope.parse(taken.body).message).toBe(translate('en', 'inquiry.photos.unknownFile'))
		expect(await storage.get(mine.body.data.name)).not.toBeNull()

		const text = await upload(fileForm(new TextEncoder().encode('not a picture at all'), 'a.png', 'inquiry'), a.token)
		expect(text.status).toBe(400)
		expect(text.body.data).toMatchObject({ reason: 'chat.error.notImage' })
		const none = new FormData()
		none.set('type', 'inquiry')
		expect((await upload(none, a.token)).body.data).toMatchObject({ reason: 'chat.error.imageRequired' })
		const wrongType = await upload(fileForm(await photo(20, 20), 'a.png', 'avatar-or-so'), a.token)
		expect(wrongType.status).toBe(400)
		expect(ErrorEnvelope.parse(wrongType.body).data.issues?.[0]?.field).toBe('type')
		const seven = Array.from({ length: 7 }, () => mine.body.data.name)
		const tooMany = await callApi(`${V1}/source/saveInquiry`, { token: a.token, headers: { language: 'en' }, body: { ...form, photos: seven } })
		expect(tooMany.status).toBe(400)
		expect(ErrorEnvelope.parse(tooMany.body).data.issues?.[0]?.field).toBe('photos')
		const anonymous = await upload(fileForm(await photo(20, 20), 'a.png', 'inquiry'))
		expect(anonymous.status).toBe(401)
		expect(anonymous.body.data).toMatchObject({ reason: 'api.error.signInRequired' })
	})
})

describe('chat pictures through /usb/upload/file', () => {
	test('a picture goes up with a clientId (the same id again is the same file) and is sent with sendGroupMsg; another buyer cannot send it', async () => {
		const a = await buyer()
		const b = await buyer()
		const form = fileForm(await photo(800, 600), 'chat.png', 'chatImage')
		form.set('clientId', 'chat-photo-0001')
		const first = await upload<{ name: string; files: Array<{ contentType: string }> }>(form, a.token)
		expect(first.status, JSON.stringify(first.body)).toBe(200)
		expect(first.body.data.name).toMatch(/^chat\/[0-9a-f]{32}\.jpg$/)
		expect(first.body.data.files[0]!.contentType).toBe('image/jpeg')
		const again = fileForm(await photo(10, 10), 'other.png', 'chatImage')
		again.set('clientId', 'chat-photo-0001')
		expect((await upload<{ name: string }>(again, a.token)).body.data.name).toBe(first.body.data.name)

		const CHAT = '/fanscrm/scrm/web/v1/chat'
		const sent = await callApi<{ message: { images: Array<{ url: string }> } }>(`${CHAT}/sendGroupMsg`, {
			token: a.token,
			body: { clientId: 'chat-message-0001', imageKeys: [first.body.data.name] },
		})
		expect(sent.status, JSON.stringify(sent.body)).toBe(200)
		const taken = await callApi(`${CHAT}/sendGroupMsg`, {
			token: b.token,
			headers: { language: 'en' },
			body: { clientId: 'chat-message-0002', imageKeys: [first.body.data.name] },
		})
		expect(taken.status).toBe(400)
		expect(ErrorEnvelope.parse(taken.body).data.reason).toBe('chat.error.fileMissing')
	})

	test('no clientId names the field; a voice note that is not audio and a missing file are refused', async () => {
		const { token } = await buyer()
		const noId = await upload(fileForm(await photo(20, 20), 'a.png', 'chatImage'), token)
		expect(noId.status).toBe(400)
		expect(ErrorEnvelope.parse(noId.body).data.issues).toEqual([{ field: 'clientId', message: translate('en', 'api.issue.required') }])
		const voice = fileForm(new TextEncoder().encode('not a recording'), 'v.webm', 'chatVoice')
		voice.set('clientId', 'chat-voice-0001')
		voice.set('durationMs', '3000')
		const refusedVoice = await upload(voice, token)
		// The chat's own refusal: not a recording it takes.
		expect(refusedVoice.status).toBe(415)
		expect(ErrorEnvelope.parse(refusedVoice.body).data.reason).toMatch(/^chat\.error\./)
		const empty = new FormData()
		empty.set('type', 'chatVoice')
		empty.set('clientId', 'chat-voice-0002')
		expect((await upload(empty, token)).body.data).toMatchObject({ reason: 'chat.error.voiceRequired' })
	})
})

/** `bytes` followed by zeros up to `size`: a real file of exactly that size (readers stop at the file's own end). */
function padded(bytes: Uint8Array, size: number): Uint8Array {
	const out = new Uint8Array(size)
	out.set(bytes)
	return out
}

describe('size limits, at the limit and one byte over', () => {
	const MB = 1024 * 1024
	const voiceNote = new Uint8Array(readFileSync(new URL('../../tests/fixtures/media/voice-opus.webm', import.meta.url)))

	test('a slip of 10 MB goes up; one byte more is a 413 naming the limit, and nothing is stored', async () => {
		const { token } = await buyer()
		const picture = await photo(400, 300)
		const atLimit = await upload<{ name: string }>(fileForm(padded(picture, SLIP_MAX_BYTES), 'slip.png', 'slip'), token)
		expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200)
		const stored = storage.keys().length
		const over = await upload(fileForm(padded(picture, SLIP_MAX_BYTES + 1), 'slip.png', 'slip'), token)
		expect(over.status).toBe(413)
		expect(ErrorEnvelope.parse(over.body)).toMatchObject({
			message: translate('en', 'payment.slip.tooLarge'),
			data: { reason: 'payment.slip.tooLarge' },
		})
		expect(storage.keys()).toHaveLength(stored)
	})

	test('a voice note of 3 MB passes the size check to be judged by content; one byte more is the chat’s 413', async () => {
		expect(CHAT_VOICE_MAX_BYTES).toBe(3 * MB)
		const { token } = await buyer()
		const form = (size: number, clientId: string) => {
			const voice = fileForm(padded(voiceNote, size), 'voice.webm', 'chatVoice')
			voice.set('clientId', clientId)
			voice.set('durationMs', '2000')
			return voice
		}
		// A recording padded to 3 MB passes the size check and is then judged by content (zeros after its end are not
		// a recording the chat takes): a 415, not the 413 one byte more gets.
		const atLimit = await upload(form(CHAT_VOICE_MAX_BYTES, 'chat-voice-limit-1'), token)
		expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(415)
		expect(ErrorEnvelope.parse(atLimit.body).data.reason).toBe('chat.error.notVoice')
		const over = await upload(form(CHAT_VOICE_MAX_BYTES + 1, 'chat-voice-limit-2'), token)
		expect(over.status).toBe(413)
		expect(ErrorEnvelope.parse(over.body).data.reason).toBe('chat.error.voiceTooLarge')
	})

	test('a chat picture of 10 MB goes up; one byte more is a 413', async () => {
		expect(CHAT_IMAGE_MAX_BYTES).toBe(10 * MB)
		const { token } = await buyer()
		const picture = await photo(400, 300)
		const form = (size: number, clientId: string) => {
			const image = fileForm(padded(picture, size), 'chat.png', 'chatImage')
			image.set('clientId', clientId)
			return image
		}
		const atLimit = await upload(form(CHAT_IMAGE_MAX_BYTES, 'chat-image-limit-1'), token)
		expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200)
		const over = await upload(form(CHAT_IMAGE_MAX_BYTES + 1, 'chat-image-limit-2'), token)
		expect(over.status).toBe(413)
	})
})
