import { createHmac, randomBytes } from 'node:crypto'
import { type AblyTokenRequest, type RealtimeEvent } from './channels.ts'

/**
 * Ably over its documented HTTP APIs, without the SDK (not installed here):
 * - publish: `POST https://<restHost>/channels/<channel>/messages` with Basic auth (REST API);
 * - token requests: signed locally exactly as the SDK's `auth.createTokenRequest` does (HMAC-SHA256 of
 *   keyName, ttl, capability, clientId, timestamp and nonce, one per line), so the secret never leaves
 *   the server and the browser exchanges it at `POST /keys/<keyName>/requestToken`.
 */

export const ABLY_REST_HOST = 'main.rest.ably.net'
export const ABLY_REALTIME_HOST = 'main.realtime.ably.net'
/** A token lives an hour; the client asks for a new one when Ably says it expired. */
export const ABLY_TOKEN_TTL_MS = 60 * 60 * 1000

const KEY_PATTERN = /^([^:\s]+\.[^:\s]+):(\S+)$/

export type AblyKey = { keyName: string; keySecret: string; raw: string }

export function parseAblyKey(raw: string): AblyKey {
	const match = KEY_PATTERN.exec(raw.trim())
	if (!match?.[1] || !match[2]) throw new Error('ABLY_API_KEY must look like appId.keyId:secret')
	return { keyName: match[1], keySecret: match[2], raw: raw.trim() }
}

/** Ably's canonical capability: keys sorted, operations sorted, as JSON (the MAC covers this text). */
export function canonicalCapability(capability: Record<string, readonly string[]>): string {
	const sorted: Record<string, string[]> = {}
	for (const name of Object.keys(capability).sort()) sorted[name] = [...(capability[name] ?? [])].sort()
	return JSON.stringify(sorted)
}

/** Subscribe-only rights on exactly these channels (never publish, presence or a wildcard). */
export function subscribeCapability(channels: readonly string[]): string {
	return canonicalCapability(Object.fromEntries(channels.map((channel) => [channel, ['subscribe']])))
}

export function createAblyTokenRequest(
	key: AblyKey,
	params: { clientId: string; channels: readonly string[]; ttlMs?: number; now?: number; nonce?: string },
): AblyTokenRequest {
	const capability = subscribeCapability(params.channels)
	const ttl = params.ttlMs ?? ABLY_TOKEN_TTL_MS
	const timestamp = params.now ?? Date.now()
	const nonce = params.nonce ?? randomBytes(16).toString('hex')
	const signText = [key.keyName, ttl, capability, params.clientId, timestamp, nonce, ''].join('\n')
	const mac = createHmac('sha256', key.keySecret).update(signText).digest('base64')
	return { keyName: key.keyName, clientId: params.clientId, capability, ttl, timestamp, nonce, mac }
}

export type AblyPublisherOptions = {
	key: AblyKey
	restHost?: string
	fetch?: typeof fetch
	timeoutMs?: number
}

/**
 * Publishes one event as an Ably message: `name` is the event kind, `data` the event as JSON. The
 * message id makes a retried publish idempotent (Ably drops the duplicate).
 */
export async function ablyPublish(options: AblyPublisherOptions, channel: string, event: RealtimeEvent): Promise<void> {
	const doFetch = options.fetch ?? fetch
	const url = `https://${options.restHost ?? ABLY_REST_HOST}/channels/${encodeURIComponent(channel)}/messages`
	const body = JSON.stringify({
		id: `${randomBytes(12).toString('base64url')}:0`,
		name: event.kind,
		data: JSON.stringify(event),
		encoding: 'json',
	})
	const headers = {
		Authorization: `Basic ${Buffer.from(options.key.raw).toString('base64')}`,
		'Content-Type': 'application/json',
		Accept: 'application/json',
	}
	let lastError: unknown
	for (let attempt = 0; attempt < 2; attempt += 1) {
		try {
			const response = await doFetch(url, {
				method: 'POST',
				headers,
				body,
				signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
			})
			if (response.ok) return
			lastError = new Error(`Ably publish failed with HTTP ${response.status}`)
			// 4xx will not get better by retrying (bad key, no capability, channel name).
			if (response.status < 500) break
		} catch (error) {
			lastError = error
		}
	}
	throw lastError
}
