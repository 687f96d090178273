import { assertStorageKey, contentTypeOfKey, publicMediaUrl, type Storage, type StoredFile } from './storage.ts'

/** Storage held in memory: for tests, and for tools that must not touch the disk. */
export function createMemoryStorage(): Storage & { readonly size: number; keys(): string[] } {
	const files = new Map<string, { bytes: Uint8Array; contentType: string; lastModified: Date }>()
	return {
		async put(key, bytes, contentType) {
			assertStorageKey(key, contentType)
			files.set(key, { bytes: bytes.slice(), contentType, lastModified: new Date() })
		},
		async get(key): Promise<StoredFile | null> {
			if (!contentTypeOfKey(key)) return null
			const file = files.get(key)
			if (!file) return null
			const { bytes } = file
			return {
				body: new ReadableStream<Uint8Array>({
					start(controller) {
						controller.enqueue(bytes.slice())
						controller.close()
					},
				}),
				contentType: file.contentType,
				size: bytes.byteLength,
				lastModified: file.lastModified,
			}
		},
		async delete(key) {
			files.delete(key)
		},
		url: publicMediaUrl,
		get size() {
			return files.size
		},
		keys: () => [...files.keys()],
	}
}
