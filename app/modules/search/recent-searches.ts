import { normalizeSearchText } from './normalize.ts'
import { clipKeyword } from './search-query.ts'

/** Recent searches kept per buyer (signed in: in the database; visitor: on the device). */
export const MAX_RECENT_SEARCHES = 20

/**
 * What makes two searches "the same" in the recent list: their words, normalised as search reads them
 * ("كوب" and "کوب", "Kettle!" and "kettle"). Empty when the query has no letters or digits.
 */
export function historyKey(query: string): string {
	return (
		normalizeSearchText(clipKeyword(query))
			.match(/[\p{L}\p{N}\p{M}]+/gu)
			?.join(' ') ?? ''
	)
}

/* A visitor's recent searches live in this browser's localStorage, newest first. */

const STORAGE_KEY = 'dijla.recentSearches'

export type DeviceSearch = { id: string; query: string }

function storage(): Storage | null {
	try {
		return typeof window === 'undefined' ? null : window.localStorage
	} catch {
		// Storage can be blocked (privacy settings); the list is then simply empty.
		return null
	}
}

export function readDeviceSearches(): DeviceSearch[] {
	try {
		const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]')
		if (!Array.isArray(parsed)) return []
		return parsed
			.filter((entry): entry is DeviceSearch => typeof entry?.id === 'string' && typeof entry?.query === 'string')
			.slice(0, MAX_RECENT_SEARCHES)
	} catch {
		return []
	}
}

function writeDeviceSearches(entries: DeviceSearch[]) {
	try {
		storage()?.setItem(STORAGE_KEY, JSON.stringify(entries.slice(0, MAX_RECENT_SEARCHES)))
	} catch {
		// Full or blocked storage: recent searches are a convenience, never worth an error.
	}
}

/** Put a search at the top of this device's list (the same search again moves up, with its latest spelling). */
export function saveDeviceSearch(query: string) {
	const text = clipKeyword(query)
	const id = historyKey(text)
	if (!id) return
	writeDeviceSearches([{ id, query: text }, ...readDeviceSearches().filter((entry) => entry.id !== id)])
}

export function deleteDeviceSearch(id: string) {
	writeDeviceSearches(readDeviceSearches().filter((entry) => entry.id !== id))
}

export function clearDeviceSearches() {
	try {
		storage()?.removeItem(STORAGE_KEY)
	} catch {
		// See writeDeviceSearches.
	}
}
