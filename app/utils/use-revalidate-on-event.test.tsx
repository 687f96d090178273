// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { revalidationStep, useRevalidateOnEvent } from './use-revalidate-on-event.ts'

const revalidator = vi.hoisted(() => ({ state: 'idle' as 'idle' | 'loading', reloads: 0 }))
const navigation = vi.hoisted(() => ({ state: 'idle' as 'idle' | 'submitting' | 'loading' }))
vi.mock('@remix-run/react', () => ({
	useRevalidator: () => ({ state: revalidator.state, revalidate: () => void (revalidator.reloads += 1) }),
	useNavigation: () => ({ state: navigation.state }),
}))

afterEach(() => {
	cleanup()
	revalidator.state = 'idle'
	revalidator.reloads = 0
	navigation.state = 'idle'
})

describe('revalidationStep', () => {
	test('an event on an idle page reloads it at once', () => {
		expect(revalidationStep(false, 'event', 'idle')).toEqual({ revalidate: true, pending: false })
	})

	test('events during a reload are remembered, and owed one reload when it settles', () => {
		expect(revalidationStep(false, 'event', 'loading')).toEqual({ revalidate: false, pending: true })
		expect(revalidationStep(true, 'event', 'loading')).toEqual({ revalidate: false, pending: true })
		expect(revalidationStep(true, 'settled', 'idle')).toEqual({ revalidate: true, pending: false })
	})

	test('a reload that settles with nothing owed does nothing', () => {
		expect(revalidationStep(false, 'settled', 'idle')).toEqual({ revalidate: false, pending: false })
		expect(revalidationStep(true, 'settled', 'loading')).toEqual({ revalidate: false, pending: true })
	})
})

describe('useRevalidateOnEvent', () => {
	test('a burst during a reload leaves the page showing the last event: one more reload once it settles', () => {
		const { result, rerender } = renderHook(() => useRevalidateOnEvent())
		act(() => result.current())
		expect(revalidator.reloads).toBe(1)

		revalidator.state = 'loading'
		rerender()
		act(() => {
			result.current()
			result.current()
			result.current()
		})
		expect(revalidator.reloads).toBe(1)

		revalidator.state = 'idle'
		rerender()
		expect(revalidator.reloads).toBe(2)

		// Nothing arrived during the second reload: the page rests.
		revalidator.state = 'loading'
		rerender()
		revalidator.state = 'idle'
		rerender()
		expect(revalidator.reloads).toBe(2)
	})

	test('events that arrive before the page renders the reload it started wait for it: one more reload, not one each', () => {
		const { result, rerender } = renderHook(() => useRevalidateOnEvent())
		act(() => {
			result.current()
			result.current()
			result.current()
		})
		expect(revalidator.reloads).toBe(1)
		revalidator.state = 'loading'
		rerender()
		revalidator.state = 'idle'
		rerender()
		expect(revalidator.reloads).toBe(2)
	})

	test('an event while a form is answered waits for the redirect to load (its flash message is not lost), then reloads once', () => {
		const { result, rerender } = renderHook(() => useRevalidateOnEvent())
		navigation.state = 'submitting'
		rerender()
		act(() => result.current())
		navigation.state = 'loading'
		rerender()
		act(() => result.current())
		expect(revalidator.reloads).toBe(0)

		navigation.state = 'idle'
		rerender()
		expect(revalidator.reloads).toBe(1)
	})

	test('the function keeps its identity across renders (safe in handlers and effect lists)', () => {
		const { result, rerender } = renderHook(() => useRevalidateOnEvent())
		const first = result.current
		revalidator.state = 'loading'
		rerender()
		expect(result.current).toBe(first)
	})
})
