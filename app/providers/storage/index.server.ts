import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'
import { createLocalDiskStorage } from './local-disk.server.ts'
import { createS3Storage } from './s3.server.ts'
import { type Storage } from './storage.ts'

export * from './storage.ts'
export { createLocalDiskStorage } from './local-disk.server.ts'
export { createMemoryStorage } from './memory.ts'
export { createS3Storage } from './s3.server.ts'

/** Where uploads live. The one place that reads the environment; swap for validated config. */
export function readStorageRoot(env: NodeJS.ProcessEnv = process.env) {
	return path.join(env.DIJLA_DATA_DIR ?? './data', 'uploads')
}

type StorageGlobal = typeof globalThis & { __dijlaStorage?: Storage }

/** The app-wide storage: S3-compatible when `S3_BUCKET` is configured, else local disk under `<DIJLA_DATA_DIR>/uploads`. */
export function getStorage(): Storage {
	const store = globalThis as StorageGlobal
	store.__dijlaStorage ??= createConfiguredStorage()
	return store.__dijlaStorage
}

function createConfiguredStorage(): Storage {
	const env = getEnv()
	if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
		return createS3Storage({
			endpoint: env.S3_ENDPOINT,
			bucket: env.S3_BUCKET,
			region: env.S3_REGION,
			accessKeyId: env.S3_ACCESS_KEY_ID,
			secretAccessKey: env.S3_SECRET_ACCESS_KEY,
		})
	}
	return createLocalDiskStorage(readStorageRoot())
}
