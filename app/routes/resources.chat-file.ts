import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getPrivateFile } from '#app/modules/chat/chat-files.server.ts'
import { getRealtimeUser } from '#app/modules/staff/staff-inbox.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * A chat picture, voice message or inquiry photo, only for the buyer it belongs to and for staff (signed in to
 * the shop or to the console); 404 for anyone else (signed out included), so keys reveal nothing. Keys are
 * random and never reused: cached privately.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await getRealtimeUser(request)
	const key = params['*'] ?? ''
	const file = user ? await getPrivateFile(getDb(), getStorage(), { user, key }) : null
	if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
	return new Response(file.body, {
		headers: {
			'Content-Type': file.contentType,
			'Content-Length': String(file.size),
			'Cache-Control': `private, max-age=${ONE_YEAR_SECONDS}, immutable`,
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
		},
	})
}
