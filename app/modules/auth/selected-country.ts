import { CALLING_CODES, OPTIONAL_CALLING_CODE_CHINA } from './rules.ts'

/**
 * The calling code the buyer last chose (+964, +966, +90; +86 where a page offers China), kept on this device so
 * the phone field starts with it next time (spec section 7: "selectedCountry saved and read back").
 *
 * Kept in localStorage, not a cookie: the login sheet, where the field is used, is drawn in the browser anyway, and
 * a cookie would ride on every request and make a visitor's pages personal to the page cache (decision 019) for a
 * value no page the server renders for a visitor needs. The login page without JavaScript starts at +964.
 */
export const SELECTED_COUNTRY_KEY = 'dijla.selectedCountry'

/** A stored value the field may start with: one of the codes it offers, else none (storage is the user's to edit). */
export function rememberedCallingCode(stored: string | null | undefined, { offerChina }: { offerChina: boolean }): string | null {
	const offered: readonly string[] = offerChina ? [...CALLING_CODES, OPTIONAL_CALLING_CODE_CHINA] : CALLING_CODES
	return stored && offered.includes(stored) ? stored : null
}

function storage(): Storage | null {
	try {
		return typeof window === 'undefined' ? null : window.localStorage
	} catch {
		// Blocked storage (privacy settings): nothing is remembered, the field starts at the default.
		return null
	}
}

export function readSelectedCountry(options: { offerChina: boolean }): string | null {
	try {
		return rememberedCallingCode(storage()?.getItem(SELECTED_COUNTRY_KEY), options)
	} catch {
		return null
	}
}

export function saveSelectedCountry(callingCode: string) {
	if (!rememberedCallingCode(callingCode, { offerChina: true })) return
	try {
		storage()?.setItem(SELECTED_COUNTRY_KEY, callingCode)
	} catch {
		// Full or blocked storage: remembering is a convenience, never worth an error.
	}
}
