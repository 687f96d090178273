import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getPrivateFile } from '#app/modules/chat/chat-files.server.ts'
import { byteRange } from '#app/modules/chat/byte-range.ts'
import { getRealtimeUserContext } from '#app/request-context.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * A chat picture, voice message or inquiry photo, only for the buyer it belongs to and for staff (signed in to
 * the shop or to the console); 404 for anyone else (signed out included), so keys reveal nothing. Keys are
 * random and never reused: cached privately. Voice messages answer byte ranges (Safari plays audio only from a
 * server that does, and every browser seeks with them).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await getRealtimeUserContext(request)
	const key = params['*'] ?? ''
	const file = user ? await getPrivateFile(getDb(), getStorage(), { user, key }) : null
	if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
	const headers: Record<string, string> = {
		'Content-Type': file.contentType,
		'Cache-Control': `private, max-age=${ONE_YEAR_SECONDS}, immutable`,
		'X-Content-Type-Options': 'nosniff',
		'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
	}
	if (!file.contentType.startsWith('audio/')) return new Response(file.body, { headers: { ...headers, 'Content-Length': String(file.size) } })
	headers['Accept-Ranges'] = 'bytes'
	const range = byteRange(request.headers.get('Range'), file.size)
	if (range === null) return new Response(file.body, { headers: { ...headers, 'Content-Length': String(file.size) } })
	await file.body.cancel().catch(() => undefined)
	if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${file.size}` } })
	// A voice message is at most a few megabytes: the part is cut from the whole.
	const whole = await getPrivateFile(getDb(), getStorage(), { user: user!, key })
	const bytes = new Uint8Array(await new Response(whole!.body).arrayBuffer()).subarray(range.start, range.end + 1)
	return new Response(bytes, {
		status: 206,
		headers: { ...headers, 'Content-Length': String(bytes.byteLength), 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}` },
	})
}
