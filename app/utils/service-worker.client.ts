/*
 * The page's side of the service worker (service-worker/sw.js; decision 025), registered from the client entry
 * after hydration. A new version installs in the background and waits: the page says a new version is ready, and
 * "update now" lets it take over and reloads, so a page never runs half on the old scripts and half on the new.
 * The browser's own API, not workbox-window: the three things used of it (register after `load`, "a new version
 * waits", "it took over") are a few lines, and workbox-window was 2 KB gzip on every page (issue 19).
 */

export const SERVICE_WORKER_PATH = '/sw.js'

type Listener = () => void
const listeners = new Set<Listener>()
let updateReady = false
let registration: Promise<ServiceWorkerRegistration | null> | null = null

export function subscribeServiceWorker(listener: Listener): () => void {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

export function isUpdateReady(): boolean {
	return updateReady
}

export function registerServiceWorker(): void {
	if (!('serviceWorker' in navigator) || registration) return
	const container = navigator.serviceWorker
	// A page the service worker already controlled gets a new version only by asking for it ("update now"):
	// when that version takes over, load the page again with it. The first version's taking over is no update.
	const isUpdate = Boolean(container.controller)
	container.addEventListener('controllerchange', () => {
		if (isUpdate) window.location.reload()
	})
	registration = afterLoad()
		.then(() => container.register(SERVICE_WORKER_PATH))
		.then((current) => {
			// Waiting beside an active version: from an earlier visit, or installed now.
			const checkWaiting = () => {
				if (!current.waiting || !current.active || updateReady) return
				updateReady = true
				for (const listener of listeners) listener()
			}
			checkWaiting()
			current.addEventListener('updatefound', () => {
				const installing = current.installing
				installing?.addEventListener('statechange', () => {
					if (installing.state === 'installed') checkWaiting()
				})
			})
			return current
		})
		// Refused (private modes, blocked by policy or an automated browser): the shop works on, only not offline.
		.catch(() => null)
}

/** Registering waits for the page's `load`, so the service worker's precaching never competes with the page. */
function afterLoad(): Promise<void> {
	if (document.readyState === 'complete') return Promise.resolve()
	return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

export function applyUpdate(): void {
	void registration?.then((current) => current?.waiting?.postMessage({ type: 'SKIP_WAITING' }))
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
