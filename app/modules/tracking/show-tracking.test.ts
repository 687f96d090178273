import { expect, test } from 'vitest'
import { createShowTracker, type ShowEntry, type ShowObserverFactory } from './show-tracking.ts'

/** An IntersectionObserver stand-in: `see` delivers an entry as the browser would, for watched elements only. */
function fakeObserver() {
	const watched = new Set<Element>()
	let deliver: ((entries: readonly ShowEntry[]) => void) | null = null
	let created = 0
	let observeCalls = 0
	const factory: ShowObserverFactory = (onEntries) => {
		created += 1
		deliver = onEntries
		return {
			observe: (element) => {
				observeCalls += 1
				watched.add(element)
			},
			unobserve: (element) => void watched.delete(element),
		}
	}
	return {
		factory,
		see: (element: Element, ratio: number) => {
			if (watched.has(element)) deliver?.([{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio }])
		},
		get created() {
			return created
		},
		get observeCalls() {
			return observeCalls
		},
	}
}

const element = () => ({}) as Element

test('a card counts as shown once at least half of it is on screen, once per page view, with one observer for all', () => {
	const shown: string[] = []
	const observer = fakeObserver()
	const tracker = createShowTracker((spm) => shown.push(spm), observer.factory)
	const first = element()
	const second = element()
	tracker.observe(first, 'home.feed.p1')
	tracker.observe(second, 'home.feed.p2')
	expect(observer.created).toBe(1)

	observer.see(first, 0.3)
	expect(shown).toEqual([])
	observer.see(first, 0.6)
	observer.see(first, 0)
	observer.see(first, 1)
	observer.see(second, 0.5)
	expect(shown).toEqual(['home.feed.p1', 'home.feed.p2'])
})

test('a new page view counts again what is still on screen (it is observed afresh)', () => {
	const shown: string[] = []
	const observer = fakeObserver()
	const tracker = createShowTracker((spm) => shown.push(spm), observer.factory)
	const banner = element()
	tracker.observe(banner, 'home.banner.b1')
	observer.see(banner, 0.9)
	expect(observer.observeCalls).toBe(1)

	tracker.newPageView()
	expect(observer.observeCalls).toBe(2)
	observer.see(banner, 0.9)
	observer.see(banner, 0.9)
	expect(shown).toEqual(['home.banner.b1', 'home.banner.b1'])
})

test('an element that left the page is no longer watched', () => {
	const shown: string[] = []
	const observer = fakeObserver()
	const tracker = createShowTracker((spm) => shown.push(spm), observer.factory)
	const card = element()
	const release = tracker.observe(card, 'search.results.p9')
	release()
	observer.see(card, 1)
	tracker.newPageView()
	expect(observer.observeCalls).toBe(1)
	expect(shown).toEqual([])
})
