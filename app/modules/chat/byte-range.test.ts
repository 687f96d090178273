import { expect, test } from 'vitest'
import { byteRange } from './byte-range.ts'

test('a byte range as browsers ask for audio: the first bytes, from a point, the last bytes', () => {
	expect(byteRange('bytes=0-1', 1000)).toEqual({ start: 0, end: 1 })
	expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 })
	expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
	expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
})

test('no header, several ranges or nonsense get the whole file; a start past the end is unsatisfiable', () => {
	expect(byteRange(null, 1000)).toBeNull()
	expect(byteRange('bytes=0-1,5-6', 1000)).toBeNull()
	expect(byteRange('items=0-1', 1000)).toBeNull()
	expect(byteRange('bytes=5-1', 1000)).toBeNull()
	expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
	expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable')
})
