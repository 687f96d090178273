import { expect, test } from 'vitest'
import { createTtlCache } from './ttl-cache.ts'

test('a value is loaded once while fresh, and again once stale', async () => {
	const cache = createTtlCache<number>({ ttlMs: 1000 })
	let loads = 0
	const load = async () => ++loads
	expect(await Promise.all([cache.get('ar', load, 0), cache.get('ar', load, 10)])).toEqual([1, 1])
	expect(await cache.get('ar', load, 999)).toBe(1)
	expect(await cache.get('ar', load, 1000)).toBe(2)
	expect(await cache.get('en', load, 1000)).toBe(3)
})

test('a failed load is not kept', async () => {
	const cache = createTtlCache<string>({ ttlMs: 1000 })
	await expect(cache.get('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down')
	expect(await cache.get('k', async () => 'up', 1)).toBe('up')
})

test('the oldest entry makes room when full', async () => {
	const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 2 })
	await cache.get('a', async () => 'a1', 0)
	await cache.get('b', async () => 'b1', 0)
	await cache.get('c', async () => 'c1', 0)
	expect(await cache.get('a', async () => 'a2', 1)).toBe('a2')
	expect(await cache.get('c', async () => 'c2', 1)).toBe('c1')
})
