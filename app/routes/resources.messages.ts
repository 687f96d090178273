import { type LoaderFunctionArgs } from '@remix-run/node'
import { getMessagesBundle } from '#app/i18n/messages.server.ts'
import { isLocale } from '#app/i18n/locales.ts'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * A language's compiled messages, `/resources/messages/<locale>-<hash>.json`.
 * The hash names the content, so the current version is cached for good; an
 * old hash (a page from before a deploy) gets today's messages, uncached.
 */
export function loader({ params }: LoaderFunctionArgs) {
	const match = /^([a-z]{2,3})-([0-9a-f]{12})\.json$/.exec(params.file ?? '')
	if (!match || !isLocale(match[1])) return new Response('Not found', { status: 404 })
	const bundle = getMessagesBundle(match[1])
	const current = bundle.url.endsWith(`-${match[2]}.json`)
	return new Response(bundle.json, {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Cache-Control': current ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
		},
	})
}
