import webpush from 'web-push'
import { getEnv } from '#app/utils/env.server.ts'

/*
 * Web Push (RFC 8030 with VAPID, RFC 8292, and message encryption, RFC 8291). The `web-push` library makes the
 * request — the VAPID signature and the aes128gcm-encrypted body — and this module sends it with fetch, so the
 * answer (201, or 404/410 for a subscription that is gone) is read the same way everywhere and a test can stand
 * a plain local HTTP server in for the push service. Configured by WEB_PUSH_PUBLIC_KEY, WEB_PUSH_PRIVATE_KEY and
 * WEB_PUSH_SUBJECT; without them push is not offered at all (the in-page notification still works).
 */

export type VapidConfig = { publicKey: string; privateKey: string; subject: string }

export type PushSubscriptionKeys = { endpoint: string; p256dh: string; auth: string }

export type PushOutcome =
	/** Accepted by the push service (201 Created, or another 2xx). */
	| { type: 'sent'; status: number }
	/** The subscription no longer exists (404, 410): forget it. */
	| { type: 'gone'; status: number }
	/** Refused or unreachable for now (429, 5xx, network); the message is not retried (the chat has it). */
	| { type: 'failed'; status: number | null }

export type PushSender = {
	readonly publicKey: string
	send: (subscription: PushSubscriptionKeys, payload: string) => Promise<PushOutcome>
}

/** How long a push service keeps a message for a device that is offline: a support reply is stale after a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60
/** A push service that does not answer within this is given up on (the reply is in the chat anyway). */
const PUSH_TIMEOUT_MS = 10_000

export function createPushSender(vapid: VapidConfig, { fetch: fetchImpl = fetch }: { fetch?: typeof fetch } = {}): PushSender {
	return {
		publicKey: vapid.publicKey,
		async send(subscription, payload) {
			const details = webpush.generateRequestDetails(
				{ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
				payload,
				{
					vapidDetails: vapid,
					TTL: PUSH_TTL_SECONDS,
					contentEncoding: 'aes128gcm',
					// "high": the device wakes for it (a person wrote to the buyer).
					urgency: 'high',
					topic: 'support-reply',
				},
			)
			let response: Response
			try {
				response = await fetchImpl(details.endpoint, {
					method: details.method,
					headers: details.headers as Record<string, string>,
					body: details.body ? new Uint8Array(details.body) : null,
					signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
				})
			} catch {
				return { type: 'failed', status: null }
			}
			await response.body?.cancel().catch(() => undefined)
			if (response.status === 404 || response.status === 410) return { type: 'gone', status: response.status }
			if (response.ok) return { type: 'sent', status: response.status }
			return { type: 'failed', status: response.status }
		},
	}
}

type PushGlobal = typeof globalThis & { __dijlaPushSender?: PushSender | null }

/** The configured sender, or null when Web Push is not configured. */
export function getPushSender(): PushSender | null {
	const store = globalThis as PushGlobal
	if (store.__dijlaPushSender !== undefined) return store.__dijlaPushSender
	const env = getEnv()
	store.__dijlaPushSender =
		env.WEB_PUSH_PUBLIC_KEY && env.WEB_PUSH_PRIVATE_KEY && env.WEB_PUSH_SUBJECT
			? createPushSender({ publicKey: env.WEB_PUSH_PUBLIC_KEY, privateKey: env.WEB_PUSH_PRIVATE_KEY, subject: env.WEB_PUSH_SUBJECT })
			: null
	return store.__dijlaPushSender
}
