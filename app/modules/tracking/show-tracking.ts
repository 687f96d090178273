import { trackEvent } from './track.ts'

/*
 * "show" events: a product card or a banner counts as shown the first time at least half of it is on screen,
 * once per page view (a client-side navigation starts a new one). One IntersectionObserver watches every such
 * element of the page; components register theirs with useTrackShow.
 */

/** At least this much of the element on screen. */
export const SHOW_VISIBLE_RATIO = 0.5
/** Browsers may report a crossing of the threshold a hair under it. */
const RATIO_TOLERANCE = 0.01

export type ShowEntry = { target: Element; isIntersecting: boolean; intersectionRatio: number }
export type ShowObserver = { observe: (element: Element) => void; unobserve: (element: Element) => void }
export type ShowObserverFactory = (onEntries: (entries: readonly ShowEntry[]) => void) => ShowObserver

export type ShowTracker = ReturnType<typeof createShowTracker>

/** The rule, apart from the browser: which spm is shown when, each once per page view. */
export function createShowTracker(onShow: (spm: string) => void, createObserver: ShowObserverFactory) {
	const watched = new Map<Element, string>()
	let shown = new Set<string>()
	let observer: ShowObserver | null = null

	const onEntries = (entries: readonly ShowEntry[]) => {
		for (const entry of entries) {
			const spm = watched.get(entry.target)
			if (!spm || shown.has(spm)) continue
			if (!entry.isIntersecting || entry.intersectionRatio < SHOW_VISIBLE_RATIO - RATIO_TOLERANCE) continue
			shown.add(spm)
			onShow(spm)
		}
	}

	return {
		/** Watches an element until the returned function is called (it leaves the page). */
		observe(element: Element, spm: string): () => void {
			observer ??= createObserver(onEntries)
			watched.set(element, spm)
			observer.observe(element)
			return () => {
				if (watched.get(element) !== spm) return
				watched.delete(element)
				observer?.unobserve(element)
			}
		},
		/** A new page view: everything may be shown again, and what is on screen now is counted anew. */
		newPageView() {
			shown = new Set()
			if (!observer) return
			for (const element of watched.keys()) {
				observer.unobserve(element)
				observer.observe(element)
			}
		},
	}
}

let pageShows: ShowTracker | null = null

function getShowTracker(): ShowTracker | null {
	if (typeof IntersectionObserver === 'undefined') return null
	pageShows ??= createShowTracker(
		(spm) => trackEvent('show', spm),
		(onEntries) => new IntersectionObserver(onEntries, { threshold: SHOW_VISIBLE_RATIO }),
	)
	return pageShows
}

/** Browser: counts the element's first showing in this page view as `show` with its spm. */
export function observeShow(element: Element, spm: string): () => void {
	return getShowTracker()?.observe(element, spm) ?? (() => {})
}

/** Called by PageTracker when the location changes. */
export function startShowPageView() {
	pageShows?.newPageView()
}
