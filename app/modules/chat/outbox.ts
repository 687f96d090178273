import { httpErrorMessageId } from '#app/utils/http-errors.ts'
import { type ChatMessageView } from './chat-view.ts'
import { href } from '#app/href.ts'
import { outboxStorageKey } from './outbox-key.ts'

/*
 * The buyer's outbox (issue 5: "an outbox that survives a dropped connection and a reload"). A message is
 * written here before it is sent and removed once the server has stored it. Every send carries the
 * message's client id, and the server stores a client id once per sender, so sending again after an
 * unknown outcome (the answer lost with the connection) never makes a second message. A picture is kept as
 * a data URL until it is uploaded (the upload is idempotent by the same id), then only its key.
 */

export type OutboxImage = {
	/** The picture until it is uploaded; dropped from storage when the device is out of space. */
	dataUrl?: string
	key?: string
	width?: number
	height?: number
}

/** A voice message: the recording until it is uploaded (its container type and length), then only its key. */
export type OutboxVoice = {
	dataUrl?: string
	key?: string
	type?: string
	durationMs: number
}

export type OutboxItem = {
	clientId: string
	body: string
	productId?: string
	orderId?: string
	image?: OutboxImage
	voice?: OutboxVoice
	createdAt: string
	/**
	 * sending: on its way; waiting: no answer (offline, the server unreachable), it goes out by itself when the
	 * connection is back; failed: the server refused it, the sender may change it or take it out.
	 */
	state: 'sending' | 'waiting' | 'failed'
	/** Why it failed (a message id). */
	error?: string
	/** The server refused it (4xx): sending it again as it is will not help, so it is not retried by itself. */
	refused?: boolean
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The outbox as stored; anything unreadable is treated as empty. */
export function readOutbox(storage: KeyValueStorage | null, userId: string): OutboxItem[] {
	if (!storage) return []
	try {
		const parsed = JSON.parse(storage.getItem(outboxStorageKey(userId)) ?? '[]') as unknown
		if (!Array.isArray(parsed)) return []
		return parsed.filter(
			(item): item is OutboxItem =>
				typeof item === 'object' &&
				item !== null &&
				typeof item.clientId === 'string' &&
				typeof item.body === 'string' &&
				typeof item.createdAt === 'string',
		)
	} catch {
		return []
	}
}

/**
 * Saves the outbox. When the device is out of space the pictures not yet uploaded are left out (their text
 * and the pictures already uploaded still survive a reload). Returns false when nothing could be saved.
 */
export function writeOutbox(storage: KeyValueStorage | null, userId: string, items: readonly OutboxItem[]): boolean {
	if (!storage) return false
	const key = outboxStorageKey(userId)
	try {
		if (items.length === 0) storage.removeItem(key)
		else storage.setItem(key, JSON.stringify(items))
		return true
	} catch {
		try {
			const lean = items.map((item) => ({
				...item,
				...(item.image?.dataUrl ? { image: { ...item.image, dataUrl: undefined } } : {}),
				...(item.voice?.dataUrl ? { voice: { ...item.voice, dataUrl: undefined } } : {}),
			}))
			storage.setItem(key, JSON.stringify(lean))
			return true
		} catch {
			return false
		}
	}
}

export type DeliveryOutcome =
	| { type: 'sent'; message: ChatMessageView; item: OutboxItem }
	/** The picture is uploaded; the message itself is not sent yet. */
	| { type: 'uploaded'; item: OutboxItem }
	/** No answer (offline, server down, 5xx): try again later with the same client id. */
	| { type: 'retry'; item: OutboxItem }
	/** The server said no (4xx): retrying the same thing will not help. */
	| { type: 'refused'; item: OutboxItem; messageId: string; status: number }

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/**
 * One attempt to deliver an item: upload its picture if that is still to do, then send the message. Never
 * throws. `blob` is the picture in memory (the data URL is the fallback after a reload).
 */
export async function deliverOutboxItem(
	item: OutboxItem,
	{
		fetch,
		blob,
		sendPath = href('/resources/chat-messages'),
		sendFields = {},
	}: { fetch: FetchLike; blob?: Blob | null; sendPath?: string; sendFields?: Record<string, string> },
): Promise<DeliveryOutcome> {
	let current = item
	if (current.image && !current.image.key) {
		const picture = blob ?? (current.image.dataUrl ? await dataUrlToBlob(current.image.dataUrl) : null)
		if (!picture) return { type: 'refused', item: current, messageId: 'chat.error.imageLost', status: 410 }
		const form = new FormData()
		form.append('clientId', current.clientId)
		form.append('image', picture, 'photo.jpg')
		const upload = await request(fetch, href('/resources/chat-upload'), { method: 'POST', body: form })
		if (upload.type !== 'ok') return upload.type === 'retry' ? { type: 'retry', item: current } : { ...upload, item: current }
		const file = upload.body as Partial<{ key: string; width: number; height: number }>
		if (typeof file.key !== 'string') return { type: 'retry', item: current }
		current = { ...current, image: { key: file.key, width: file.width ?? 0, height: file.height ?? 0 } }
	}
	if (current.voice && !current.voice.key) {
		const recording = blob ?? (current.voice.dataUrl ? await dataUrlToBlob(current.voice.dataUrl) : null)
		if (!recording) return { type: 'refused', item: current, messageId: 'chat.error.voiceLost', status: 410 }
		const form = new FormData()
		form.append('clientId', current.clientId)
		form.append('durationMs', String(Math.round(current.voice.durationMs)))
		form.append('voice', recording, `voice.${voiceExtension(current.voice.type ?? recording.type)}`)
		const upload = await request(fetch, href('/resources/chat-upload'), { method: 'POST', body: form })
		if (upload.type !== 'ok') return upload.type === 'retry' ? { type: 'retry', item: current } : { ...upload, item: current }
		const file = upload.body as Partial<{ key: string; durationMs: number }>
		if (typeof file.key !== 'string') return { type: 'retry', item: current }
		current = { ...current, voice: { key: file.key, durationMs: file.durationMs ?? current.voice.durationMs } }
	}
	const send = await request(fetch, sendPath, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({
			...sendFields,
			clientId: current.clientId,
			body: current.body,
			imageKeys: current.image?.key ? [current.image.key] : undefined,
			voiceKey: current.voice?.key,
			productId: current.productId,
			orderId: current.orderId,
		}),
	})
	const message = send.type === 'ok' ? (send.body as { message?: ChatMessageView }).message : undefined
	if (message) return { type: 'sent', message, item: current }
	if (send.type === 'retry' || send.type === 'ok') return current === item ? { type: 'retry', item: current } : { type: 'uploaded', item: current }
	return { ...send, item: current }
}

type RequestOutcome = { type: 'ok'; body: unknown } | { type: 'retry' } | { type: 'refused'; messageId: string; status: number }

async function request(fetch: FetchLike, url: string, init: RequestInit): Promise<RequestOutcome> {
	let response: Response
	try {
		response = await fetch(url, { ...init, credentials: 'same-origin', headers: { Accept: 'application/json', ...init.headers } })
	} catch {
		return { type: 'retry' }
	}
	if (response.status >= 500 || response.status === 408 || response.status === 429) return { type: 'retry' }
	let body: unknown = null
	try {
		body = await response.json()
	} catch {
		// A proxy's error page, or an empty body.
	}
	if (response.ok) return body ? { type: 'ok', body } : { type: 'retry' }
	const messageId = (body as { error?: unknown } | null)?.error
	return { type: 'refused', status: response.status, messageId: typeof messageId === 'string' ? messageId : httpErrorMessageId(response.status) }
}

/** A file name the server ignores but proxies and logs read: the recorder's container. */
function voiceExtension(type: string): string {
	if (type.includes('ogg')) return 'ogg'
	if (type.includes('mp4') || type.includes('aac')) return 'm4a'
	return 'webm'
}

async function dataUrlToBlob(dataUrl: string): Promise<Blob | null> {
	try {
		return await (await fetch(dataUrl)).blob()
	} catch {
		return null
	}
}

/** A picture as a data URL (kept in the outbox until it is uploaded). */
export function blobToDataUrl(blob: Blob): Promise<string> {
	return new Promise((resolve, reject) => {
		const reader = new FileReader()
		reader.onload = () => resolve(String(reader.result))
		reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'))
		reader.readAsDataURL(blob)
	})
}
