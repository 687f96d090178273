import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { MessagesProvider } from '#app/i18n/messages-context.tsx'
import { messagesBundleFor } from '#app/i18n/messages.server.ts'
import { AppStylesheetProvider } from '#app/styles/app-stylesheet.tsx'
import { htmlDocumentStream } from '#app/utils/html-document-stream.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import appStylesheetHref from 'virtual:dijla/stylesheet'

export { startApp } from './startup.server.ts'

const ABORT_DELAY_MS = 5_000
export const streamTimeout = ABORT_DELAY_MS

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
) {
	// Crawlers (WhatsApp's link preview among them) get the whole page at once.
	const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<AppStylesheetProvider href={appStylesheetHref}>
				<MessagesProvider bundle={messagesBundleFor(remixContext.staticHandlerContext.loaderData.root)}>
					<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
				</MessagesProvider>
			</AppStylesheetProvider>,
			{
				[readyEvent]() {
					shellRendered = true
					const body = htmlDocumentStream()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
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

export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return
	// A 4xx Remix answers itself (a method a route has no action for, a made-up route) is the client's mistake.
	if (isRouteErrorResponse(error) && error.status < 500) return
	logger.error({ err: error, url: request.url }, 'request failed')
}
