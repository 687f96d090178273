import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useOptionalUser } from '#app/utils/root-data.ts'
import { deviceMayHoldEntries } from './device-presence.ts'

type RouterState = { navigation: { state: string }; revalidation: string }
/** The part of Remix's router (window.__remixRouter, set by RemixBrowser) read here: its live state. */
type LiveRouter = { state: RouterState; subscribe: (listener: (state: RouterState) => void) => () => void }

const isIdle = (state: RouterState) => state.navigation.state === 'idle' && state.revalidation === 'idle'

/**
 * Calls `then` once no navigation or reload is in flight. It reads the router's live state: React's
 * (useNavigation) comes a render later, and the login sheet starts its refresh of the page in the very commit
 * that starts the sync.
 */
function whenRouterIdle(then: () => void) {
	const router = (window as { __remixRouter?: LiveRouter }).__remixRouter
	if (!router || isIdle(router.state)) {
		then()
		return
	}
	const unsubscribe = router.subscribe((state) => {
		if (!isIdle(state)) return
		unsubscribe()
		// Not from inside the router's own update.
		queueMicrotask(then)
	})
}

/**
 * Mounted once in the root. Whenever a buyer is signed in — the login sheet turning the root's `user` from null
 * to a user, or the first page after signing in on the login page — and the device still holds a visitor's
 * favourites or history, they are posted once to the account and then forgotten on the device; the page's data
 * is then reloaded so the merged favourites and history show, once the page is idle: reloading while the login
 * sheet's refresh of the page was in flight aborted it ("AbortError: signal is aborted without reason" in the
 * console, issue 17). Renders nothing.
 */
export function DeviceSync() {
	const userId = useOptionalUser()?.id ?? null
	const { revalidate } = useRevalidator()
	// `revalidate` is a new function after every navigation; the sync calls the latest.
	const latestRevalidate = useRef(revalidate)
	useEffect(() => {
		latestRevalidate.current = revalidate
	})
	useEffect(() => {
		// Loaded only for a signed-in buyer whose device holds a visitor's lists: other pages do without it (issue 19).
		if (!userId || !deviceMayHoldEntries()) return
		void import('./device-sync.ts')
			.then(({ syncDeviceToAccount }) => syncDeviceToAccount())
			.then((outcome) => {
				if (outcome === 'merged') whenRouterIdle(() => latestRevalidate.current())
			})
	}, [userId])
	return null
}
