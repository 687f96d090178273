import { expect, test } from 'vitest'
import { sourceFiles } from './source-files.ts'

// Right-to-left first (STYLE.md): styles use logical properties only, so Arabic
// and Kurdish mirror for free. A physical left/right here breaks RTL.
const PHYSICAL = [
	/\b(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\b/,
	/(^|[\s{,])(left|right)\s*:/,
	/textAlign:\s*['"](left|right)['"]/,
	/float:\s*['"](left|right)['"]/,
	/['"](margin|padding|border)-(left|right)['"]/,
]

test('no style file uses a physical left or right', () => {
	const offenders = sourceFiles(/\.css\.ts$/).flatMap(({ file, text }) =>
		text
			.split('\n')
			.map((line, index) => ({ line, index }))
			.filter(({ line }) => !line.trim().startsWith('//') && PHYSICAL.some((rule) => rule.test(line)))
			.map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
	)
	expect(offenders).toEqual([])
})

test('the rule catches a physical property', () => {
	const sample = "export const box = style({ marginLeft: 4, right: 0, textAlign: 'left' })"
	expect(PHYSICAL.filter((rule) => rule.test(sample)).length).toBeGreaterThanOrEqual(3)
})
