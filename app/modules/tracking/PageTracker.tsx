import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { createTracker, type Tracker } from './tracker.ts'

let tracker: Tracker | null = null

/** The page's tracker (browser only). */
export function getTracker(): Tracker | null {
	if (typeof window === 'undefined') return null
	tracker ??= createTracker()
	return tracker
}

/** Records a show, close or click event by its spm (page.section.element), e.g. in a sheet's onOpenChange. */
export function trackEvent(action: 'show' | 'close' | 'click', spm: string) {
	getTracker()?.track(action, spm)
}

/**
 * Mounted once in the root: times the first load (page init: navigation start to the app being interactive)
 * and every client-side navigation (page switch: from the moment it started to the new page rendered),
 * records clicks on elements that carry `data-spm`, and sends the queue when the page is hidden.
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
		document.addEventListener('click', onClick, { capture: true })
		document.addEventListener('visibilitychange', onHide)
		window.addEventListener('pagehide', current.flush)
		return () => {
			document.removeEventListener('click', onClick, { capture: true })
			document.removeEventListener('visibilitychange', onHide)
			window.removeEventListener('pagehide', current.flush)
		}
	}, [])

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
