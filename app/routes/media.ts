import { type LoaderFunctionArgs } from '@remix-run/node'
import { getStorage } from '#app/providers/storage/index.server.ts'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * Public catalogue media (product, SKU and banner images) by storage key. Keys
 * are random and never reused, so responses are cached for good. Private files
 * (payment slips, chat attachments) are served by their own routes, which check
 * who is asking.
 */
export async function loader({ params }: LoaderFunctionArgs) {
	const key = params['*'] ?? ''
	const file = await getStorage().get(key)
	if (!file) return new Response('Not found', { status: 404 })
	return new Response(file.body, {
		headers: {
			'Content-Type': file.contentType,
			'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
