/*
 * When support answers the chat (issue 5 item 5; spec section 9): Saturday to Thursday, 09:00 to 21:00 in
 * Baghdad (UTC+3 all year, no daylight saving since 2008). Friday is the weekend. Outside these hours the
 * buyer's chat says when support is back and the number to call.
 */

const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** The support line printed beside the out-of-hours notice (international form, shown left to right). */
export const SUPPORT_PHONE = '+9647700000000'

/** Opening and closing hour (Baghdad time, closing hour exclusive) and the days support works (0 = Sunday). */
export const SUPPORT_OPENS_AT_HOUR = 9
export const SUPPORT_CLOSES_AT_HOUR = 21
/** Friday (5) is the weekend. */
export const SUPPORT_DAYS: readonly number[] = [0, 1, 2, 3, 4, 6]

export type SupportStatus = { open: true } | { open: false; backAt: Date }

/** Baghdad's wall clock of a moment, as if it were UTC (so getUTC* read Baghdad's day and hour). */
function baghdadClock(at: Date): Date {
	return new Date(at.getTime() + BAGHDAD_OFFSET_MS)
}

function isOpenAt(clock: Date): boolean {
	const hour = clock.getUTCHours()
	return SUPPORT_DAYS.includes(clock.getUTCDay()) && hour >= SUPPORT_OPENS_AT_HOUR && hour < SUPPORT_CLOSES_AT_HOUR
}

/** Whether support is answering at `now`, and if not, the moment it opens again. */
export function supportStatus(now: Date = new Date()): SupportStatus {
	const clock = baghdadClock(now)
	if (isOpenAt(clock)) return { open: true }
	// The next opening: today's if it is still ahead, else the next working day's.
	const midnight = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate())
	for (let days = 0; days <= 7; days += 1) {
		const opening = new Date(midnight + days * DAY_MS + SUPPORT_OPENS_AT_HOUR * HOUR_MS)
		if (opening.getTime() > clock.getTime() && SUPPORT_DAYS.includes(opening.getUTCDay())) {
			return { open: false, backAt: new Date(opening.getTime() - BAGHDAD_OFFSET_MS) }
		}
	}
	throw new Error('support never opens')
}
