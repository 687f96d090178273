/**
 * Channel names and events, shared by the server (publish, routes) and the browser (useChannel).
 *
 * A channel is `<kind>` or `<kind>:<id>`: `user:<userId>` (a buyer's private events), `staff`,
 * `conversation:<id>`, `campaign:<id>`. Who may subscribe is decided on the server in one place
 * (channel-kinds.server.ts). Events are small signals (a kind and ids): the database is the source of
 * truth, so a client that receives `{ kind: 'chat.message', conversationId, messageId }` fetches what it
 * needs, and after any reconnect fetches everything after its last seen id.
 */

/** The spec's group-subscription batch (section 9): at most 50 channels per connection or subscribe call. */
export const SUBSCRIBE_BATCH_SIZE = 50

/**
 * NOTIFY payloads are limited to 8000 bytes and the envelope takes some; events are signals, not
 * content, so anything this large is a mistake of the caller.
 */
export const MAX_EVENT_BYTES = 4000

const CHANNEL_PATTERN = /^([a-z][a-z0-9-]{0,31})(?::([A-Za-z0-9_-]{1,64}))?$/
const KIND_PATTERN = /^[a-z][a-zA-Z0-9_.-]{0,63}$/

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** What travels on a channel: a `kind` (e.g. `chat.message`) and small JSON fields (ids, counts). */
export type RealtimeEvent = { kind: string } & { [key: string]: JsonValue }

export type ParsedChannel = { kind: string; id: string | null }

/** `user:abc` → `{ kind: 'user', id: 'abc' }`; `staff` → `{ kind: 'staff', id: null }`; invalid → null. */
export function parseChannel(channel: string): ParsedChannel | null {
	const match = CHANNEL_PATTERN.exec(channel)
	if (!match?.[1]) return null
	return { kind: match[1], id: match[2] ?? null }
}

export function isChannelName(value: unknown): value is string {
	return typeof value === 'string' && parseChannel(value) !== null
}

/** Builds a channel name from a kind and an id, e.g. `channelName('user', user.id)`. */
export function channelName(kind: string, id?: string): string {
	const name = id === undefined ? kind : `${kind}:${id}`
	if (!isChannelName(name)) throw new TypeError(`Invalid realtime channel: ${name}`)
	return name
}

/** The private channel of one buyer. */
export const userChannel = (userId: string) => channelName('user', userId)
/** One support conversation: its buyer and staff (typing). Registered by the chat at start-up. */
export const conversationChannel = (conversationId: string) => channelName('conversation', conversationId)
/** Every signed-in member of staff (new conversations, assignment changes). */
export const STAFF_CHANNEL = 'staff'

/** Throws on a malformed event or one too large to travel (a programming error, not bad user input). */
export function assertPublishable(channel: string, event: RealtimeEvent): string {
	if (!isChannelName(channel)) throw new TypeError(`Invalid realtime channel: ${channel}`)
	if (typeof event?.kind !== 'string' || !KIND_PATTERN.test(event.kind)) {
		throw new TypeError(`Invalid realtime event kind: ${String(event?.kind)}`)
	}
	const json = JSON.stringify(event)
	const bytes = new TextEncoder().encode(json).length
	if (bytes > MAX_EVENT_BYTES) {
		throw new RangeError(`Realtime event ${event.kind} is ${bytes} bytes (max ${MAX_EVENT_BYTES}): send ids, not content`)
	}
	return json
}

export function isRealtimeEvent(value: unknown): value is RealtimeEvent {
	return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { kind?: unknown }).kind === 'string'
}

/** Unique channel names, in a stable order (so the same set always makes the same batches and URLs). */
export function normalizeChannels(channels: Iterable<string>): string[] {
	return [...new Set(channels)].sort()
}

/** Splits a list into batches of `size` (the last may be shorter). */
export function inBatches<T>(items: readonly T[], size = SUBSCRIBE_BATCH_SIZE): T[][] {
	const batches: T[][] = []
	for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
	return batches
}

export type ChannelsQueryResult = { ok: true; channels: string[] } | { ok: false }

/** `?channels=a,b` → 1 to 50 valid, unique channel names, or `{ ok: false }`. */
export function parseChannelsQuery(value: string | null): ChannelsQueryResult {
	if (!value) return { ok: false }
	const parts = value.split(',').map((part) => part.trim())
	if (parts.some((part) => !isChannelName(part))) return { ok: false }
	const channels = normalizeChannels(parts)
	if (channels.length === 0 || channels.length > SUBSCRIBE_BATCH_SIZE) return { ok: false }
	return { ok: true, channels }
}

/** What the connect route (`/resources/realtime/token`) answers. */
export type ConnectDescriptor =
	| { transport: 'sse'; url: string; channels: string[] }
	| {
			transport: 'ably'
			channels: string[]
			/** Signed by the server; the browser's Ably client exchanges it for a token. */
			tokenRequest: AblyTokenRequest
	  }

/** Ably's signed TokenRequest (https://ably.com/docs/auth/token): safe to hand to the browser. */
export type AblyTokenRequest = {
	keyName: string
	clientId: string
	capability: string
	ttl: number
	timestamp: number
	nonce: string
	mac: string
}
