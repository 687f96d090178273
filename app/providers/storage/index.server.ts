import path from 'node:path'
import { createLocalDiskStorage } from './local-disk.server.ts'
import { type Storage } from './storage.ts'

export * from './storage.ts'
export { createLocalDiskStorage } from './local-disk.server.ts'
export { createMemoryStorage } from './memory.ts'

/** Where uploads live. The one place that reads the environment; swap for validated config. */
export function readStorageRoot(env: NodeJS.ProcessEnv = process.env) {
	return path.join(env.DIJLA_DATA_DIR ?? './data', 'uploads')
}

type StorageGlobal = typeof globalThis & { __dijlaStorage?: Storage }

/** The app-wide storage (local disk under `<DIJLA_DATA_DIR>/uploads`). */
export function getStorage(): Storage {
	const store = globalThis as StorageGlobal
	store.__dijlaStorage ??= createLocalDiskStorage(readStorageRoot())
	return store.__dijlaStorage
}
