import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SEARCH_PHOTO_MAX_BYTES } from '#app/modules/search/photo-upload.ts'
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
 * Search history and photo search through the app's API (spec section 7 "search"): the recent searches the
 * search page keeps (one per query however spelled, per buyer), and a photo search by the photo search page's
 * checks. Another buyer's entry cannot be removed; bad input is a 4xx envelope; the history needs a token.
 */

let database: TestDatabase
let phones = 0

beforeAll(async () => {
	database = await startApiTestDatabase()
	useMemoryStorage()
})
afterAll(async () => {
	forgetStorage()
	await stopApiTestDatabase(database)
})

async function buyer() {
	phones += 1
	return signInByWhatsApp(database.db, `77016${String(phones).padStart(5, '0')}`, { ip: `198.51.103.${phones}` })
}

async function refused(path: string, status: number, options: Parameters<typeof callApi>[1] = {}) {
	const answer = await callApi(path, { headers: { language: 'en' }, ...options })
	expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(status)
	return ErrorEnvelope.parse(answer.body)
}

function photoUpload<T = unknown>(form: FormData) {
	return callUpload<T>(`${V1}/search/imageUpload`, form)
}

type Recent = Array<{ id: string; query: string }>

describe('search history', () => {
	test('searches are remembered once however spelled, newest first; one is removed, then all', async () => {
		const { token } = await buyer()
		expect(await ok<Recent>(`${V1}/searchHistory/list`, { token, body: {} })).toEqual([])
		await ok(`${V1}/searchHistory/save`, { token, body: { keyword: 'kettle' } })
		await ok(`${V1}/searchHistory/save`, { token, body: { keyword: 'thermal cup' } })
		const saved = await ok<Recent>(`${V1}/searchHistory/save`, { token, body: { keyword: '  KETTLE ' } })
		expect(saved.map((entry) => entry.query)).toEqual(['KETTLE', 'thermal cup'])
		// Nothing to search for is not kept.
		expect(await ok<Recent>(`${V1}/searchHistory/save`, { token, body: { keyword: '???' } })).toHaveLength(2)
		const left = await ok<Recent>(`${V1}/searchHistory/delete`, { token, body: { id: saved[0]!.id } })
		expect(left.map((entry) => entry.query)).toEqual(['thermal cup'])
		expect(await ok(`${V1}/searchHistory/delete`, { token, body: {} })).toEqual([])
	})

	test('another buyer’s entry is a 404 and stays; bad input is a 400 naming the field; no token is a 401', async () => {
		const a = await buyer()
		const b = await buyer()
		const [entry] = await ok<Recent>(`${V1}/searchHistory/save`, { token: a.token, body: { keyword: 'rice cooker' } })
		const other = await refused(`${V1}/searchHistory/delete`, 404, { token: b.token, body: { id: entry!.id } })
		expect(other.message).toBe(translate('en', 'error.http.404'))
		expect(await ok<Recent>(`${V1}/searchHistory/list`, { token: b.token, body: {} })).toEqual([])
		expect(await ok<Recent>(`${V1}/searchHistory/list`, { token: a.token, body: {} })).toEqual([entry])
		expect((await refused(`${V1}/searchHistory/save`, 400, { token: a.token, body: { keyword: 42 } })).data.issues?.[0]?.field).toBe('keyword')
		expect((await refused(`${V1}/searchHistory/save`, 400, { token: a.token, body: { keyword: '   ' } })).data.issues?.[0]?.field).toBe('keyword')
		expect((await refused(`${V1}/searchHistory/delete`, 400, { token: a.token, body: { id: 'a b' } })).data.issues?.[0]?.field).toBe('id')
		for (const path of ['list', 'save', 'delete']) {
			expect((await refused(`${V1}/searchHistory/${path}`, 401, { body: { keyword: 'x' } })).data.reason).toBe('api.error.signInRequired')
		}
	})
})

describe('photo search', () => {
	test('a photo is checked, kept under an id and searched with; the id searches again', async () => {
		const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0392b' } })
			.png()
			.toBuffer()
		const form = new FormData()
		form.set('file', new File([new Uint8Array(png)], 'photo.png'))
		const first = await photoUpload<{ photoId: string; photoUrl: string; items: unknown[] }>(form)
		expect(first.status, JSON.stringify(first.body)).toBe(200)
		expect(first.body.data.photoId).toMatch(/^[0-9a-f]{32}$/)
		expect(first.body.data.photoUrl).toContain(first.body.data.photoId)
		const again = await ok<{ photoId: string; items: unknown[] }>(`${V1}/search/appSearchSameParagraph`, {
			body: { photoId: first.body.data.photoId },
		})
		expect(again).toEqual(first.body.data)
	})

	test('not a picture, no file, an unknown or malformed id are refused as envelopes', async () => {
		const text = new FormData()
		text.set('file', new File([new TextEncoder().encode('hello')], 'photo.png'))
		expect((await photoUpload(text)).body).toMatchObject({ code: 400, data: { reason: 'photoSearch.error.notImage' } })
		expect((await photoUpload(new FormData())).body).toMatchObject({ code: 400, data: { reason: 'photoSearch.error.required' } })
		await refused(`${V1}/search/appSearchSameParagraph`, 404, { body: { photoId: '0'.repeat(32) } })
		expect((await refused(`${V1}/search/appSearchSameParagraph`, 400, { body: { photoId: '../x' } })).data.issues?.[0]?.field).toBe('photoId')
	})

	test('a photo of 10 MB is searched with; one byte more is a 413 naming the limit', async () => {
		expect(SEARCH_PHOTO_MAX_BYTES).toBe(10 * 1024 * 1024)
		const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#16a085' } })
			.png()
			.toBuffer()
		// The picture, then zeros up to the size: a real file of exactly that many bytes.
		const sized = (size: number) => {
			const bytes = new Uint8Array(size)
			bytes.set(png)
			const form = new FormData()
			form.set('file', new File([bytes], 'photo.png'))
			return form
		}
		const atLimit = await photoUpload(sized(SEARCH_PHOTO_MAX_BYTES))
		expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200)
		const over = await photoUpload(sized(SEARCH_PHOTO_MAX_BYTES + 1))
		expect(over.body).toMatchObject({
			code: 413,
			message: translate('en', 'photoSearch.error.tooLarge'),
			data: { reason: 'photoSearch.error.tooLarge' },
		})
	})
})
