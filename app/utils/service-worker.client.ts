import { Workbox } from 'workbox-window'

/*
 * The page's side of the service worker (service-worker/sw.js; decision 025), registered from the client entry
 * after hydration. A new version installs in the background and waits: the page says a new version is ready, and
 * "update now" lets it take over and reloads, so a page never runs half on the old scripts and half on the new.
 */

export const SERVICE_WORKER_PATH = '/sw.js'

type Listener = () => void
const listeners = new Set<Listener>()
let updateReady = false
let workbox: Workbox | null = null

export function subscribeServiceWorker(listener: Listener): () => void {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

export function isUpdateReady(): boolean {
	return updateReady
}

export function registerServiceWorker(): void {
	if (!('serviceWorker' in navigator) || workbox) return
	workbox = new Workbox(SERVICE_WORKER_PATH)
	workbox.addEventListener('waiting', () => {
		updateReady = true
		for (const listener of listeners) listener()
	})
	// The new version took over because this page asked it to: load the page again with it.
	workbox.addEventListener('controlling', (event) => {
		if (event.isUpdate) window.location.reload()
	})
	// Refused (private modes, blocked by policy or an automated browser): the shop works on, only not offline.
	void workbox.register().catch(() => undefined)
}

export function applyUpdate(): void {
	workbox?.messageSkipWaiting()
}

/** Sends a message to the active service worker and waits (at most `timeoutMs`) for its answer. */
export async function askServiceWorker<T>(message: Record<string, unknown>, timeoutMs = 5_000): Promise<T | null> {
	if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null
	const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_PATH)
	const active = registration?.active
	if (!active) return null
	return new Promise<T | null>((resolve) => {
		const channel = new MessageChannel()
		const timer = setTimeout(() => resolve(null), timeoutMs)
		channel.port1.onmessage = (event) => {
			clearTimeout(timer)
			resolve(event.data as T)
		}
		active.postMessage(message, [channel.port2])
	})
}

/** Waits until a service worker is active (the first visit installs it). */
export async function serviceWorkerReady(): Promise<boolean> {
	if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
	await navigator.serviceWorker.ready
	return true
}
