import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { Toast, type ToastOptions, useToast } from '#design-system'
import { TOP_BAR_ATTRIBUTE } from './top-bar.ts'

/** The bottom edge of the top bars at the top of the screen now, stacked (a header, sticky tabs under it); 0 for none. */
function topBarBottom(): number {
	const rects = [...document.querySelectorAll(`[${TOP_BAR_ATTRIBUTE}]`)].map((bar) => bar.getBoundingClientRect()).sort((a, b) => a.top - b.top)
	let bottom = 0
	for (const rect of rects) {
		if (rect.top <= bottom + 1 && rect.bottom > bottom) bottom = rect.bottom
	}
	return Math.round(bottom)
}

/** Follows the top bar's bottom edge while a toast is showing (each page has its own; one that is not sticky scrolls away). */
function useTopBarBottom(toasts: ReadonlyArray<ToastOptions>): number {
	const [bottom, setBottom] = useState(0)
	useEffect(() => {
		if (toasts.length === 0) return
		let frame = 0
		const measure = () => {
			cancelAnimationFrame(frame)
			frame = requestAnimationFrame(() => setBottom(topBarBottom()))
		}
		setBottom(topBarBottom())
		window.addEventListener('scroll', measure, { passive: true })
		window.addEventListener('resize', measure)
		return () => {
			cancelAnimationFrame(frame)
			window.removeEventListener('scroll', measure)
			window.removeEventListener('resize', measure)
		}
	}, [toasts])
	return bottom
}

/**
 * Where toasts show: one at a time, below the page's top bar (the back button stays tappable) and away from the
 * bottom tab bar. Loaded the first time a toast is raised (see AppShell), so Radix Toast is not part of every
 * page's first JavaScript.
 */
export default function Toaster() {
	const intl = useIntl()
	const { toasts } = useToast()
	const offset = useTopBarBottom(toasts)
	return (
		<Toast.Provider label={intl.formatMessage({ id: 'shell.notifications' })}>
			<Toast.Viewport
				label={intl.formatMessage({ id: 'shell.notifications' })}
				closeLabel={intl.formatMessage({ id: 'shell.closeNotification' })}
				offsetBlockStart={offset}
			/>
		</Toast.Provider>
	)
}
