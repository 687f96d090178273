// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { Outlet } from '@remix-run/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, afterEach, expect, test, vi } from 'vitest'
import { PAGE_CLOSE_SPM, PageTracker } from './PageTracker.tsx'
import { type ShowEntry } from './show-tracking.ts'
import { useTrackShow } from './use-track-show.ts'
import { href } from '#app/href.ts'

/** The page's one IntersectionObserver, driven by the test. */
class FakeIntersectionObserver {
	static instances: FakeIntersectionObserver[] = []
	readonly watched = new Set<Element>()
	constructor(private readonly callback: (entries: ShowEntry[]) => void) {
		FakeIntersectionObserver.instances.push(this)
	}
	observe(element: Element) {
		this.watched.add(element)
	}
	unobserve(element: Element) {
		this.watched.delete(element)
	}
	disconnect() {}
	see(element: Element, ratio: number) {
		if (this.watched.has(element)) this.callback([{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio }])
	}
}
vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)

const beacons: Blob[] = []
const sendBeacon = vi.fn((url: string, body: Blob) => {
	if (url === href('/resources/trace')) beacons.push(body)
	return true
})
Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })

afterEach(cleanup)
afterAll(() => vi.unstubAllGlobals())

function Card({ id }: { id: string }) {
	const spm = `test.grid.${id}`
	return (
		<a href={`#${id}`} ref={useTrackShow(spm)} data-spm={spm} data-testid={id}>
			{id}
		</a>
	)
}

async function sentEvents() {
	const batches = await Promise.all(
		beacons.map(async (blob) => JSON.parse(await blob.text()) as { events: Array<{ action: string; spm: string; pageUrl: string }> }),
	)
	return batches.flatMap((batch) => batch.events).filter((event) => event.action !== 'time')
}

test('cards are shown once per page view, taps on data-spm are clicks, and leaving the page records close', async () => {
	const router = createMemoryRouter(
		[
			{
				path: '/',
				element: (
					<>
						<PageTracker />
						<Outlet />
					</>
				),
				children: [
					{
						path: 'grid',
						element: (
							<>
								<Card id="p1" />
								<Card id="p2" />
							</>
						),
					},
					{ path: 'other', element: <p /> },
				],
			},
		],
		{ initialEntries: ['/grid'] },
	)
	const view = render(<RouterProvider router={router} />)
	const observer = () => FakeIntersectionObserver.instances[0]!
	expect(FakeIntersectionObserver.instances).toHaveLength(1)

	// Half of p1 on screen: shown; p2 only peeking: not yet; p1 again: not again.
	act(() => {
		observer().see(view.getByTestId('p1'), 0.6)
		observer().see(view.getByTestId('p2'), 0.2)
		observer().see(view.getByTestId('p1'), 1)
	})
	act(() => view.getByTestId('p2').click())

	// Another page and back: a new page view, p1 counts again.
	await act(() => router.navigate('/other'))
	await act(() => router.navigate('/grid'))
	act(() => observer().see(view.getByTestId('p1'), 0.7))

	act(() => {
		window.dispatchEvent(new Event('pagehide'))
	})
	expect(FakeIntersectionObserver.instances).toHaveLength(1)
	expect((await sentEvents()).map(({ action, spm }) => [action, spm])).toEqual([
		['show', 'test.grid.p1'],
		['click', 'test.grid.p2'],
		['show', 'test.grid.p1'],
		['close', PAGE_CLOSE_SPM],
	])
})
