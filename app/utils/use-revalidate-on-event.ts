import { useRevalidator } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'

export type RevalidatorState = 'idle' | 'loading'

/** What to do now, and whether a reload is still owed once the one in flight has settled. */
export type RevalidationStep = { revalidate: boolean; pending: boolean }

/**
 * The rule behind useRevalidateOnEvent. An event while the page is idle reloads it at once. An event while a
 * reload is in flight may have come after the server read its data, so it is remembered (however many arrive)
 * and the page reloads once more when that reload settles: a burst costs at most one extra reload and never
 * leaves the page an event behind.
 */
export function revalidationStep(pending: boolean, input: 'event' | 'settled', state: RevalidatorState): RevalidationStep {
	if (input === 'event') return state === 'idle' ? { revalidate: true, pending: false } : { revalidate: false, pending: true }
	return state === 'idle' && pending ? { revalidate: true, pending: false } : { revalidate: false, pending }
}

/**
 * Reloads the page's loaders when a real-time event (or a reconnect) says its data changed: pass the returned
 * function to useChannel's handlers. Events during a reload are not dropped (see revalidationStep).
 */
export function useRevalidateOnEvent(): () => void {
	const revalidator = useRevalidator()
	const pending = useRef(false)
	const latest = useRef(revalidator)
	useEffect(() => {
		latest.current = revalidator
	})

	// A reload this hook started before React rendered its 'loading' state: events until then count as during it.
	const started = useRef(false)

	const apply = useCallback((input: 'event' | 'settled') => {
		const { state, revalidate } = latest.current
		const step = revalidationStep(pending.current, input, started.current ? 'loading' : state)
		pending.current = step.pending
		if (step.revalidate) {
			started.current = true
			revalidate()
		}
	}, [])

	useEffect(() => {
		if (revalidator.state !== 'idle') {
			// The reload in flight shows in the state from here on.
			started.current = false
			return
		}
		apply('settled')
	}, [revalidator.state, apply])

	return useCallback(() => apply('event'), [apply])
}
