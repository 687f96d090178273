// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { type SupportUnreadUpdate } from './support-unread-watcher.ts'
import { useLiveSupportUnread } from './use-live-support-unread.ts'

const watched = vi.hoisted(() => ({ userIds: [] as string[], update: null as SupportUnreadUpdate | null, closed: 0, refreshes: [] as boolean[] }))
vi.mock('./support-unread-watcher.ts', () => ({
	watchSupportUnread: (userId: string, update: SupportUnreadUpdate, options?: { refreshOnReady?: boolean }) => {
		watched.userIds.push(userId)
		watched.refreshes.push(options?.refreshOnReady ?? false)
		watched.update = update
		return { close: () => void (watched.closed += 1) }
	},
}))

afterEach(() => {
	cleanup()
	watched.userIds = []
	watched.update = null
	watched.closed = 0
	watched.refreshes = []
})

test('starts from the count the page was rendered with, then follows the buyer’s channel', async () => {
	const { result, rerender } = renderHook(({ loaded }) => useLiveSupportUnread('buyer-1', loaded), { initialProps: { loaded: 2 } })
	expect(result.current).toBe(2)
	await vi.waitFor(() => expect(watched.update).not.toBeNull())
	expect(watched.userIds).toEqual(['buyer-1'])

	// The buyer read the chat: the badge clears, though the root's data (not reloaded on links) still says 2.
	act(() => watched.update!(() => 0))
	rerender({ loaded: 2 })
	expect(result.current).toBe(0)
	act(() => watched.update!((count) => count + 1))
	expect(result.current).toBe(1)

	// The root reloaded (after a form): its fresh count wins.
	rerender({ loaded: 5 })
	expect(result.current).toBe(5)
	expect(watched.userIds).toHaveLength(1)
})

test('nothing is watched for a visitor, and the watcher closes with the page frame', async () => {
	const visitor = renderHook(() => useLiveSupportUnread(null, 3))
	expect(visitor.result.current).toBe(0)
	visitor.unmount()

	const buyer = renderHook(() => useLiveSupportUnread('buyer-2', 0))
	await vi.waitFor(() => expect(watched.userIds).toEqual(['buyer-2']))
	buyer.unmount()
	expect(watched.closed).toBe(1)
})

test('a page without the badges keeps the count it was rendered with and opens no stream', async () => {
	const page = renderHook(() => useLiveSupportUnread('buyer-3', 4, { live: false }))
	expect(page.result.current).toBe(4)
	// Had it started watching, the watcher module would be loaded and called by now.
	await import('./support-unread-watcher.ts')
	await new Promise((resolve) => setTimeout(resolve, 0))
	expect(watched.userIds).not.toContain('buyer-3')
	page.unmount()
})

test('back on a tab page after one without the badge, the count is asked for again (the buyer may have read the chat)', async () => {
	const { rerender } = renderHook(({ live }) => useLiveSupportUnread('buyer-4', 2, { live }), { initialProps: { live: true } })
	await vi.waitFor(() => expect(watched.refreshes).toEqual([false]))
	rerender({ live: false })
	rerender({ live: true })
	await vi.waitFor(() => expect(watched.refreshes).toEqual([false, true]))
})
