import { expect, test } from 'vitest'
import { isScriptRequest, signInToContinue } from './auth.server.ts'
import { isSignInToContinue } from './login-events.ts'

const post = (headers: Record<string, string>) =>
	new Request('https://dijla.test/pages/address-add/index?id=abc&redirectTo=%2Fpages%2Fcart%2Findex', { method: 'POST', headers })

test('a form the page sends with JavaScript gets 401 and the marker that opens the login sheet, with what it keeps', () => {
	for (const mode of ['cors', 'same-origin']) {
		const request = post({ 'Sec-Fetch-Mode': mode, 'Sec-Fetch-Site': 'same-origin' })
		expect(isScriptRequest(request)).toBe(true)
		const answer = signInToContinue(request, { body: { ok: false, error: 'error.http.401' } })
		expect(answer).not.toBeInstanceOf(Response)
		if (!('data' in answer)) throw new Error('expected the 401 answer, not a redirect')
		expect(answer.init?.status).toBe(401)
		expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('no-store')
		expect(answer.data).toEqual({ ok: false, error: 'error.http.401', signInToContinue: true })
		expect(isSignInToContinue(answer.data)).toBe(true)
	}
})

test('a plain form post (no JavaScript, or a browser without fetch metadata) goes to the login page and comes back', () => {
	const plain: Record<string, string>[] = [{ 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }, {}]
	for (const headers of plain) {
		const request = post(headers)
		expect(isScriptRequest(request)).toBe(false)
		const answer = signInToContinue(request)
		expect(answer).toBeInstanceOf(Response)
		if (!(answer instanceof Response)) return
		expect(answer.status).toBe(302)
		const location = new URL(answer.headers.get('Location') ?? '', 'https://dijla.test')
		expect(location.pathname).toBe('/pages/login/index')
		expect(location.searchParams.get('redirectTo')).toBe('/pages/address-add/index?id=abc&redirectTo=%2Fpages%2Fcart%2Findex')
	}
	expect(signInToContinue(post({}), { redirectTo: '/pages/cart/index' })).toMatchObject({ status: 302 })
})

test('only the marker itself counts', () => {
	expect(isSignInToContinue({ ok: false, error: 'error.http.401' })).toBe(false)
	expect(isSignInToContinue({ signInToContinue: 'true' })).toBe(false)
	expect(isSignInToContinue(null)).toBe(false)
	expect(isSignInToContinue(undefined)).toBe(false)
})
