import { DEVICE_STORE_KEY, type DeviceState, EMPTY_DEVICE_STATE, parseDeviceState, serializeDeviceState } from './device-store.ts'

/*
 * The device store in the browser's localStorage. Storage may be missing (server rendering), full or blocked
 * (private windows): then the visitor's favourites and history simply are not kept, and nothing breaks.
 */

const CHANGE_EVENT = 'dijla:device-store'

function storage(): Storage | null {
	try {
		return typeof window === 'undefined' ? null : window.localStorage
	} catch {
		return null
	}
}

let cached: { raw: string | null; state: DeviceState } = { raw: null, state: EMPTY_DEVICE_STATE }

/** The device's favourites and history now (the same object while nothing changed). */
export function readDeviceState(): DeviceState {
	let raw: string | null = null
	try {
		raw = storage()?.getItem(DEVICE_STORE_KEY) ?? null
	} catch {
		raw = null
	}
	if (raw !== cached.raw) cached = { raw, state: parseDeviceState(raw) }
	return cached.state
}

/** Applies `change` to the stored state and tells every subscriber on this page. Returns the new state. */
export function updateDeviceState(change: (state: DeviceState) => DeviceState): DeviceState {
	const before = readDeviceState()
	const next = change(before)
	if (next === before) return before
	try {
		storage()?.setItem(DEVICE_STORE_KEY, serializeDeviceState(next))
	} catch {
		return before
	}
	window.dispatchEvent(new Event(CHANGE_EVENT))
	return readDeviceState()
}

/** Calls `listener` when the device store changes, here or in another tab. */
export function subscribeDeviceState(listener: () => void): () => void {
	const onStorage = (event: StorageEvent) => {
		if (event.key === null || event.key === DEVICE_STORE_KEY) listener()
	}
	window.addEventListener(CHANGE_EVENT, listener)
	window.addEventListener('storage', onStorage)
	return () => {
		window.removeEventListener(CHANGE_EVENT, listener)
		window.removeEventListener('storage', onStorage)
	}
}
