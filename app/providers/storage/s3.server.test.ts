import { describe, expect, test } from 'vitest'
import { createS3Storage, S3StorageError } from './s3.server.ts'
import { createStorageKey, InvalidStorageKeyError } from './storage.ts'

/** A tiny S3 stand-in: keeps objects in a map and records the signed requests it received. */
function fakeS3() {
	const objects = new Map<string, { bytes: Uint8Array; type: string }>()
	const requests: Request[] = []
	const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
		const request = input instanceof Request ? input : new Request(input, init)
		requests.push(request)
		const path = new URL(request.url).pathname
		if (request.method === 'PUT') {
			objects.set(path, { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' })
			return new Response(null, { status: 200 })
		}
		if (request.method === 'GET') {
			const object = objects.get(path)
			if (!object) return new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 })
			return new Response(object.bytes as Uint8Array<ArrayBuffer>, {
				headers: { 'Content-Type': object.type, 'Content-Length': String(object.bytes.byteLength), 'Last-Modified': 'Mon, 23 Nov 2026 10:00:00 GMT' },
			})
		}
		if (request.method === 'DELETE') {
			objects.delete(path)
			return new Response(null, { status: 204 })
		}
		return new Response('no', { status: 405 })
	}
	return { objects, requests, fetch: fetch as typeof globalThis.fetch }
}

const options = {
	endpoint: 'https://s3.example.test/',
	bucket: 'dijla-uploads',
	region: 'eu-central-1',
	accessKeyId: 'AKIDEXAMPLE',
	secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
}

describe('S3-compatible storage', () => {
	test('stores, reads back and deletes an object with signed path-style requests', async () => {
		const s3 = fakeS3()
		const storage = createS3Storage({ ...options, fetch: s3.fetch })
		const key = createStorageKey('slips', 'png')
		await storage.put(key, new Uint8Array([137, 80, 78, 71]), 'image/png')
		const put = s3.requests[0]!
		expect(new URL(put.url).pathname).toBe(`/dijla-uploads/${key}`)
		expect(put.headers.get('authorization')).toMatch(
			/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
		)
		expect(put.headers.get('x-amz-content-sha256')).toMatch(/^[0-9a-f]{64}$/)

		const file = await storage.get(key)
		expect(file).toMatchObject({ contentType: 'image/png', size: 4 })
		expect([...new Uint8Array(await new Response(file!.body).arrayBuffer())]).toEqual([137, 80, 78, 71])

		await storage.delete(key)
		expect(await storage.get(key)).toBeNull()
	})

	test('refuses keys the app would not make, before any request', async () => {
		const s3 = fakeS3()
		const storage = createS3Storage({ ...options, fetch: s3.fetch })
		await expect(storage.put('../etc/passwd.png', new Uint8Array(1), 'image/png')).rejects.toBeInstanceOf(InvalidStorageKeyError)
		expect(await storage.get('slips/../../x.png')).toBeNull()
		expect(s3.requests).toHaveLength(0)
	})

	test('a refusal from the service is an error, not a silent success', async () => {
		const storage = createS3Storage({
			...options,
			fetch: (async () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 })) as typeof fetch,
		})
		await expect(storage.put(createStorageKey('chat', 'webp'), new Uint8Array(1), 'image/webp')).rejects.toBeInstanceOf(S3StorageError)
	})
})
