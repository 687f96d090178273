/**
 * Splits a message into text and links. Only `http://` and `https://` addresses (and `www.` ones, which
 * become https) are links; everything else — `javascript:`, `data:`, markup — stays plain text, which React
 * escapes. Trailing punctuation that ends a sentence is not part of the link.
 */
export type MessageSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string }

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'\u200e\u200f]+/giu
const TRAILING = /[.,;:!?،؛؟…)\]}»”’'"]+$/u

export function linkify(text: string): MessageSegment[] {
	const segments: MessageSegment[] = []
	let last = 0
	for (const match of text.matchAll(URL_PATTERN)) {
		const start = match.index ?? 0
		let candidate = match[0]
		const trailing = TRAILING.exec(candidate)?.[0] ?? ''
		candidate = candidate.slice(0, candidate.length - trailing.length)
		const href = toSafeHref(candidate)
		if (!href) continue
		if (start > last) segments.push({ type: 'text', text: text.slice(last, start) })
		segments.push({ type: 'link', text: candidate, href })
		last = start + candidate.length
	}
	if (last < text.length) segments.push({ type: 'text', text: text.slice(last) })
	return segments
}

/** An absolute http(s) URL for a candidate, or null when it is not one. */
export function toSafeHref(candidate: string): string | null {
	const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate
	try {
		const url = new URL(withScheme)
		if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
		if (!url.hostname) return null
		return url.href
	} catch {
		return null
	}
}
