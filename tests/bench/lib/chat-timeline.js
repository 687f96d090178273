// The chat timeline in a real browser (headless Debian Chromium through playwright-core): how long the
// 10,000-message conversation takes to open, and how far the message at the top moves when older pages are
// put in front of it.
import { writeFile } from 'node:fs/promises'
import { onCleanup } from './proc.js'

/**
 * Runs in the page from its first byte (an init script): the first frame in which the last message is wholly on
 * screen, in the server-rendered list or the live one, as the browser's own IntersectionObserver records it
 * (`entry.time`, in the rendering step of that frame). Nothing here asks for frames or runs a loop: a
 * MutationObserver finds the message's element whenever the page changes and the IntersectionObserver watches it
 * (the implicit root clips by every scrolling ancestor and the viewport, as the check below does).
 */
const OPEN_OBSERVER = `
(() => {
	const text = window.__benchLastText
	if (!text) return
	const seen = { first: null, live: null, watched: new WeakSet() }
	window.__benchOpen = seen
	const io = new IntersectionObserver((entries) => {
		for (const entry of entries) {
			const r = entry.boundingClientRect
			if (!entry.isIntersecting || r.height === 0 || entry.intersectionRect.height < r.height - 1) continue
			seen.first ??= entry.time
			if (entry.target.matches('[data-chat-live] [data-item-index]')) seen.live ??= entry.time
		}
		if (seen.live !== null) io.disconnect()
	}, { threshold: [0, 0.5, 0.99, 1] })
	const look = () => {
		for (const el of document.querySelectorAll('ol li, [data-chat-live] [data-item-index]')) {
			if (seen.watched.has(el) || !el.textContent.includes(text)) continue
			seen.watched.add(el)
			io.observe(el)
		}
		if (seen.live !== null) mo.disconnect()
	}
	const mo = new MutationObserver(look)
	mo.observe(document, { childList: true, subtree: true, characterData: true })
})()
`

/** Runs in the page: the live timeline's scroller (react-virtuoso) and its rendered items. */
const PAGE_HELPERS = `
window.__benchTimeline = {
	scroller() {
		return document.querySelector('[data-chat-live] [data-virtuoso-scroller]')
	},
	items() {
		return [...document.querySelectorAll('[data-chat-live] [data-item-index]')]
	},
	/**
	 * The first message whose bottom is below the scroller's top edge (the one a reader sees at the top). Day
	 * separators are not messages (the one heading the oldest day moves up when older messages of that day come).
	 */
	topItem() {
		const scroller = this.scroller()
		if (!scroller) return null
		const top = scroller.getBoundingClientRect().top
		const item = this.items()
			.filter((el) => el.getBoundingClientRect().bottom > top + 1 && el.textContent.trim() !== '' && !el.querySelector('[role="separator"]'))
			.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0]
		if (!item) return null
		return { text: item.textContent, top: item.getBoundingClientRect().top, index: Number(item.dataset.itemIndex) }
	},
	minIndex() {
		return Math.min(...this.items().map((el) => Number(el.dataset.itemIndex)))
	},
	frames(n) {
		return new Promise((resolve) => {
			const step = () => (n-- <= 0 ? resolve() : requestAnimationFrame(step))
			requestAnimationFrame(step)
		})
	},
}
`

/**
 * @param {{ url: string, cookie: { name: string, value: string }, lastText: string, runs: number, prepends: number, log: (m: string) => void }} options
 */
export async function measureTimeline({ url, cookie, lastText, runs, prepends, log }) {
	const { chromium } = await import('playwright-core')
	const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
	const unregister = onCleanup(() => browser.close())
	try {
		const context = await browser.newContext({
			viewport: { width: 390, height: 844 },
			deviceScaleFactor: 2,
			isMobile: true,
			hasTouch: true,
			locale: 'ar-IQ',
		})
		// For the whole site (a cookie set for the page's URL would get the page's folder as its path).
		// For the whole site; a __Host- cookie (production) must be Secure with the path `/` (Chromium takes a Secure
		// cookie on the loopback address).
		await context.addCookies([
			{ name: cookie.name, value: cookie.value, domain: new URL(url).hostname, path: '/', secure: /^__(Host|Secure)-/.test(cookie.name) },
		])
		await context.addInitScript(PAGE_HELPERS)
		await context.addInitScript(`window.__benchLastText = ${JSON.stringify(lastText)};${OPEN_OBSERVER}`)

		/* Opening: a fresh page each run. */
		const opens = []
		let page
		for (let run = 1; run <= runs; run++) {
			if (page) await page.close()
			page = await context.newPage()
			await page.goto(url, { waitUntil: 'commit' })
			// From navigation start (performance.now()'s origin): the first frame in which the last message is on
			// screen (the server-rendered list shows it before any script runs), and the frame in which the live,
			// virtualised timeline shows it (the page is then fully working), both recorded by the page's own observer
			// (OPEN_OBSERVER). Until 2026-11-28 a Playwright poller looked every animation frame; its script (about
			// 17 ms of the page's main thread) went in right after the navigation, before the page's first paint, and it
			// could only start looking once that script had run, usually after the message was already on screen.
			// Here the bench only asks, every 50 ms, whether the observer has seen both.
			const deadline = Date.now() + 30_000
			const look = () =>
				page.evaluate(() => (window.__benchOpen ? { first: window.__benchOpen.first, live: window.__benchOpen.live } : null)).catch(() => null)
			let open = null
			while (open?.first == null) {
				if (Date.now() > deadline) throw new Error(`the last message was not on screen within 30 s (seen: ${JSON.stringify(open)})`)
				await new Promise((resolve) => setTimeout(resolve, 50))
				open = await look()
			}
			const paint = await page.evaluate(() => {
				const fcp = performance.getEntriesByName('first-contentful-paint')[0]
				const nav = performance.getEntriesByType('navigation')[0]
				return { fcp: fcp?.startTime ?? null, responseEnd: nav?.responseEnd ?? null }
			})
			// Since 2026-11-28 the live room loads when the buyer reaches for it (use-live-chat-wake.ts), not with the
			// page: once the page has settled (hydrated, listening), the bench focuses the composer as a tap would and
			// times the live timeline from there.
			await page.waitForLoadState('networkidle')
			const reachAt = await page.evaluate(() => {
				document.querySelector('textarea[name="body"]').focus()
				return performance.now()
			})
			while (open?.live == null) {
				if (Date.now() > deadline) throw new Error(`the live timeline did not show the last message within 30 s (seen: ${JSON.stringify(open)})`)
				await new Promise((resolve) => setTimeout(resolve, 50))
				open = await look()
			}
			const firstMs = open.first
			const liveMs = open.live - reachAt
			opens.push({ run, firstMs, liveMs, ...paint })
			log(
				`timeline open ${run}/${runs}: last message on screen at ${Math.round(firstMs)} ms, in the live timeline ${Math.round(liveMs)} ms after the composer was focused` +
					` (HTML in at ${Math.round(paint.responseEnd ?? NaN)} ms, first paint ${Math.round(paint.fcp ?? NaN)} ms)`,
			)
		}

		/*
		 * Prepending: let the page settle (its catch-up after the stream is ready, the scroll to the bottom), scroll
		 * to the top, hold the older page's answer until the top message is measured with the list at rest, then
		 * let it in and measure the same message again once the list has settled.
		 */
		await page.waitForTimeout(1500)
		// Every chat request during a measurement is kept with it: anything but the one older page explains a jump.
		let seen = []
		page.on('request', (request) => {
			if (request.url().includes('/resources/chat-')) seen.push(request.url().replace(/^.*\/resources\//, ''))
		})
		const shifts = []
		for (let i = 1; i <= prepends; i++) {
			let release
			const gate = new Promise((resolve) => (release = resolve))
			const pattern = /\/resources\/chat-messages\?before=/
			await page.route(pattern, async (route) => {
				await gate
				await route.continue()
			})
			const requested = page.waitForRequest(pattern, { timeout: 15_000 })
			await page.evaluate(() => {
				window.__benchTimeline.scroller().scrollTop = 0
			})
			await requested
			// At rest: at the top, and the same items rendered for 10 frames.
			await page.waitForFunction(
				() => {
					const t = window.__benchTimeline
					const key = `${t.scroller().scrollTop}:${t.minIndex()}:${t.topItem()?.top}`
					t.rest = t.rest?.key === key ? { key, frames: t.rest.frames + 1 } : { key, frames: 0 }
					return t.scroller().scrollTop === 0 && t.rest.frames >= 10
				},
				undefined,
				{ polling: 'raf', timeout: 15_000 },
			)
			const before = await page.evaluate(() => ({ ...window.__benchTimeline.topItem(), minIndex: window.__benchTimeline.minIndex() }))
			// Every frame from now on: where the same message is (by its text), before the frame is painted, and the
			// layout shifts Chromium reports. A jump that is corrected a frame later still counts.
			await page.evaluate(
				(anchor) => {
					const t = window.__benchTimeline
					const sample = { worst: 0, frames: 0, layoutShift: 0, running: true }
					t.sample = sample
					const observer = new PerformanceObserver((list) => {
						for (const entry of list.getEntries()) sample.layoutShift += entry.value
					})
					observer.observe({ type: 'layout-shift' })
					sample.stop = () => {
						sample.running = false
						observer.disconnect()
					}
					const step = () => {
						if (!sample.running) return
						const el = t.items().find((item) => item.textContent === anchor.text)
						if (el) sample.worst = Math.max(sample.worst, Math.abs(el.getBoundingClientRect().top - anchor.top))
						sample.frames += 1
						requestAnimationFrame(step)
					}
					requestAnimationFrame(step)
				},
				{ text: before.text, top: before.top },
			)
			seen = []
			const answered = page.waitForResponse(pattern, { timeout: 15_000 })
			release()
			const response = await answered
			if (!response.ok()) throw new Error(`the older page answered HTTP ${response.status()}`)
			await page.waitForFunction((min) => window.__benchTimeline.minIndex() < min, before.minIndex, { polling: 'raf', timeout: 15_000 })
			await page.evaluate(() => window.__benchTimeline.frames(10))
			const after = await page.evaluate((text) => {
				const t = window.__benchTimeline
				const el = t.items().find((item) => item.textContent === text)
				t.sample.stop()
				const frame = { worstFrame: t.sample.worst, frames: t.sample.frames, layoutShift: t.sample.layoutShift }
				return el ? { top: el.getBoundingClientRect().top, minIndex: t.minIndex(), ...frame } : { top: null, ...frame }
			}, before.text)
			await page.unroute(pattern)
			// The next older page may have been asked for by itself meanwhile (the list reached its top again):
			// let it land and the list come to rest before the next measurement starts.
			await page.waitForFunction(
				() => {
					const t = window.__benchTimeline
					const key = `${t.scroller().scrollTop}:${t.minIndex()}`
					t.settled = t.settled?.key === key ? { key, frames: t.settled.frames + 1 } : { key, frames: 0 }
					return t.settled.frames >= 20
				},
				undefined,
				{ polling: 'raf', timeout: 15_000 },
			)
			const shift = after.top !== null ? after.top - before.top : NaN
			shifts.push({
				prepend: i,
				shift,
				worstFrame: after.worstFrame,
				frames: after.frames,
				layoutShift: after.layoutShift,
				before: before.top,
				after: after.top,
				anchor: before.text.slice(0, 60),
				requests: seen,
			})
			log(
				`prepend ${i}/${prepends}: top message moved ${after.top !== null ? shift.toFixed(1) : 'out of the list (not found)'} px once settled, ` +
					`${after.worstFrame.toFixed(1)} px at worst in ${after.frames} frames, layout shift ${after.layoutShift.toFixed(3)} (other chat requests meanwhile: ${seen.join(', ') || 'none'})`,
			)
		}

		/*
		 * Scrolling back through the history at 4× CPU throttling (a mid-range phone): 40 flicks upwards, older pages
		 * loading as they come; every long task (> 50 ms) Chromium reports meanwhile is kept.
		 */
		const cdp = await page.context().newCDPSession(page)
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
		await page.evaluate(() => {
			const tasks = []
			window.__benchTimeline.longTasks = tasks
			new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask' })
		})
		// BENCH_TIMELINE_TRACE=file.json keeps a performance trace of the scrolling (DevTools, Performance, load
		// profile): what each long task ran, the script, the style and layout work, and the frames.
		const traceTo = process.env.BENCH_TIMELINE_TRACE
		if (traceTo) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] })
		const box = await page.locator('[data-chat-live] [data-virtuoso-scroller]').boundingBox()
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
		const steps = 40
		for (let step = 0; step < steps; step++) {
			await page.mouse.wheel(0, -600)
			await page.evaluate(() => window.__benchTimeline.frames(3))
		}
		await page.evaluate(() => window.__benchTimeline.frames(30))
		if (traceTo) {
			await writeFile(traceTo, await browser.stopTracing())
			log(`scrolling: performance trace written to ${traceTo}`)
		}
		const tasks = await page.evaluate(() => window.__benchTimeline.longTasks)
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
		const scroll = { steps, longest: tasks.length ? Math.max(...tasks) : 0, over50: tasks.filter((d) => d > 50).length, tasks }
		log(`scrolling at 4× throttling: ${tasks.length} long tasks, longest ${scroll.longest.toFixed(0)} ms`)
		return { opens, shifts, scroll }
	} finally {
		unregister()
		await browser.close()
	}
}
