import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import { assertStorageKey, contentTypeOfKey, publicMediaUrl, type Storage, type StoredFile } from './storage.ts'

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Wasabi…), for several app instances sharing
 * uploads. Requests are signed with AWS Signature V4 (aws4fetch); objects stay private and are still served
 * through `/media/<key>` and the slip/chat routes, which decide who may see them. Path-style URLs
 * (`<endpoint>/<bucket>/<key>`) work with every S3-compatible service.
 */
export type S3StorageOptions = {
	/** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
	endpoint: string
	bucket: string
	region: string
	accessKeyId: string
	secretAccessKey: string
	/** For tests: the fetch the signed requests go through. */
	fetch?: typeof fetch
}

export class S3StorageError extends Error {
	override name = 'S3StorageError'
	constructor(
		readonly operation: string,
		readonly status: number,
		detail: string,
	) {
		super(`S3 ${operation} failed with HTTP ${status}: ${detail.slice(0, 300)}`)
	}
}

export function createS3Storage(options: S3StorageOptions): Storage {
	const client = new AwsClient({
		accessKeyId: options.accessKeyId,
		secretAccessKey: options.secretAccessKey,
		region: options.region,
		service: 's3',
		retries: 2,
	})
	const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`
	const send = options.fetch ?? fetch
	const objectUrl = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`

	async function signedFetch(url: string, init: RequestInit) {
		const request = await client.sign(url, init)
		return send(request)
	}

	return {
		async put(key, bytes, contentType) {
			assertStorageKey(key, contentType)
			const response = await signedFetch(objectUrl(key), {
				method: 'PUT',
				body: bytes as Uint8Array<ArrayBuffer>,
				// Sign the body too, so a request altered on the way is refused by the service.
				headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength), 'X-Amz-Content-Sha256': sha256Hex(bytes) },
			})
			if (!response.ok) throw new S3StorageError('put', response.status, await response.text())
		},

		async get(key): Promise<StoredFile | null> {
			const contentType = contentTypeOfKey(key)
			if (!contentType) return null
			const response = await signedFetch(objectUrl(key), { method: 'GET' })
			if (response.status === 404) {
				await response.body?.cancel()
				return null
			}
			if (!response.ok || !response.body) throw new S3StorageError('get', response.status, await response.text())
			return {
				body: response.body,
				contentType,
				size: Number(response.headers.get('Content-Length') ?? 0),
				lastModified: new Date(response.headers.get('Last-Modified') ?? Date.now()),
			}
		},

		async delete(key) {
			if (!contentTypeOfKey(key)) return
			const response = await signedFetch(objectUrl(key), { method: 'DELETE' })
			// S3 answers 204 whether or not the object existed.
			if (!response.ok && response.status !== 404) throw new S3StorageError('delete', response.status, await response.text())
		},

		url: publicMediaUrl,
	}
}

function sha256Hex(bytes: Uint8Array) {
	return createHash('sha256').update(bytes).digest('hex')
}
