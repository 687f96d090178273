import { describe, expect, test } from 'vitest'
import { baghdadDay, dayBefore, middayOf } from './baghdad-day.ts'
import {
	addDeviceFavorite,
	clearDeviceHistory,
	deviceSyncPayload,
	EMPTY_DEVICE_STATE,
	groupVisitsByDay,
	isDeviceFavorite,
	isEmptyDeviceState,
	MAX_DEVICE_FAVORITES,
	MAX_DEVICE_HISTORY,
	parseDeviceState,
	recordDeviceVisit,
	removeDeviceFavorites,
	removeDeviceVisits,
	serializeDeviceState,
	withoutSynced,
} from './device-store.ts'

const MARCH_2_EVENING = Date.parse('2026-03-02T17:00:00Z') // 20:00 in Baghdad
const MARCH_2_LATE = Date.parse('2026-03-02T20:59:00Z') // 23:59 in Baghdad
const MARCH_3_EARLY = Date.parse('2026-03-02T21:01:00Z') // 00:01 on 3 March in Baghdad

describe('Baghdad days', () => {
	test('a visit belongs to the calendar day in Baghdad', () => {
		expect(baghdadDay(MARCH_2_LATE)).toBe('2026-03-02')
		expect(baghdadDay(MARCH_3_EARLY)).toBe('2026-03-03')
		expect(dayBefore('2026-03-01')).toBe('2026-02-28')
		expect(baghdadDay(middayOf('2026-12-31'))).toBe('2026-12-31')
	})

	test('agrees with the time-zone database for every day of recent years', () => {
		const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad', year: 'numeric', month: '2-digit', day: '2-digit' })
		for (let at = Date.parse('2010-01-01T00:00:00Z'); at < Date.parse('2031-01-01T00:00:00Z'); at += 7 * 3_600_000 + 13 * 60_000) {
			expect(baghdadDay(at)).toBe(format.format(at))
		}
	})
})

describe('device favourites', () => {
	test('toggle on and off, newest first, without duplicates', () => {
		let state = addDeviceFavorite(EMPTY_DEVICE_STATE, 'p1', 1)
		state = addDeviceFavorite(state, 'p2', 2)
		state = addDeviceFavorite(state, 'p1', 3)
		expect(state.favorites).toEqual([
			{ productId: 'p2', addedAt: 2 },
			{ productId: 'p1', addedAt: 1 },
		])
		expect(isDeviceFavorite(state, 'p1')).toBe(true)
		state = removeDeviceFavorites(state, ['p1'])
		expect(isDeviceFavorite(state, 'p1')).toBe(false)
		expect(addDeviceFavorite(state, 'bad id!', 4)).toBe(state)
	})

	test('keep only the newest 100', () => {
		let state = EMPTY_DEVICE_STATE
		for (let index = 0; index < MAX_DEVICE_FAVORITES + 5; index += 1) state = addDeviceFavorite(state, `p${index}`, index)
		expect(state.favorites).toHaveLength(MAX_DEVICE_FAVORITES)
		expect(state.favorites[0]?.productId).toBe(`p${MAX_DEVICE_FAVORITES + 4}`)
		expect(isDeviceFavorite(state, 'p0')).toBe(false)
	})
})

describe('device history', () => {
	test('one visit per product and day, latest first, grouped by day', () => {
		let state = recordDeviceVisit(EMPTY_DEVICE_STATE, 'p1', MARCH_2_EVENING)
		state = recordDeviceVisit(state, 'p2', MARCH_2_EVENING + 1000)
		state = recordDeviceVisit(state, 'p1', MARCH_2_LATE)
		state = recordDeviceVisit(state, 'p1', MARCH_3_EARLY)
		expect(groupVisitsByDay(state.history)).toEqual([
			{ day: '2026-03-03', visits: [{ productId: 'p1', day: '2026-03-03', viewedAt: MARCH_3_EARLY }] },
			{
				day: '2026-03-02',
				visits: [
					{ productId: 'p1', day: '2026-03-02', viewedAt: MARCH_2_LATE },
					{ productId: 'p2', day: '2026-03-02', viewedAt: MARCH_2_EVENING + 1000 },
				],
			},
		])
		state = removeDeviceVisits(state, [{ productId: 'p1', day: '2026-03-02' }])
		expect(state.history.map((visit) => `${visit.productId} ${visit.day}`)).toEqual(['p1 2026-03-03', 'p2 2026-03-02'])
		expect(clearDeviceHistory(state).history).toEqual([])
	})

	test('keeps only the newest 200 visits', () => {
		let state = EMPTY_DEVICE_STATE
		for (let index = 0; index < MAX_DEVICE_HISTORY + 10; index += 1) state = recordDeviceVisit(state, `p${index}`, MARCH_2_EVENING + index)
		expect(state.history).toHaveLength(MAX_DEVICE_HISTORY)
		expect(state.history.at(-1)?.productId).toBe('p10')
	})
})

describe('stored form', () => {
	test('round-trips, and reads anything broken, foreign or of another version as empty', () => {
		const state = recordDeviceVisit(addDeviceFavorite(EMPTY_DEVICE_STATE, 'p1', 5), 'p1', MARCH_2_EVENING)
		expect(parseDeviceState(serializeDeviceState(state))).toEqual(state)
		for (const raw of [null, '', '{', '[]', '"text"', '{"version":2,"favorites":[{"productId":"p1","addedAt":1}]}']) {
			expect(isEmptyDeviceState(parseDeviceState(raw))).toBe(true)
		}
	})

	test('drops malformed entries, duplicates and overflow but keeps the good ones', () => {
		const raw = JSON.stringify({
			version: 1,
			favorites: [{ productId: 'p1', addedAt: 1 }, { productId: 'p1', addedAt: 2 }, { productId: '<script>', addedAt: 1 }, { productId: 'p2' }, null],
			history: [
				{ productId: 'p1', day: '2026-03-02', viewedAt: 1 },
				{ productId: 'p1', day: 'yesterday', viewedAt: 1 },
				...Array.from({ length: MAX_DEVICE_HISTORY + 3 }, (_, index) => ({ productId: `q${index}`, day: '2026-03-01', viewedAt: index })),
			],
		})
		const state = parseDeviceState(raw)
		expect(state.favorites).toEqual([{ productId: 'p1', addedAt: 1 }])
		expect(state.history).toHaveLength(MAX_DEVICE_HISTORY)
		expect(state.history[0]).toEqual({ productId: 'p1', day: '2026-03-02', viewedAt: 1 })
	})
})

test('after a sign-in sync only what was sent leaves the device', () => {
	const sent = recordDeviceVisit(addDeviceFavorite(EMPTY_DEVICE_STATE, 'p1', 1), 'p1', MARCH_2_EVENING)
	expect(deviceSyncPayload(sent)).toEqual({ favorites: [{ productId: 'p1', addedAt: 1 }], history: [{ productId: 'p1', viewedAt: MARCH_2_EVENING }] })
	const meanwhile = addDeviceFavorite(recordDeviceVisit(sent, 'p2', MARCH_2_LATE), 'p3', 9)
	const left = withoutSynced(meanwhile, sent)
	expect(left.favorites).toEqual([{ productId: 'p3', addedAt: 9 }])
	expect(left.history.map((visit) => visit.productId)).toEqual(['p2'])
	expect(isEmptyDeviceState(withoutSynced(sent, sent))).toBe(true)
})
