/**
 * Browsing history is grouped by the calendar day in Iraq (Asia/Baghdad), on the server and on a visitor's
 * device alike. Iraq has kept UTC+3 all year since it dropped daylight saving in 2008, so a fixed offset gives
 * the same day as the time-zone database for every visit this shop can see, without Intl time-zone data
 * (which the browser's Kurdish polyfill would otherwise have to carry).
 */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** `YYYY-MM-DD` of the moment `at` in Baghdad. */
export function baghdadDay(at: Date | number): string {
	return new Date(Number(at) + BAGHDAD_OFFSET_MS).toISOString().slice(0, 10)
}

/** The day before `day` (`YYYY-MM-DD`). */
export function dayBefore(day: string): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
}

/** Noon in Baghdad on `day`: a moment that formats as that day in Asia/Baghdad in every language. */
export function middayOf(day: string): Date {
	return new Date(Date.parse(`${day}T12:00:00Z`) - BAGHDAD_OFFSET_MS)
}
