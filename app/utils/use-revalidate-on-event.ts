import { useNavigation, useRevalidator } from '@remix-run/react'
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
 *
 * A navigation or form submission in flight counts as a reload: reloading then would abort the loaders of the
 * redirect a form answered with, and with them the flash message they had already taken from the session
 * (the buyer would cancel an order and never read "the order was cancelled"). The event waits for it instead.
 */
export function useRevalidateOnEvent(): () => void {
	const revalidator = useRevalidator()
	const navigation = useNavigation()
	const busy: RevalidatorState = revalidator.state === 'idle' && navigation.state === 'idle' ? 'idle' : 'loading'
	const pending = useRef(false)
	const latest = useRef({ busy, revalidate: revalidator.revalidate })
	useEffect(() => {
		latest.current = { busy, revalidate: revalidator.revalidate }
	})

	// A reload this hook started before React rendered its 'loading' state: events until then count as during it.
	const started = useRef(false)

	const apply = useCallback((input: 'event' | 'settled') => {
		const { busy, revalidate } = latest.current
		const step = revalidationStep(pending.current, input, started.current ? 'loading' : busy)
		pending.current = step.pending
		if (step.revalidate) {
			started.current = true
			revalidate()
		}
	}, [])

	useEffect(() => {
		if (busy !== 'idle') {
			// The reload in flight shows in the state from here on.
			started.current = false
			return
		}
		apply('settled')
	}, [busy, apply])

	return useCallback(() => apply('event'), [apply])
}
