import { useLocation, useMatches, useRevalidator } from '@remix-run/react'
import { useCacheScope, useLocale, useOptionalUser } from '#app/utils/root-data.ts'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, Icon, Text } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import { isKeptPagePath } from '#app/utils/offline-pages.ts'
import { currentRetryPrompt, subscribeRetryPrompt } from '#app/utils/request-timeout.ts'
import { applyUpdate, askServiceWorker, isUpdateReady, serviceWorkerReady, subscribeServiceWorker } from '#app/utils/service-worker.client.ts'
import { readWriteQueue, WRITE_QUEUED_EVENT, writeQueueStorage } from '#app/utils/write-queue.ts'
import { markOfflineCopy, useOfflineCopy } from '#app/utils/offline-copy.ts'
import * as styles from './OfflineSupport.css.ts'

/*
 * The shop on a weak network (issue 21; decision 025), mounted once in the shell:
 * - the banner "you are offline; showing what you saw last" while the network is gone or the page is the copy
 *   kept on the device;
 * - "connection to server timed out, tap to retry" (or, offline, "nothing was sent") for a request that got no
 *   answer (app/utils/request-timeout.ts); the page and the form stay as they are until the buyer taps;
 * - "a new version is ready — update now" when a deploy's service worker waits;
 * - tells the service worker whose pages to keep (and so, at sign-out, to drop the buyer's), asks it to keep
 *   pages reached by links, and sends the device's queued writes when the connection comes back.
 */
/**
 * A page that says itself what the network's loss means for it (the chat room: "your messages wait here") sets
 * `handle = { ownOfflineNotice: true }`; the shell's banner stays away there rather than saying it twice.
 */
export type OfflineNoticeHandle = { ownOfflineNotice: true }

export function OfflineSupport() {
	const ownNotice = useMatches().some((match) => (match.handle as Partial<OfflineNoticeHandle> | undefined)?.ownOfflineNotice === true)
	const user = useOptionalUser()
	const online = useOnline()
	const offlineCopy = useOfflineCopy()
	useServiceWorkerSync(useCacheScope(), useLocale() ?? null)
	useQueuedWrites(user?.role === 'buyer' ? user.id : null, online)
	return (
		<>
			{(!online && !ownNotice) || offlineCopy ? (
				<div className={styles.banner} role="status" data-testid="offline-banner">
					<Icon name="wifi-off" size="small" />
					<Text as="span" size="small" weight="strong">
						<FormattedMessage id="pwa.offline.banner" />
					</Text>
				</div>
			) : null}
			<RetryPrompt />
			<UpdatePrompt />
		</>
	)
}

function useOnline(): boolean {
	return useSyncExternalStore(
		(onChange) => {
			window.addEventListener('online', onChange)
			window.addEventListener('offline', onChange)
			return () => {
				window.removeEventListener('online', onChange)
				window.removeEventListener('offline', onChange)
			}
		},
		() => navigator.onLine,
		() => true,
	)
}

function useServiceWorkerSync(scope: string | null, locale: string | null) {
	const location = useLocation()
	const first = useRef(true)
	useEffect(() => {
		try {
			if (locale) window.localStorage.setItem('dijla.lang', locale)
		} catch {
			// The offline screen then follows the browser's language.
		}
	}, [locale])
	// Whose pages may be kept: a change (sign-in, sign-out) makes the service worker drop the others'.
	useEffect(() => {
		if (scope) void askServiceWorker({ type: 'PAGE_SCOPE', scope })
	}, [scope])
	// The page as loaded: was it the device's copy? Not yet controlled (the first visit): keep it once it is.
	useEffect(() => {
		if (!first.current) return
		first.current = false
		const url = window.location.href
		if (navigator.serviceWorker?.controller) {
			void askServiceWorker<{ fromCache: boolean; savedAt: string | null }>({ type: 'PAGE_SOURCE', url }).then((answer) => {
				if (answer?.fromCache) markOfflineCopy(url, answer.savedAt)
			})
		} else {
			void serviceWorkerReady().then(async (ready) => {
				if (!ready) return
				// The first version claims open pages when it activates, but not one whose navigation was still in
				// flight then (it was not yet a client): without this it would stay uncontrolled, and nothing it
				// reaches by links would be kept.
				if (!navigator.serviceWorker.controller) await askServiceWorker({ type: 'CLAIM' })
				await askServiceWorker({ type: 'KEEP_PAGE', url }, 30_000)
			})
		}
	}, [])
	// A page reached by a link: its HTML never went through the service worker; it fetches and keeps it.
	const path = `${location.pathname}${location.search}`
	const lastKept = useRef(path)
	useEffect(() => {
		if (lastKept.current === path) return
		lastKept.current = path
		markOfflineCopy(null, null)
		if (!navigator.onLine || !navigator.serviceWorker?.controller || !isKeptPagePath(location.pathname)) return
		const keep = () => void askServiceWorker({ type: 'KEEP_PAGE', url: new URL(path, window.location.origin).href }, 30_000)
		const idle = (window as Window & { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback
		if (idle) idle(keep)
		else setTimeout(keep, 1_000)
	}, [path, location.pathname])
}

function useQueuedWrites(buyerId: string | null, online: boolean) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	useEffect(() => {
		if (!buyerId || !online) return
		// The sending code loads once there is something to send (most visits have nothing queued; issue 19).
		let stopped = false
		let loading = false
		let sending: { run: () => void; stop: () => void } | null = null
		const run = () => {
			if (sending) return sending.run()
			if (loading || readWriteQueue(writeQueueStorage(), buyerId).length === 0) return
			loading = true
			void import('#app/utils/write-queue-send.ts').then(({ keepSending, sendQueuedWrites }) => {
				if (stopped) return
				// Writes left after a try (the connection is not really back yet) go again a little later.
				sending = keepSending(
					() => sendQueuedWrites(buyerId),
					(result) => {
						if (result.sent + result.refused > 0) revalidate.current()
					},
				)
				sending.run()
			})
		}
		run()
		window.addEventListener(WRITE_QUEUED_EVENT, run)
		return () => {
			stopped = true
			sending?.stop()
			window.removeEventListener(WRITE_QUEUED_EVENT, run)
		}
	}, [buyerId, online])
}

function RetryPrompt() {
	const prompt = useSyncExternalStore(subscribeRetryPrompt, currentRetryPrompt, () => null)
	if (!prompt) return null
	return (
		<div className={styles.prompt}>
			<div className={cx(styles.promptCard, styles.promptAlert)} role="alert" data-testid="retry-prompt">
				<Text weight="strong">
					<FormattedMessage id={prompt.reason === 'timeout' ? 'pwa.timeout.title' : 'pwa.offlineWrite.title'} />
				</Text>
				<Button type="button" onClick={prompt.retry} fullWidth>
					<FormattedMessage id="pwa.timeout.retry" />
				</Button>
			</div>
		</div>
	)
}

function UpdatePrompt() {
	const ready = useSyncExternalStore(subscribeServiceWorker, isUpdateReady, () => false)
	const [busy, setBusy] = useState(false)
	if (!ready) return null
	return (
		<div className={styles.prompt}>
			<div className={styles.promptCard} role="status">
				<Text weight="strong">
					<FormattedMessage id="pwa.update.title" />
				</Text>
				<Button
					type="button"
					loading={busy}
					onClick={() => {
						setBusy(true)
						applyUpdate()
					}}
					fullWidth
				>
					<FormattedMessage id="pwa.update.reload" />
				</Button>
			</div>
		</div>
	)
}
