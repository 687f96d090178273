import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { assertStorageKey, contentTypeOfKey, publicMediaUrl, type Storage, type StoredFile } from './storage.ts'

/** Files under `<root>/<folder>/<random>.<ext>`; `root` is normally `<DIJLA_DATA_DIR>/uploads`. */
export function createLocalDiskStorage(root: string): Storage {
	const base = path.resolve(root)

	function resolve(key: string) {
		const file = path.resolve(base, key)
		// Belt and braces: valid keys cannot escape, but never touch a path outside the root.
		if (!file.startsWith(base + path.sep)) throw new Error(`Storage key escapes the root: ${key}`)
		return file
	}

	return {
		async put(key, bytes, contentType) {
			assertStorageKey(key, contentType)
			const file = resolve(key)
			await fs.mkdir(path.dirname(file), { recursive: true })
			// Write then rename, so a reader never sees half a file.
			const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`
			await fs.writeFile(temporary, bytes)
			await fs.rename(temporary, file)
		},

		async get(key): Promise<StoredFile | null> {
			const contentType = contentTypeOfKey(key)
			if (!contentType) return null
			const file = resolve(key)
			let stat
			try {
				stat = await fs.stat(file)
			} catch {
				return null
			}
			if (!stat.isFile()) return null
			const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
			return { body, contentType, size: stat.size, lastModified: stat.mtime }
		},

		async delete(key) {
			if (!contentTypeOfKey(key)) return
			await fs.rm(resolve(key), { force: true })
		},

		url: publicMediaUrl,
	}
}
