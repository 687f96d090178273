// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { deviceMayHoldEntries } from './device-presence.ts'
import { readDeviceState, updateDeviceState } from './device-storage.ts'
import { addDeviceFavorite, DEVICE_STORE_KEY, isEmptyDeviceState, recordDeviceVisit } from './device-store.ts'
import { syncDeviceToAccount } from './device-sync.ts'
import { href } from '#app/href.ts'

beforeEach(() => {
	localStorage.clear()
})

afterEach(() => {
	vi.unstubAllGlobals()
})

function keepOnDevice() {
	updateDeviceState((state) => recordDeviceVisit(addDeviceFavorite(state, 'product-1', 1_000), 'product-2', Date.parse('2026-03-02T10:00:00Z')))
}

test('posts the device lists once and forgets them when the account took them', async () => {
	keepOnDevice()
	const fetch = vi.fn(async () => Response.json({ favorites: 1, history: 1 }))
	vi.stubGlobal('fetch', fetch)
	const [first, second] = await Promise.all([syncDeviceToAccount(), syncDeviceToAccount()])
	expect([first, second]).toEqual(['merged', 'merged'])
	expect(fetch).toHaveBeenCalledTimes(1)
	const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
	expect(url).toBe(href('/resources/device-sync'))
	expect(JSON.parse(String(init.body))).toEqual({
		favorites: [{ productId: 'product-1', addedAt: 1_000 }],
		history: [{ productId: 'product-2', viewedAt: Date.parse('2026-03-02T10:00:00Z') }],
	})
	expect(isEmptyDeviceState(readDeviceState())).toBe(true)
	expect(await syncDeviceToAccount()).toBe('nothing')
	expect(fetch).toHaveBeenCalledTimes(1)
})

test('keeps the lists when the network or the server fails, or the buyer was signed out meanwhile', async () => {
	keepOnDevice()
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
	)
	expect(await syncDeviceToAccount()).toBe('kept')
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => Response.json({ error: 'error.http.401' }, { status: 401 })),
	)
	expect(await syncDeviceToAccount()).toBe('kept')
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => new Response('', { status: 503 })),
	)
	expect(await syncDeviceToAccount()).toBe('kept')
	expect(readDeviceState().favorites).toHaveLength(1)
})

test('drops lists the server can never take, so they are not sent on every page', async () => {
	keepOnDevice()
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => Response.json({ error: 'error.http.400' }, { status: 400 })),
	)
	expect(await syncDeviceToAccount()).toBe('dropped')
	expect(isEmptyDeviceState(readDeviceState())).toBe(true)
})

test('a favourite saved while the request was on its way stays on the device', async () => {
	keepOnDevice()
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => {
			updateDeviceState((state) => addDeviceFavorite(state, 'product-3', 2_000))
			return Response.json({ favorites: 1, history: 1 })
		}),
	)
	expect(await syncDeviceToAccount()).toBe('merged')
	expect(readDeviceState().favorites.map((entry) => entry.productId)).toEqual(['product-3'])
	expect(JSON.parse(localStorage.getItem(DEVICE_STORE_KEY) ?? '{}').history).toEqual([])
})

test('the shell loads the sync only while the device may hold lists: none kept, or all handed over, is nothing to send', async () => {
	expect(deviceMayHoldEntries()).toBe(false)
	keepOnDevice()
	expect(deviceMayHoldEntries()).toBe(true)
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => Response.json({ favorites: 1, history: 1 })),
	)
	expect(await syncDeviceToAccount()).toBe('merged')
	expect(localStorage.getItem(DEVICE_STORE_KEY)).not.toBeNull()
	expect(deviceMayHoldEntries()).toBe(false)
	// What it cannot read, the store decides (it reads it as empty, or as lists to send).
	localStorage.setItem(DEVICE_STORE_KEY, '{not json')
	expect(deviceMayHoldEntries()).toBe(true)
	expect(deviceMayHoldEntries(null)).toBe(false)
	expect(
		deviceMayHoldEntries({
			getItem: () => {
				throw new DOMException('blocked', 'SecurityError')
			},
		}),
	).toBe(false)
})
