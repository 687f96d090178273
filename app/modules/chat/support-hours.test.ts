import { describe, expect, test } from 'vitest'
import { SUPPORT_PHONE, supportStatus } from './support-hours.ts'

/** A Baghdad wall-clock time (UTC+3) as the moment it is. */
function baghdad(local: string) {
	return new Date(`${local}+03:00`)
}

describe('support hours (Baghdad, Saturday to Thursday 09:00–21:00)', () => {
	test('a Tuesday afternoon is open', () => {
		// 2026-11-24 is a Tuesday.
		expect(supportStatus(baghdad('2026-11-24T15:30:00'))).toEqual({ open: true })
		expect(supportStatus(baghdad('2026-11-24T09:00:00'))).toEqual({ open: true })
	})

	test('early in the morning, support is back at nine the same day', () => {
		expect(supportStatus(baghdad('2026-11-24T04:05:00'))).toEqual({ open: false, backAt: baghdad('2026-11-24T09:00:00') })
	})

	test('at nine in the evening, support is back the next morning', () => {
		expect(supportStatus(baghdad('2026-11-24T21:00:00'))).toEqual({ open: false, backAt: baghdad('2026-11-25T09:00:00') })
	})

	test('Thursday night and all Friday wait for Saturday morning', () => {
		// 2026-11-26 is a Thursday, 2026-11-27 a Friday, 2026-11-28 a Saturday.
		const saturday = { open: false, backAt: baghdad('2026-11-28T09:00:00') }
		expect(supportStatus(baghdad('2026-11-26T22:00:00'))).toEqual(saturday)
		expect(supportStatus(baghdad('2026-11-27T12:00:00'))).toEqual(saturday)
		expect(supportStatus(baghdad('2026-11-28T08:59:00'))).toEqual(saturday)
		expect(supportStatus(baghdad('2026-11-28T09:00:00'))).toEqual({ open: true })
	})

	test('UTC midnight is already Baghdad morning (the offset is applied)', () => {
		// 2026-11-24T06:00Z is 09:00 in Baghdad.
		expect(supportStatus(new Date('2026-11-24T06:00:00Z'))).toEqual({ open: true })
		expect(supportStatus(new Date('2026-11-24T05:59:00Z')).open).toBe(false)
	})

	test('the support number is an Iraqi mobile in international form', () => {
		expect(SUPPORT_PHONE).toMatch(/^\+9647\d{9}$/)
	})
})
