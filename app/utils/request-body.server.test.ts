import { describe, expect, test } from 'vitest'
import { BodyError, MAX_FORM_BYTES, parseForm, parseJson, parseUpload, readForm, tryUpload } from './request-body.server.ts'

const URL_ = 'http://localhost/pages/trade_flow/index'

function request(body: BodyInit | null, contentType: string | null, method = 'POST') {
	const headers = new Headers()
	if (contentType) headers.set('Content-Type', contentType)
	return new Request(URL_, { method, body, headers })
}

async function refusedWith(promise: Promise<unknown>) {
	const error = await promise.then(
		() => null,
		(caught: unknown) => caught,
	)
	expect(error).toBeInstanceOf(BodyError)
	return { status: (error as BodyError).status, messageId: (error as BodyError).messageId }
}

describe('parseForm', () => {
	test('reads a URL-encoded and a multipart form, stray control characters removed, line breaks kept', async () => {
		const form = await parseForm(request('remark=a%00b%0D%0Ac%09d%07&intent=place', 'application/x-www-form-urlencoded'))
		expect(form.get('remark')).toBe('ab\r\nc\td')
		const multipart = new FormData()
		multipart.set('body', 'hello\u0000 world')
		expect((await parseForm(new Request(URL_, { method: 'POST', body: multipart }))).get('body')).toBe('hello world')
	})

	test.each([
		['JSON', '{"intent":"place"}', 'application/json', 415],
		['text/plain', 'intent=place', 'text/plain', 415],
		['no content type', 'intent=place', null, 415],
		['a multipart body cut short', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', 'multipart/form-data; boundary=x', 400],
		['multipart without a boundary', 'intent=place', 'multipart/form-data', 400],
	])('%s is refused with %i', async (_name, body, type, status) => {
		expect((await refusedWith(parseForm(request(body, type)))).status).toBe(status)
	})

	test('a DELETE without a body is 415, a GET 405', async () => {
		expect((await refusedWith(parseForm(request(null, null, 'DELETE')))).status).toBe(415)
		expect((await refusedWith(parseForm(request(null, null, 'GET')))).status).toBe(405)
	})

	test('a body over the limit is 413, declared or not', async () => {
		const big = `remark=${'a'.repeat(MAX_FORM_BYTES)}`
		expect((await refusedWith(parseForm(request(big, 'application/x-www-form-urlencoded')))).status).toBe(413)
		const stream = new ReadableStream({
			start(controller) {
				controller.enqueue(new TextEncoder().encode(big))
				controller.close()
			},
		})
		const chunked = new Request(URL_, {
			method: 'POST',
			body: stream,
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			duplex: 'half',
		} as RequestInit)
		expect((await refusedWith(parseForm(chunked))).status).toBe(413)
	})

	test('readForm throws a Remix response with the message id, which a page shows through its error boundary', async () => {
		const thrown = await readForm(request('{}', 'application/json')).catch((error: unknown) => error)
		expect(thrown).toMatchObject({ init: { status: 415 }, data: { messageId: 'error.http.415' } })
	})
})

describe('parseUpload', () => {
	test('a file over the limit is 413 with the caller’s message; one file too many 400 with its own', async () => {
		const form = new FormData()
		form.append('slip', new File([new Uint8Array(2048)], 'a.png', { type: 'image/png' }))
		expect(
			await refusedWith(
				parseUpload(new Request(URL_, { method: 'POST', body: form }), {
					maxFileSize: 1024,
					maxFiles: 1,
					tooLargeMessageId: 'payment.slip.tooLarge',
				}),
			),
		).toEqual({
			status: 413,
			messageId: 'payment.slip.tooLarge',
		})
		const two = new FormData()
		two.append('slip', new File([new Uint8Array(10)], 'a.png'))
		two.append('slip', new File([new Uint8Array(10)], 'b.png'))
		expect(
			await refusedWith(
				parseUpload(new Request(URL_, { method: 'POST', body: two }), { maxFileSize: 1024, maxFiles: 1, tooManyMessageId: 'payment.slip.tooMany' }),
			),
		).toEqual({
			status: 400,
			messageId: 'payment.slip.tooMany',
		})
	})

	test('a URL-encoded form (no file chosen) is read; JSON is 415', async () => {
		expect((await parseUpload(request('intent=start', 'application/x-www-form-urlencoded'), { maxFileSize: 10, maxFiles: 1 })).get('intent')).toBe(
			'start',
		)
		expect((await refusedWith(parseUpload(request('{}', 'application/json'), { maxFileSize: 10, maxFiles: 1 }))).status).toBe(415)
	})
})

describe('parseJson', () => {
	test('reads JSON with its strings cleaned; another type is 415, broken JSON 400', async () => {
		expect(await parseJson(request('{"body":"hi\\u0000 there","list":["\\u0001x"]}', 'application/json; charset=utf-8'))).toEqual({
			body: 'hi there',
			list: ['x'],
		})
		expect((await refusedWith(parseJson(request('{"body":"hi"}', 'text/plain')))).status).toBe(415)
		expect((await refusedWith(parseJson(request('{"body":', 'application/json')))).status).toBe(400)
		expect((await refusedWith(parseJson(request(new Uint8Array([0x7b, 0xff, 0x7d]), 'application/json')))).status).toBe(400)
	})
})

describe('tryUpload, the one upload helper', () => {
	const post = (body: BodyInit, type?: string) =>
		new Request('http://localhost/upload', { method: 'POST', body, ...(type ? { headers: { 'Content-Type': type } } : {}) })

	test('returns the form with its file', async () => {
		const form = new FormData()
		form.append('photo', new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' }))
		const result = await tryUpload(post(form), { maxFileSize: 100, maxFiles: 1 })
		expect(result.ok && (result.form.get('photo') as File).size).toBe(10)
	})

	test('refuses a file too large with its own message and 413, and a body that is not a form with 415', async () => {
		const form = new FormData()
		form.append('photo', new File([new Uint8Array(1000)], 'a.jpg', { type: 'image/jpeg' }))
		const tooLarge = await tryUpload(post(form), { maxFileSize: 100, maxFiles: 1, tooLargeMessageId: 'photoSearch.error.tooLarge' })
		expect(tooLarge.ok ? null : { messageId: tooLarge.refusal.messageId, status: tooLarge.refusal.status }).toEqual({
			messageId: 'photoSearch.error.tooLarge',
			status: 413,
		})
		const notAForm = await tryUpload(post('{}', 'application/json'), { maxFileSize: 100, maxFiles: 1 })
		expect(notAForm.ok ? null : notAForm.refusal).toEqual({ messageId: 'error.http.415', status: 415, headers: undefined })
	})
})
