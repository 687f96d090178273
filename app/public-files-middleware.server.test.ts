import { type AddressInfo } from 'node:net'
import { type Server } from 'node:http'
import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createStorageKey } from '#app/providers/storage/index.server.ts'
import { getMessagesBundle } from '#app/i18n/messages.server.ts'
import { forgetStorage, useMemoryStorage } from '#tests/fixtures/api.ts'
import { publicFilesMiddleware } from './public-files-middleware.server.ts'

/**
 * Production answers catalogue pictures and the messages files before the request queue and Remix (server.js). What a
 * browser would notice: the same pictures and messages the routes give, cached for good; a private file is not found
 * here whoever asks; anything else goes on to the shop.
 */

let server: Server
let base: string
const shoe = createStorageKey('products', 'webp')
const secret = createStorageKey('chat', 'webp')

beforeAll(async () => {
	const storage = useMemoryStorage()
	const picture = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#0b6e75' } })
		.webp()
		.toBuffer()
	await storage.put(shoe, new Uint8Array(picture), 'image/webp')
	await storage.put(secret, new Uint8Array(picture), 'image/webp')
	const app = express()
	app.use(publicFilesMiddleware())
	app.use((_req, res) => res.status(404).send('the shop'))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	await new Promise((resolve) => server?.close(resolve))
	forgetStorage()
})

test('a catalogue picture comes as stored, or narrower when asked, cached for good', async () => {
	const whole = await fetch(`${base}/media/${shoe}`)
	expect(whole.status).toBe(200)
	expect(whole.headers.get('content-type')).toBe('image/webp')
	expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
	expect((await sharp(Buffer.from(await whole.arrayBuffer())).metadata()).width).toBe(600)

	const narrow = await fetch(`${base}/media/${shoe}?w=200`)
	expect((await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).width).toBe(200)
})

test('a private file, or one that is not there, is not found here; other addresses go on to the shop', async () => {
	const hidden = await fetch(`${base}/media/${secret}`)
	expect(hidden.status).toBe(404)
	expect(await hidden.text()).toBe('Not found')
	expect((await fetch(`${base}/media/products/none.webp`)).status).toBe(404)

	const page = await fetch(`${base}/pages/home/index`)
	expect(await page.text()).toBe('the shop')
	const written = await fetch(`${base}/media/${shoe}`, { method: 'POST' })
	expect(await written.text()).toBe('the shop')
	const undecodable = await fetch(`${base}/media/products/%E0%A4%A.webp`)
	expect(await undecodable.text()).toBe('the shop')
})

test("a language's messages: the current file cached for good, an old one answered with today's, uncached", async () => {
	const bundle = getMessagesBundle('ar')
	const current = await fetch(base + bundle.url)
	expect(current.status).toBe(200)
	expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
	expect(await current.text()).toBe(bundle.json)

	const old = await fetch(`${base}/resources/messages/ar-000000000000.json`)
	expect(old.headers.get('cache-control')).toBe('no-cache')
	expect(await old.text()).toBe(bundle.json)
	expect((await fetch(`${base}/resources/messages/xx-000000000000.json`)).status).toBe(404)
})
