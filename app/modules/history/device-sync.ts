import { readDeviceState, updateDeviceState } from './device-storage.ts'
import { deviceSyncPayload, EMPTY_DEVICE_STATE, isEmptyDeviceState, withoutSynced } from './device-store.ts'
import { href } from '#app/href.ts'

let running: Promise<DeviceSyncOutcome> | null = null

export type DeviceSyncOutcome = 'nothing' | 'merged' | 'unchanged' | 'dropped' | 'kept'

/**
 * Sends what a visitor kept on this device to the signed-in account, once at a time:
 * - 'nothing': the device holds nothing to send;
 * - 'merged' / 'unchanged': the account took it (and did / did not change); it leaves the device;
 * - 'dropped': the server refused the lists as malformed, which no retry fixes; they leave the device;
 * - 'kept': no network, signed out meanwhile or a server error; they stay for the next page.
 */
export function syncDeviceToAccount(): Promise<DeviceSyncOutcome> {
	running ??= send().finally(() => {
		running = null
	})
	return running
}

async function send(): Promise<DeviceSyncOutcome> {
	const sent = readDeviceState()
	if (isEmptyDeviceState(sent)) return 'nothing'
	let response: Response
	try {
		response = await fetch(href('/resources/device-sync'), {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			credentials: 'same-origin',
			body: JSON.stringify(deviceSyncPayload(sent)),
		})
	} catch {
		return 'kept'
	}
	if (response.ok) {
		updateDeviceState((state) => withoutSynced(state, sent))
		const merged = (await response.json().catch(() => ({}))) as { favorites?: number; history?: number }
		return (merged.favorites ?? 0) + (merged.history ?? 0) > 0 ? 'merged' : 'unchanged'
	}
	if (response.status === 400 || response.status === 413) {
		updateDeviceState(() => EMPTY_DEVICE_STATE)
		return 'dropped'
	}
	return 'kept'
}
