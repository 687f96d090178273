import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { startShowPageView } from './show-tracking.ts'
import { getTracker } from './track.ts'

/** The `close` recorded when the buyer leaves the page (pagehide: closed, reloaded, gone to another site). */
export const PAGE_CLOSE_SPM = 'page'

/** useLayoutEffect in the browser (none runs on the server, where React would warn about it). */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Mounted once in the root: times the first load (page init: navigation start to the app being interactive)
 * and every client-side navigation (page switch: from the moment it started to the new page rendered),
 * records clicks on elements that carry `data-spm`, starts a new page view for `show` events at each
 * navigation, and sends the queue when the page is hidden (recording `close` when it is left).
 */
export function PageTracker() {
	const location = useLocation()
	const navigation = useNavigation()
	const switchStartedAt = useRef<number | null>(null)
	const firstRender = useRef(true)

	useEffect(() => {
		const current = getTracker()
		if (!current) return
		current.timePage('page_init', performance.now())
		const onClick = (event: MouseEvent) => {
			const target = (event.target as Element | null)?.closest?.('[data-spm]')
			const spm = target?.getAttribute('data-spm')
			if (spm) current.track('click', spm)
		}
		const onHide = () => {
			if (document.visibilityState === 'hidden') current.flush()
		}
		const onPageHide = () => {
			current.track('close', PAGE_CLOSE_SPM)
			current.flush()
		}
		document.addEventListener('click', onClick, { capture: true })
		document.addEventListener('visibilitychange', onHide)
		window.addEventListener('pagehide', onPageHide)
		return () => {
			document.removeEventListener('click', onClick, { capture: true })
			document.removeEventListener('visibilitychange', onHide)
			window.removeEventListener('pagehide', onPageHide)
		}
	}, [])

	// Before the new page's cards register (this runs ahead of the Outlet's refs, in the same commit), so a card
	// already counted in this page view is never counted twice, and one still on screen counts again.
	const firstLocation = useRef(true)
	useBrowserLayoutEffect(() => {
		if (firstLocation.current) {
			firstLocation.current = false
			return
		}
		startShowPageView()
	}, [location.key])

	useEffect(() => {
		if (navigation.state === 'loading' && switchStartedAt.current === null) switchStartedAt.current = performance.now()
	}, [navigation.state])

	useEffect(() => {
		if (firstRender.current) {
			firstRender.current = false
			return
		}
		const startedAt = switchStartedAt.current
		switchStartedAt.current = null
		if (startedAt !== null) getTracker()?.timePage('page_switch', performance.now() - startedAt)
	}, [location.key])

	return null
}
