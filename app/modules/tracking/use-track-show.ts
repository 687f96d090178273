import { useCallback, useRef } from 'react'
import { observeShow } from './show-tracking.ts'

/**
 * A ref for an element that records `show` with `spm` the first time at least half of it is on screen in a
 * page view (show-tracking.ts). Without an spm nothing is watched.
 *
 *   const showRef = useTrackShow(`home.feed.${product.id}`)
 *   return <Link ref={showRef} data-spm={`home.feed.${product.id}`} … />
 */
export function useTrackShow(spm: string | undefined): (element: Element | null) => void {
	const release = useRef<(() => void) | null>(null)
	return useCallback(
		(element: Element | null) => {
			release.current?.()
			release.current = null
			if (element && spm) release.current = observeShow(element, spm)
		},
		[spm],
	)
}
