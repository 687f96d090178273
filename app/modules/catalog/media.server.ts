import { isImageWidth, resizedImage } from './image-variants.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365
const RESIZABLE = new Set(['image/webp', 'image/png', 'image/jpeg'])
/** Payment slips, chat pictures, inquiry photos and canned-reply pictures: served by routes that check who asks. */
const PRIVATE_FOLDERS = ['slips/', 'chat/', 'inquiries/', 'canned/']

/**
 * Public catalogue media (product, SKU and banner images) by storage key, at a narrower width when `width` is one
 * of IMAGE_WIDTHS. Keys are random and never reused, so answers are cached for good. Private files are served by
 * their own routes (/resources/payment/slip/:id to their owner and staff, /resources/chat-file to their buyer and
 * staff): here they are not found. The `media/*` route in development and tests, and publicFilesMiddleware in
 * production, answer with this.
 */
export async function publicMediaResponse(key: string, width: number): Promise<Response> {
	if (PRIVATE_FOLDERS.some((folder) => key.startsWith(folder))) return new Response('Not found', { status: 404 })
	const file = await getStorage().get(key)
	if (!file) return new Response('Not found', { status: 404 })
	const headers = {
		'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
		'X-Content-Type-Options': 'nosniff',
	}
	if (isImageWidth(width) && RESIZABLE.has(file.contentType)) {
		const body = await resizedImage(key, width, async () => new Uint8Array(await new Response(file.body).arrayBuffer()))
		return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': 'image/webp' } })
	}
	return new Response(file.body, { headers: { ...headers, 'Content-Type': file.contentType } })
}
