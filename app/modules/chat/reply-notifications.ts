import { href } from '#app/href.ts'
import { notificationsOn, notificationsSupported, writeNotificationChoice } from './notification-choice.ts'

/*
 * Browser notifications for support replies (issue 5 item 2), on the buyer's device. Nothing is asked on load:
 * the chat offers it in the page, and only that button asks the browser for permission. Once on, a reply that
 * arrives while the chat is not on screen (the tab hidden, or another page of the shop) shows a notification
 * that opens the chat; where Web Push is configured the browser is subscribed too, so replies reach it with no
 * page open. The choice is kept on the device.
 */

/** The service worker that shows pushed replies (service-worker/sw.js, built by scripts/build-sw.js). */
export const SERVICE_WORKER_PATH = '/sw.js'
/** One notification for the conversation: a newer reply replaces the older one (the push uses the same tag). */
const TAG = 'dijla-support'

/** The in-page prompt's button: asks the browser (the only place that does), then subscribes for push. */
export async function enableReplyNotifications(pushPublicKey: string | null): Promise<NotificationPermission> {
	if (!notificationsSupported()) return 'denied'
	const permission = await Notification.requestPermission()
	if (permission !== 'granted') return permission
	writeNotificationChoice('on')
	// The service worker shows notifications where a page may not (Chrome on Android), and receives pushes.
	const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => null) : null
	if (registration && pushPublicKey) await subscribeToPush(registration, pushPublicKey).catch(() => undefined)
	return permission
}

/** Hands this browser's push subscription to the server. */
async function subscribeToPush(registration: ServiceWorkerRegistration, publicKey: string): Promise<void> {
	if (!('PushManager' in window)) return
	const ready = await navigator.serviceWorker.ready
	const existing = await ready.pushManager.getSubscription()
	const subscription = existing ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }))
	await fetch(href('/resources/push-subscription'), {
		method: 'POST',
		credentials: 'same-origin',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(subscription.toJSON()),
	})
	void registration.update().catch(() => undefined)
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
	const base64 = value
		.replace(/-/g, '+')
		.replace(/_/g, '/')
		.padEnd(Math.ceil(value.length / 4) * 4, '=')
	const binary = atob(base64)
	const bytes = new Uint8Array(new ArrayBuffer(binary.length))
	for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
	return bytes
}

/** Shows a reply (through the service worker where there is one, so a click opens the chat from anywhere). */
export async function showReplyNotification({ title, body }: { title: string; body: string }): Promise<void> {
	if (!notificationsOn()) return
	const url = new URL(href('/pages/chat-room/index'), window.location.origin).href
	try {
		const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration(SERVICE_WORKER_PATH) : undefined
		if (registration) {
			await registration.showNotification(title, { body, tag: TAG, icon: '/favicon.svg', data: { url } })
			return
		}
		const notification = new Notification(title, { body, tag: TAG, icon: '/favicon.svg' })
		notification.onclick = () => {
			window.focus()
			if (window.location.pathname !== href('/pages/chat-room/index')) window.location.assign(url)
			notification.close()
		}
	} catch {
		// Some mobile browsers only show notifications from a service worker; the badge still counts the reply.
	}
}
