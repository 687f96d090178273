import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { MessagesProvider, readMessagesFromDocument } from './i18n/messages-context.tsx'

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

function hydrate() {
	const messages = readMessagesFromDocument()
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<MessagesProvider bundle={messages}>
					<RemixBrowser />
				</MessagesProvider>
			</StrictMode>,
		)
	})
}

prepareIntl().then(hydrate, (error: unknown) => {
	console.error(error)
	hydrate()
})
