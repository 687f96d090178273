import { type LoaderFunctionArgs } from '@remix-run/node'
import { isLocale } from '#app/i18n/locales.ts'
import { webManifest } from '#app/utils/web-manifest.server.ts'

/** The web app manifest in one language, `/resources/manifest/<locale>.webmanifest` (decision 025). */
export function loader({ params }: LoaderFunctionArgs) {
	const match = /^([a-z]{2,3})\.webmanifest$/.exec(params.file ?? '')
	if (!match || !isLocale(match[1])) return new Response('Not found', { status: 404 })
	return new Response(JSON.stringify(webManifest(match[1])), {
		headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
