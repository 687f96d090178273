import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, test } from 'vitest'
import { rawCall } from '#tests/fixtures/api.ts'
import { apiDocument } from './openapi.server.ts'
import { API_CALLS } from './table.server.ts'

/**
 * The published contract (issue 20 item 5): the document generated from the call table is valid OpenAPI 3.1 by
 * an independent validator, names every call of the table with its method, and is what the shop serves, beside a
 * readable reference page that needs nothing from outside.
 */

describe('the OpenAPI document', () => {
	test('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
		const validator = new Validator()
		const result = await validator.validate(JSON.parse(JSON.stringify(apiDocument())) as never)
		expect(result.errors ?? []).toEqual([])
		expect(result.valid).toBe(true)
		expect(validator.version).toBe('3.1')
	})

	test('has every call of the table, with its method, its envelope and its refusals', () => {
		const paths = apiDocument().paths ?? {}
		for (const call of API_CALLS) {
			const operation = (paths[call.path] as Record<string, { responses: Record<string, unknown> }> | undefined)?.[call.method.toLowerCase()]
			expect(operation, `${call.method} ${call.path}`).toBeDefined()
			expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '400', '406', '500']))
			if (call.auth !== 'none') expect(Object.keys(operation!.responses)).toContain('401')
		}
		expect(Object.values(paths).flatMap((item) => Object.keys(item as object))).toHaveLength(API_CALLS.length)
	})

	test('is served at /usb/uwb-app/api/v1/openapi.json, with a reference page that loads nothing from elsewhere', async () => {
		const served = await rawCall('/usb/uwb-app/api/v1/openapi.json')
		expect(served.status).toBe(200)
		expect(await served.json()).toEqual(JSON.parse(JSON.stringify(apiDocument())))
		const page = await rawCall('/usb/uwb-app/api/v1/reference')
		expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
		const html = await page.text()
		for (const call of API_CALLS) expect(html).toContain(call.path)
		expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)[^"]*\.(js|css)/)
	})
})
