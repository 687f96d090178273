import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
// @ts-expect-error http_ece (web-push's own encryption library) ships no types.
import ece from 'http_ece'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pushSubscriptions, users } from '#app/db/schema/index.ts'
import { createBuyer } from '#app/modules/favorites/test-shop.server.ts'
import { createPushSender, PUSH_TTL_SECONDS } from '#app/providers/push/web-push.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { pushReplyToBuyer, removePushSubscription, savePushSubscription } from './push.server.ts'

/*
 * The Web Push sender for real, against a local HTTP server standing in for the push service: it receives the
 * encrypted POST with the VAPID headers, and its answer decides what happens to the subscription.
 */

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer }

let handle: TestDatabase
let server: Server
let origin = ''
const received: Received[] = []
/** What the push service answers, by the endpoint's last path segment. */
const answers = new Map<string, number>()
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@dijla.test' }
const sender = createPushSender(vapid)

beforeAll(async () => {
	handle = await createTestDatabase()
	server = createServer((request, response) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => {
			const path = request.url ?? ''
			received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
			response.statusCode = answers.get(path.split('/').at(-1) ?? '') ?? 201
			response.end()
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	await handle.close()
})

/** A browser's subscription: its own key pair and auth secret, and an endpoint at the local push service. */
function browser(name: string) {
	const keys = createECDH('prime256v1')
	keys.generateKeys()
	const auth = randomBytes(16)
	return {
		keys,
		auth,
		subscription: {
			endpoint: `${origin}/push/${name}`,
			keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
		},
	}
}

function decrypt(body: Buffer, device: ReturnType<typeof browser>) {
	return JSON.parse(Buffer.from(ece.decrypt(body, { version: 'aes128gcm', privateKey: device.keys, authSecret: device.auth })).toString('utf8'))
}

describe('the push sender', () => {
	test('posts the message encrypted for the browser, with VAPID, TTL and urgency headers; 201 is sent', async () => {
		const device = browser(`ok-${Date.now()}`)
		received.length = 0
		const outcome = await sender.send(
			{ endpoint: device.subscription.endpoint, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth },
			JSON.stringify({ title: 'Dijla support', body: 'Yes, we have it in red' }),
		)
		expect(outcome).toEqual({ type: 'sent', status: 201 })
		const [request] = received
		expect(request?.headers['content-encoding']).toBe('aes128gcm')
		expect(request?.headers['ttl']).toBe(String(PUSH_TTL_SECONDS))
		expect(request?.headers['urgency']).toBe('high')
		expect(request?.headers['authorization']).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`))
		// Only the browser can read it, and it reads what was sent.
		expect(request?.body.includes(Buffer.from('red'))).toBe(false)
		expect(decrypt(request!.body, device)).toEqual({ title: 'Dijla support', body: 'Yes, we have it in red' })
	})

	test('404 and 410 mean the subscription is gone; other refusals and no answer are failures', async () => {
		const device = browser('gone')
		const keys = { p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth }
		answers.set('gone', 410)
		answers.set('missing', 404)
		answers.set('busy', 429)
		expect(await sender.send({ endpoint: `${origin}/push/gone`, ...keys }, '{}')).toEqual({ type: 'gone', status: 410 })
		expect(await sender.send({ endpoint: `${origin}/push/missing`, ...keys }, '{}')).toEqual({ type: 'gone', status: 404 })
		expect(await sender.send({ endpoint: `${origin}/push/busy`, ...keys }, '{}')).toEqual({ type: 'failed', status: 429 })
		expect(await sender.send({ endpoint: 'http://127.0.0.1:9/push/nobody', ...keys }, '{}')).toEqual({ type: 'failed', status: null })
	})
})

describe('pushing a support reply to the buyer', () => {
	test('each of the buyer’s browsers gets it in their language; a 410 removes that subscription', async () => {
		const buyerId = await createBuyer(handle.db)
		await handle.db.update(users).set({ language: 'en' }).where(eq(users.id, buyerId))
		const phone = browser(`phone-${buyerId.slice(0, 8)}`)
		const laptop = browser(`laptop-${buyerId.slice(0, 8)}`)
		answers.set(`laptop-${buyerId.slice(0, 8)}`, 410)
		await savePushSubscription(handle.db, { userId: buyerId, subscription: phone.subscription })
		await savePushSubscription(handle.db, { userId: buyerId, subscription: laptop.subscription })
		received.length = 0

		const result = await pushReplyToBuyer(
			handle.db,
			{ buyerId, message: { id: 'm1', kind: 'text', body: 'Your order ships tomorrow' } },
			{ sender, isOnline: () => false },
		)
		expect(result).toEqual({ sent: 1, removed: 1, failed: 0, skipped: null })
		const toPhone = received.find((request) => request.path.endsWith(phone.subscription.endpoint.split('/').at(-1)!))
		expect(decrypt(toPhone!.body, phone)).toEqual({
			title: 'Dijla support',
			body: 'Your order ships tomorrow',
			url: '/pages/chat-room/index',
			tag: 'dijla-support',
		})
		const left = await handle.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyerId))
		expect(left).toEqual([{ endpoint: phone.subscription.endpoint }])
	})

	test('nothing is pushed while the buyer is connected, without configuration, or after they turned it off', async () => {
		const buyerId = await createBuyer(handle.db)
		const device = browser(`off-${buyerId.slice(0, 8)}`)
		await savePushSubscription(handle.db, { userId: buyerId, subscription: device.subscription })
		const message = { id: 'm2', kind: 'image' as const, body: '' }
		received.length = 0
		expect(await pushReplyToBuyer(handle.db, { buyerId, message }, { sender, isOnline: () => true })).toMatchObject({ skipped: 'online' })
		expect(await pushReplyToBuyer(handle.db, { buyerId, message }, { sender: null, isOnline: () => false })).toMatchObject({
			skipped: 'not-configured',
		})
		await removePushSubscription(handle.db, { userId: buyerId, endpoint: device.subscription.endpoint })
		expect(await pushReplyToBuyer(handle.db, { buyerId, message }, { sender, isOnline: () => false })).toEqual({
			sent: 0,
			removed: 0,
			failed: 0,
			skipped: null,
		})
		expect(received).toEqual([])
	})
})
