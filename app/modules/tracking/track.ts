import { createTracker, type Tracker } from './tracker.ts'

/*
 * The page's tracker, for any component: `trackEvent('close', 'login.sheet')`. A leaf module on purpose (see
 * limits.ts): it runs on every page, so it imports nothing but the queue.
 */

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
