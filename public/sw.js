/*
 * Dijla's service worker: support replies as notifications (issue 5 item 2). It is registered only after the
 * buyer turned notifications on in the chat, and does nothing else (no caching, no offline pages).
 *
 * push: the server sends { title, body, url, tag } encrypted for this browser (app/modules/chat/push.server.ts).
 * A notification is shown unless a window of the shop is in front of the buyer (that page shows the reply
 * itself); one tag for the conversation, so a newer reply replaces the older notification.
 * notificationclick: focuses a window of the shop on the chat, or opens one.
 */

self.addEventListener('install', () => {
	self.skipWaiting()
})

self.addEventListener('activate', (event) => {
	event.waitUntil(self.clients.claim())
})

function sameOriginUrl(value) {
	try {
		const url = new URL(typeof value === 'string' ? value : '/pages/chat-room/index', self.location.origin)
		return url.origin === self.location.origin ? url.href : new URL('/pages/chat-room/index', self.location.origin).href
	} catch {
		return new URL('/pages/chat-room/index', self.location.origin).href
	}
}

self.addEventListener('push', (event) => {
	let data = {}
	try {
		data = event.data ? event.data.json() : {}
	} catch {
		data = {}
	}
	const url = sameOriginUrl(data.url)
	event.waitUntil(
		self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
			const inFront = windows.some((client) => client.visibilityState === 'visible' && client.focused)
			if (inFront) return undefined
			return self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Dijla', {
				body: typeof data.body === 'string' ? data.body : '',
				tag: typeof data.tag === 'string' ? data.tag : 'dijla-support',
				icon: '/favicon.svg',
				badge: '/favicon.svg',
				data: { url },
			})
		}),
	)
})

self.addEventListener('notificationclick', (event) => {
	event.notification.close()
	const url = sameOriginUrl(event.notification.data && event.notification.data.url)
	event.waitUntil(
		self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
			const open = windows.find((client) => client.url === url) || windows[0]
			if (open) {
				return open.focus().then((client) => (client && client.url !== url && 'navigate' in client ? client.navigate(url) : client))
			}
			return self.clients.openWindow(url)
		}),
	)
})
