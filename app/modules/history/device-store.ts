import { ID_PATTERN } from '#app/modules/favorites/favorites.ts'
import { baghdadDay, DAY_PATTERN } from './baghdad-day.ts'
import { DEVICE_STORE_KEY } from './device-presence.ts'

/*
 * What a visitor (nobody signed in) keeps on the device: favourites and browsing history, in localStorage under
 * one versioned key, capped so the device never holds more than a sign-in can merge. Pure functions over plain
 * data; `device-storage.ts` reads and writes the browser's storage. Kept free of zod: it ships on the product page.
 */

/** Bump the version (and the key, device-presence.ts) when the shape changes; an unknown version is read as empty. */
export { DEVICE_STORE_KEY }
export const DEVICE_STORE_VERSION = 1
/** The newest favourites and visits kept on a device (the oldest go first). */
export const MAX_DEVICE_FAVORITES = 100
export const MAX_DEVICE_HISTORY = 200

export type DeviceFavorite = { productId: string; addedAt: number }
export type DeviceVisit = { productId: string; day: string; viewedAt: number }
export type DeviceState = { version: typeof DEVICE_STORE_VERSION; favorites: DeviceFavorite[]; history: DeviceVisit[] }

export const EMPTY_DEVICE_STATE: DeviceState = Object.freeze({ version: DEVICE_STORE_VERSION, favorites: [], history: [] }) as DeviceState

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null
}

function isTime(value: unknown): value is number {
	return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

function isProductId(value: unknown): value is string {
	return typeof value === 'string' && ID_PATTERN.test(value)
}

/** Reads what `serializeDeviceState` wrote; anything unreadable, of another version or malformed is dropped. */
export function parseDeviceState(raw: string | null | undefined): DeviceState {
	if (!raw) return EMPTY_DEVICE_STATE
	let value: unknown
	try {
		value = JSON.parse(raw)
	} catch {
		return EMPTY_DEVICE_STATE
	}
	if (!isRecord(value) || value.version !== DEVICE_STORE_VERSION) return EMPTY_DEVICE_STATE
	const favorites = (Array.isArray(value.favorites) ? value.favorites : [])
		.filter((entry): entry is DeviceFavorite => isRecord(entry) && isProductId(entry.productId) && isTime(entry.addedAt))
		.map(({ productId, addedAt }) => ({ productId, addedAt }))
	const history = (Array.isArray(value.history) ? value.history : [])
		.filter(
			(entry): entry is DeviceVisit =>
				isRecord(entry) && isProductId(entry.productId) && typeof entry.day === 'string' && DAY_PATTERN.test(entry.day) && isTime(entry.viewedAt),
		)
		.map(({ productId, day, viewedAt }) => ({ productId, day, viewedAt }))
	return {
		version: DEVICE_STORE_VERSION,
		favorites: uniqueBy(favorites, (entry) => entry.productId).slice(0, MAX_DEVICE_FAVORITES),
		history: uniqueBy(history, visitKey).slice(0, MAX_DEVICE_HISTORY),
	}
}

export function serializeDeviceState(state: DeviceState): string {
	return JSON.stringify(state)
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
	const seen = new Set<string>()
	return items.filter((item) => {
		const id = key(item)
		if (seen.has(id)) return false
		seen.add(id)
		return true
	})
}

function visitKey(visit: { productId: string; day: string }) {
	return `${visit.productId} ${visit.day}`
}

export function isEmptyDeviceState(state: DeviceState) {
	return state.favorites.length === 0 && state.history.length === 0
}

/* Favourites: newest first. --------------------------------------------------------------------- */

export function isDeviceFavorite(state: DeviceState, productId: string) {
	return state.favorites.some((entry) => entry.productId === productId)
}

export function addDeviceFavorite(state: DeviceState, productId: string, now: number = Date.now()): DeviceState {
	if (!isProductId(productId) || isDeviceFavorite(state, productId)) return state
	return { ...state, favorites: [{ productId, addedAt: now }, ...state.favorites].slice(0, MAX_DEVICE_FAVORITES) }
}

export function removeDeviceFavorites(state: DeviceState, productIds: readonly string[]): DeviceState {
	const gone = new Set(productIds)
	return { ...state, favorites: state.favorites.filter((entry) => !gone.has(entry.productId)) }
}

/* History: one visit per product and Baghdad day, latest first. -------------------------------- */

export function recordDeviceVisit(state: DeviceState, productId: string, now: number = Date.now()): DeviceState {
	if (!isProductId(productId)) return state
	const visit = { productId, day: baghdadDay(now), viewedAt: now }
	const others = state.history.filter((entry) => visitKey(entry) !== visitKey(visit))
	return { ...state, history: [visit, ...others].slice(0, MAX_DEVICE_HISTORY) }
}

export function removeDeviceVisits(state: DeviceState, visits: ReadonlyArray<{ productId: string; day: string }>): DeviceState {
	const gone = new Set(visits.map(visitKey))
	return { ...state, history: state.history.filter((entry) => !gone.has(visitKey(entry))) }
}

export function clearDeviceHistory(state: DeviceState): DeviceState {
	return { ...state, history: [] }
}

/** Visits grouped by day, latest day first, each day's visits latest first. */
export function groupVisitsByDay(visits: readonly DeviceVisit[]): Array<{ day: string; visits: DeviceVisit[] }> {
	const sorted = [...visits].sort((a, b) => (a.day === b.day ? b.viewedAt - a.viewedAt : a.day < b.day ? 1 : -1))
	const days: Array<{ day: string; visits: DeviceVisit[] }> = []
	for (const visit of sorted) {
		const last = days.at(-1)
		if (last?.day === visit.day) last.visits.push(visit)
		else days.push({ day: visit.day, visits: [visit] })
	}
	return days
}

/* Sign-in: what is sent to the account, and what is left once it is there. --------------------- */

export type DeviceSyncPayload = { favorites: DeviceFavorite[]; history: Array<{ productId: string; viewedAt: number }> }

export function deviceSyncPayload(state: DeviceState): DeviceSyncPayload {
	return {
		favorites: state.favorites.map(({ productId, addedAt }) => ({ productId, addedAt })),
		history: state.history.map(({ productId, viewedAt }) => ({ productId, viewedAt })),
	}
}

/** The device after `sent` reached the account: those entries go; anything added meanwhile stays. */
export function withoutSynced(state: DeviceState, sent: DeviceState): DeviceState {
	const sentFavorites = new Set(sent.favorites.map((entry) => `${entry.productId} ${entry.addedAt}`))
	const sentVisits = new Set(sent.history.map((entry) => `${visitKey(entry)} ${entry.viewedAt}`))
	return {
		...state,
		favorites: state.favorites.filter((entry) => !sentFavorites.has(`${entry.productId} ${entry.addedAt}`)),
		history: state.history.filter((entry) => !sentVisits.has(`${visitKey(entry)} ${entry.viewedAt}`)),
	}
}
