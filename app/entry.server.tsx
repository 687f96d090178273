import { type AppLoadContext, createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { MessagesProvider } from '#app/i18n/messages-context.tsx'
import { getMessagesBundle } from '#app/i18n/messages.server.ts'
import { DEFAULT_LOCALE } from '#app/i18n/locales.ts'
import { type DocumentContext, documentContextOf } from '#app/request-context.server.ts'
import { AppStylesheetProvider } from '#app/styles/app-stylesheet.tsx'
import { htmlDocumentStream } from '#app/utils/html-document-stream.server.ts'
import {
	isPersonalRequest,
	isPublicPagePath,
	PERSONAL_PAGE_CACHE_CONTROL,
	PRIVATE_PAGE_CACHE_CONTROL,
	PUBLIC_PAGE_CACHE_CONTROL,
	PUBLIC_PAGE_VARY,
} from '#app/utils/page-cache.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { isKeptPagePath, isPageScope, SCOPE_HEADER } from '#app/utils/offline-pages.ts'
import appStylesheetHref from 'virtual:dijla/stylesheet'

export { startApp } from './startup.server.ts'
export { pageCacheMiddleware } from './utils/page-cache-middleware.server.ts'
export { publicFilesMiddleware } from './public-files-middleware.server.ts'
export { apiCacheMiddleware, apiMiddleware } from './api/api-middleware.server.ts'
export { realtimeEventsMiddleware } from './realtime/events-middleware.server.ts'

const ABORT_DELAY_MS = 5_000
export const streamTimeout = ABORT_DELAY_MS

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	// What the root loader worked out for this request (null if it did not finish: an error page in Arabic).
	const page = documentContextOf(loadContext)
	// Crawlers (WhatsApp's link preview among them) get the whole page at once.
	const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<AppStylesheetProvider href={appStylesheetHref}>
				<MessagesProvider bundle={getMessagesBundle(page?.locale ?? DEFAULT_LOCALE)}>
					<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
				</MessagesProvider>
			</AppStylesheetProvider>,
			{
				[readyEvent]() {
					shellRendered = true
					const body = htmlDocumentStream()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					setPageCaching(request, responseStatusCode, responseHeaders, page)
					resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
					pipe(body)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) logger.error({ err: error }, 'render failed')
				},
			},
		)
		setTimeout(abort, ABORT_DELAY_MS + 1_000)
	})
}

/**
 * Who may keep the page (issue 19): a page every visitor sees the same, rendered for a visitor, is public for a few
 * seconds (the shared page cache and a CDN keep it); a page rendered for a signed-in buyer is stored by no one;
 * anything else a browser may keep but asks for again.
 */
function setPageCaching(request: Request, status: number, headers: Headers, page: DocumentContext | null) {
	const signedIn = Boolean(page?.signedIn) || isPersonalRequest(request)
	if (signedIn) {
		headers.set('Cache-Control', PERSONAL_PAGE_CACHE_CONTROL)
	} else if (status === 200 && isPublicPagePath(new URL(request.url).pathname)) {
		headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
		headers.set('Vary', PUBLIC_PAGE_VARY)
	} else {
		headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL)
	}
	// The service worker keeps a page for offline reading only when told whose it is (decision 025).
	const url = new URL(request.url)
	const scope = page?.cacheScope
	if (status === 200 && request.method === 'GET' && isPageScope(scope) && isKeptPagePath(url.pathname)) headers.set(SCOPE_HEADER, scope)
}

export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return
	// A 4xx Remix answers itself (a method a route has no action for, a made-up route) is the client's mistake.
	if (isRouteErrorResponse(error) && error.status < 500) return
	logger.error({ err: error, url: request.url }, 'request failed')
}
