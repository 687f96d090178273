/** Where the device store lives in localStorage (device-store.ts; bump its version there when the shape changes). */
export const DEVICE_STORE_KEY = 'dijla.device.v1'

/**
 * Whether the device may hold a visitor's favourites or history to hand to the account, read without the store's
 * code: the shell asks before loading the sync (issue 19: the store and the sync were 1.7 KB gzip on every signed-in
 * page, where the device almost always holds nothing). No key, an empty store or no storage at all: nothing to send,
 * as the store itself would read it. Anything it cannot read here, the store decides.
 */
export function deviceMayHoldEntries(storage: Pick<Storage, 'getItem'> | null = localStorageOrNull()): boolean {
	let raw: string | null
	try {
		raw = storage?.getItem(DEVICE_STORE_KEY) ?? null
	} catch {
		return false
	}
	if (raw === null) return false
	try {
		const state = JSON.parse(raw) as { favorites?: unknown; history?: unknown } | null
		return !(Array.isArray(state?.favorites) && state.favorites.length === 0 && Array.isArray(state.history) && state.history.length === 0)
	} catch {
		return true
	}
}

function localStorageOrNull(): Storage | null {
	try {
		return window.localStorage
	} catch {
		return null
	}
}
