/**
 * What the shop accepts as text from outside (docs/decisions/018-safe-by-default.md):
 * - in a URL (path and query), no control character at all: such a request is refused with 400;
 * - in a form or JSON field, the C0 control characters other than tab, line feed and carriage return, and DEL,
 *   are removed: a buyer who pastes text with a stray NUL into the chat keeps the message, and PostgreSQL never
 *   sees a NUL (it refuses one in text). Identifiers that lose a character this way then fail their own rules.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const STRAY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

export function hasControlCharacters(text: string): boolean {
	return CONTROL.test(text)
}

/** Free text with the stray control characters removed (tab, line feed and carriage return stay). */
export function stripControlCharacters(text: string): string {
	return text.replace(STRAY_CONTROL, '')
}

/** Every string in a parsed JSON value, cleaned the same way (keys included). */
export function cleanJson(value: unknown): unknown {
	if (typeof value === 'string') return stripControlCharacters(value)
	if (Array.isArray(value)) return value.map(cleanJson)
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [stripControlCharacters(key), cleanJson(item)]))
	}
	return value
}
