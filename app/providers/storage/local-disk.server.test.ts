import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLocalDiskStorage } from './local-disk.server.ts'
import { createMemoryStorage } from './memory.ts'
import { contentTypeOfKey, createStorageKey, type Storage } from './storage.ts'

let root: string

beforeAll(async () => {
	root = await mkdtemp(path.join(os.tmpdir(), 'dijla-storage-'))
})

afterAll(async () => {
	await rm(root, { recursive: true, force: true })
})

async function readAll(stream: ReadableStream<Uint8Array>) {
	return new Uint8Array(await new Response(stream).arrayBuffer())
}

const adapters: Array<[string, () => Storage]> = [
	['local disk', () => createLocalDiskStorage(root)],
	['memory', () => createMemoryStorage()],
]

describe.each(adapters)('%s storage', (_name, create) => {
	test('stores, serves and deletes a file under a random key', async () => {
		const storage = create()
		const key = createStorageKey('products', 'webp')
		expect(key).toMatch(/^products\/[0-9a-f]{32}\.webp$/)
		const bytes = new TextEncoder().encode('RIFF....WEBP')
		await storage.put(key, bytes, 'image/webp')

		const file = await storage.get(key)
		expect(file).not.toBeNull()
		expect(file!.contentType).toBe('image/webp')
		expect(file!.size).toBe(bytes.byteLength)
		expect(await readAll(file!.body)).toEqual(bytes)
		expect(storage.url(key)).toBe(`/media/${key}`)

		await storage.delete(key)
		expect(await storage.get(key)).toBeNull()
	})

	test('refuses keys a user could have shaped and content types that do not match', async () => {
		const storage = create()
		const bytes = new Uint8Array([1, 2, 3])
		for (const key of [
			'../etc/passwd',
			'products/../../x.webp',
			'/products/abcdefgh.webp',
			'unknown/abcdefgh.webp',
			'products/ab.webp',
			'products/abcdefgh.exe',
			'products/abcdefgh',
		]) {
			await expect(storage.put(key, bytes, 'image/webp')).rejects.toThrow(/Invalid storage key/)
			expect(await storage.get(key)).toBeNull()
		}
		await expect(storage.put(createStorageKey('slips', 'pdf'), bytes, 'image/png')).rejects.toThrow(/does not match/)
	})
})

test('the local disk adapter writes only inside its root, with no temporary files left', async () => {
	const storage = createLocalDiskStorage(root)
	const key = createStorageKey('banners', 'png')
	await storage.put(key, new Uint8Array([137, 80, 78, 71]), 'image/png')
	expect(await readdir(path.join(root, 'banners'))).toEqual([key.split('/')[1]])
})

test('contentTypeOfKey knows the stored types', () => {
	expect(contentTypeOfKey('slips/0123456789abcdef.pdf')).toBe('application/pdf')
	expect(contentTypeOfKey('avatars/0123456789abcdef.jpg')).toBe('image/jpeg')
	expect(contentTypeOfKey('avatars/0123456789abcdef.svg')).toBeNull()
})
