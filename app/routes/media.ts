import { type LoaderFunctionArgs } from '@remix-run/node'
import { isImageWidth, resizedImage } from '#app/modules/catalog/image-variants.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365
const RESIZABLE = new Set(['image/webp', 'image/png', 'image/jpeg'])

/**
 * Public catalogue media (product, SKU and banner images) by storage key, at a
 * narrower width when `?w=` names one of IMAGE_WIDTHS. Keys are random and never
 * reused, so responses are cached for good. Private files (payment slips, chat
 * attachments) are served by their own routes, which check who is asking.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
	const key = params['*'] ?? ''
	// Payment slips are private: only /resources/payment/slip/:id serves them, to their owner and staff.
	if (key.startsWith('slips/')) return new Response('Not found', { status: 404 })
	// Chat pictures and inquiry photos are private too: /resources/chat-file serves them to their buyer and staff.
	// Canned-reply pictures are the staff console's: the same route serves them to staff only.
	if (key.startsWith('chat/') || key.startsWith('inquiries/') || key.startsWith('canned/')) return new Response('Not found', { status: 404 })
	const storage = getStorage()
	const file = await storage.get(key)
	if (!file) return new Response('Not found', { status: 404 })
	const headers = {
		'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
		'X-Content-Type-Options': 'nosniff',
	}
	const width = Number(new URL(request.url).searchParams.get('w'))
	if (isImageWidth(width) && RESIZABLE.has(file.contentType)) {
		const body = await resizedImage(key, width, async () => new Uint8Array(await new Response(file.body).arrayBuffer()))
		return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': 'image/webp' } })
	}
	return new Response(file.body, { headers: { ...headers, 'Content-Type': file.contentType } })
}
