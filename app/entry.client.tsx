import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadMessagesForDocument, type MessagesBundle, MessagesProvider } from './i18n/messages-context.tsx'
import { AppStylesheetProvider, readAppStylesheetHref } from './styles/app-stylesheet.tsx'
import { listenForInstallPrompt } from './utils/install-prompt.ts'
import { installRequestTimeouts } from './utils/request-timeout.ts'
import { registerServiceWorker } from './utils/service-worker.client.ts'

/**
 * Chromium's trimmed ICU has no Central Kurdish number or date data, while the
 * server (full ICU) renders Kurdish digits and month names. Kurdish pages load
 * the Intl polyfills with ckb data before hydrating, so both render the same
 * text; other languages never download them (DESIGN.md section 5).
 */
async function prepareIntl() {
	if (document.documentElement.lang !== 'ckb') return
	const { loadKurdishIntl } = await import('./i18n/kurdish-intl.client.ts')
	await loadKurdishIntl()
}

// Every request to the shop has the spec's 25 s timeout and a "tap to retry" (decision 025), from the first one.
installRequestTimeouts()
// The browser offers installing once, early, on whatever page: kept for the account page's card.
listenForInstallPrompt()

function hydrate(messages: MessagesBundle) {
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<AppStylesheetProvider href={readAppStylesheetHref()}>
					<MessagesProvider bundle={messages}>
						<RemixBrowser />
					</MessagesProvider>
				</AppStylesheetProvider>
			</StrictMode>,
		)
	})
}

// The page is already readable (server-rendered); it becomes interactive once the messages are here.
Promise.all([loadMessagesForDocument(), prepareIntl().catch((error: unknown) => console.error(error))]).then(
	([messages]) => {
		hydrate(messages)
		// The installable, offline-tolerant shop (decision 025); the dev server has no service worker to serve.
		if (import.meta.env.PROD) registerServiceWorker()
	},
	(error: unknown) => console.error(error),
)
