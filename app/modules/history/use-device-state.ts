import { useSyncExternalStore } from 'react'
import { readDeviceState, subscribeDeviceState } from './device-storage.ts'
import { type DeviceState, EMPTY_DEVICE_STATE } from './device-store.ts'

const serverSnapshot = () => EMPTY_DEVICE_STATE

/**
 * The visitor's favourites and history on this device. Empty while the page is rendered on the server and
 * hydrated (so both agree), then what the device holds, kept current as it changes.
 */
export function useDeviceState(): DeviceState {
	return useSyncExternalStore(subscribeDeviceState, readDeviceState, serverSnapshot)
}
