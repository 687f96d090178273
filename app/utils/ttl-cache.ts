/**
 * A small in-process cache for public, read-mostly data (the home feed): every
 * instance keeps its own copy for a few seconds, so nothing another instance
 * needs lives only here. Concurrent misses for one key share one load.
 */
export function createTtlCache<T>({ ttlMs, maxEntries = 100 }: { ttlMs: number; maxEntries?: number }) {
	const entries = new Map<string, { expiresAt: number; value: Promise<T> }>()
	return {
		get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
			const hit = entries.get(key)
			if (hit && hit.expiresAt > now) return hit.value
			const value = load()
			entries.set(key, { expiresAt: now + ttlMs, value })
			// A failed load is not kept: the next request tries again.
			value.catch(() => entries.delete(key))
			if (entries.size > maxEntries) {
				const oldest = entries.keys().next().value
				if (oldest !== undefined) entries.delete(oldest)
			}
			return value
		},
		delete(key: string) {
			entries.delete(key)
		},
		clear() {
			entries.clear()
		},
	}
}
