import { useSyncExternalStore } from 'react'

/*
 * Whether the page on screen is the copy the service worker kept on the device (decision 025): set when the
 * service worker says it answered this page from its cache, cleared by the next page.
 */

export type OfflineCopy = { url: string; savedAt: string | null }

let copy: OfflineCopy | null = null
const listeners = new Set<() => void>()

export function markOfflineCopy(url: string | null, savedAt: string | null) {
	const next = url ? { url, savedAt } : null
	if (copy?.url === next?.url) return
	copy = next
	for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

export function useOfflineCopy(): OfflineCopy | null {
	return useSyncExternalStore(
		subscribe,
		() => copy,
		() => null,
	)
}
