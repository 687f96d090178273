import { expect, test } from 'vitest'
import { type ChatMessageView } from './chat-view.ts'
import { deliverOutboxItem, type OutboxItem, readOutbox, writeOutbox } from './outbox.ts'
import { href } from '#app/href.ts'

function memoryStorage(limit = Infinity) {
	const values = new Map<string, string>()
	return {
		values,
		getItem: (key: string) => values.get(key) ?? null,
		setItem: (key: string, value: string) => {
			if (value.length > limit) throw new DOMException('full', 'QuotaExceededError')
			values.set(key, value)
		},
		removeItem: (key: string) => void values.delete(key),
	}
}

const item = (overrides: Partial<OutboxItem> = {}): OutboxItem => ({
	clientId: 'c0ffee00-0000-4000-8000-000000000001',
	body: 'Is it in stock?',
	createdAt: '2026-11-20T10:00:00.000Z',
	state: 'sending',
	...overrides,
})

const stored = { id: 'm1', seq: 7, clientId: item().clientId } as ChatMessageView

test('the outbox survives a reload, per buyer', () => {
	const storage = memoryStorage()
	writeOutbox(storage, 'buyer-1', [item()])
	expect(readOutbox(storage, 'buyer-1')).toEqual([item()])
	expect(readOutbox(storage, 'buyer-2')).toEqual([])
	writeOutbox(storage, 'buyer-1', [])
	expect(readOutbox(storage, 'buyer-1')).toEqual([])
	storage.setItem('dijla.chat.outbox:buyer-1', '{not json')
	expect(readOutbox(storage, 'buyer-1')).toEqual([])
})

test('when the device is full, the text is kept and the picture not yet uploaded is dropped', () => {
	const storage = memoryStorage(500)
	const withPicture = item({ image: { dataUrl: `data:image/jpeg;base64,${'A'.repeat(1000)}` } })
	expect(writeOutbox(storage, 'buyer-1', [withPicture])).toBe(true)
	expect(readOutbox(storage, 'buyer-1')).toEqual([{ ...withPicture, image: {} }])
})

test('a send without an answer is retried with the same client id; a refusal is not', async () => {
	const sent: string[] = []
	const offline = async () => {
		throw new TypeError('Failed to fetch')
	}
	expect(await deliverOutboxItem(item(), { fetch: offline })).toMatchObject({ type: 'retry' })
	expect(await deliverOutboxItem(item(), { fetch: async () => new Response('bad gateway', { status: 502 }) })).toMatchObject({ type: 'retry' })

	const online = async (url: string, init?: RequestInit) => {
		sent.push(`${url} ${String(init?.body)}`)
		return Response.json({ message: stored })
	}
	expect(await deliverOutboxItem(item(), { fetch: online })).toMatchObject({ type: 'sent', message: stored })
	expect(sent[0]).toContain(href('/resources/chat-messages'))
	expect(JSON.parse(sent[0]!.slice(href('/resources/chat-messages').length + 1))).toMatchObject({
		clientId: item().clientId,
		body: 'Is it in stock?',
	})

	const refused = async () => Response.json({ error: 'chat.error.tooLong' }, { status: 400 })
	expect(await deliverOutboxItem(item(), { fetch: refused })).toMatchObject({ type: 'refused', messageId: 'chat.error.tooLong', status: 400 })
})

test('a picture is uploaded once, then the message names it', async () => {
	const calls: string[] = []
	let messagesUp = false
	const fetch = async (url: string) => {
		calls.push(url)
		if (url === href('/resources/chat-upload')) return Response.json({ key: 'chat/abcdef0123.jpg', width: 30, height: 20 })
		if (!messagesUp) throw new TypeError('offline')
		return Response.json({ message: stored })
	}
	const first = await deliverOutboxItem(item({ image: {} }), { fetch, blob: new Blob(['x'], { type: 'image/jpeg' }) })
	expect(first).toMatchObject({ type: 'uploaded', item: { image: { key: 'chat/abcdef0123.jpg', width: 30, height: 20 } } })
	messagesUp = true
	const second = await deliverOutboxItem(first.item, { fetch })
	expect(second.type).toBe('sent')
	expect(calls).toEqual([href('/resources/chat-upload'), href('/resources/chat-messages'), href('/resources/chat-messages')])
	// After a reload with no picture left to upload, the buyer is told.
	expect(await deliverOutboxItem(item({ image: {} }), { fetch })).toMatchObject({ type: 'refused', messageId: 'chat.error.imageLost' })
})
