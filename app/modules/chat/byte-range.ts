/**
 * One `Range: bytes=…` of a file of `size` bytes (RFC 9110 section 14): the first and last byte, inclusive.
 * null when there is no usable single range (answer the whole file), 'unsatisfiable' when it starts past the end.
 */
export function byteRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
	const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
	if (!match || (match[1] === '' && match[2] === '')) return null
	if (match[1] === '') {
		// The last n bytes.
		const length = Number(match[2])
		if (length === 0) return 'unsatisfiable'
		return { start: Math.max(0, size - length), end: size - 1 }
	}
	const start = Number(match[1])
	const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
	if (start >= size) return 'unsatisfiable'
	if (end < start) return null
	return { start, end }
}
