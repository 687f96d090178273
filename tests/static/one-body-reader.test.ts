import { expect, test } from 'vitest'
import { sourceFiles } from './source-files.ts'

// Every action reads what was sent through app/utils/request-body.server.ts (readForm, readUpload, readJson), so a
// body it cannot read is a 4xx with a message, never a 500, and text reaches the database without control
// characters (docs/decisions/018-safe-by-default.md). Reading the body any other way skips all of that.
const DIRECT_READ = /\b(?:request|req|input)(?:\.clone\(\))?\.(?:formData|json|text|arrayBuffer|blob)\(\)|\bparseFormData\(/

const ALLOWED = new Set([
	// The reader itself.
	'app/utils/request-body.server.ts',
	// A payment gateway's callback token: its signature is what is believed, and a body it cannot read is "no token".
	'app/providers/payment/gateway.ts',
])

test('no action reads a request body except through the one body reader', () => {
	const offenders = sourceFiles(/^app\/.*\.tsx?$/)
		.filter(({ file }) => !ALLOWED.has(file) && !/\.test\.tsx?$/.test(file))
		.flatMap(({ file, text }) =>
			text
				.split('\n')
				.map((line, index) => ({ line, index }))
				.filter(({ line }) => DIRECT_READ.test(line))
				.map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
		)
	expect(offenders).toEqual([])
})

test('the rule catches a direct read', () => {
	for (const line of [
		'const form = await request.formData()',
		'await request.clone().formData()',
		'JSON.parse(await request.text())',
		'await parseFormData(request, {})',
	]) {
		expect(DIRECT_READ.test(line), line).toBe(true)
	}
	expect(DIRECT_READ.test('const form = await readForm(request)')).toBe(false)
})
