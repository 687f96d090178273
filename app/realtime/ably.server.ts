import Ably from 'ably'
import { type AblyTokenRequest, type RealtimeEvent } from './channels.ts'

/**
 * Ably through its SDK (`ably`, the REST client on the server):
 * - publish: one message per event on the channel (`name` = the event kind, `data` = the event), with the
 *   SDK's idempotent REST publishing, so a retried publish is stored once;
 * - token requests: signed on the server by `auth.createTokenRequest` (the secret never leaves it), with a
 *   subscribe-only capability on exactly the channels the route authorised; the browser's Realtime client
 *   exchanges them itself (transport-ably.ts).
 */

/** A token lives an hour; the browser's SDK asks for a new one (authCallback) before it expires. */
export const ABLY_TOKEN_TTL_MS = 60 * 60 * 1000

const KEY_PATTERN = /^([^:\s]+\.[^:\s]+):(\S+)$/

export type AblyKey = { keyName: string; keySecret: string; raw: string }

export function parseAblyKey(raw: string): AblyKey {
	const match = KEY_PATTERN.exec(raw.trim())
	if (!match?.[1] || !match[2]) throw new Error('ABLY_API_KEY must look like appId.keyId:secret')
	return { keyName: match[1], keySecret: match[2], raw: raw.trim() }
}

/** Subscribe-only rights on exactly these channels (never publish, presence, history or a wildcard). */
export function subscribeCapability(channels: readonly string[]): Record<string, ['subscribe']> {
	return Object.fromEntries(channels.map((channel) => [channel, ['subscribe']]))
}

/** Where the SDK talks to Ably: its defaults in production; tests point it at a loopback stand-in. */
export type AblyConnection = { endpoint?: string; port?: number; tls?: boolean }

export type AblyServer = {
	key: AblyKey
	createTokenRequest: (params: { clientId: string; channels: readonly string[]; ttlMs?: number }) => Promise<AblyTokenRequest>
	publish: (channel: string, event: RealtimeEvent) => Promise<void>
}

export function createAblyServer(rawKey: string, connection: AblyConnection = {}): AblyServer {
	const key = parseAblyKey(rawKey)
	const rest = new Ably.Rest({
		key: key.raw,
		...(connection.endpoint ? { endpoint: connection.endpoint, fallbackHosts: [] } : {}),
		...(connection.port ? { port: connection.port } : {}),
		...(connection.tls === false ? { tls: false } : {}),
		idempotentRestPublishing: true,
		// JSON on the wire: the events are small, and a logged request stays readable.
		useBinaryProtocol: false,
		logLevel: 0,
	})
	return {
		key,
		async createTokenRequest({ clientId, channels, ttlMs = ABLY_TOKEN_TTL_MS }) {
			const request = await rest.auth.createTokenRequest({ clientId, capability: subscribeCapability(channels), ttl: ttlMs })
			return {
				keyName: request.keyName,
				clientId: request.clientId ?? clientId,
				capability: request.capability,
				ttl: request.ttl ?? ttlMs,
				timestamp: request.timestamp,
				nonce: request.nonce,
				mac: request.mac,
			}
		},
		async publish(channel, event) {
			await rest.channels.get(channel).publish(event.kind, event)
		},
	}
}
