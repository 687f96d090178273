import { expect, test } from 'vitest'
import { campaignPageAction } from './campaign-page.server.ts'

/** A campaign page's form post, as the browser sends it. */
function post(path: string) {
	return new Request(`http://127.0.0.1${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: 'intent=help',
	})
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
	try {
		await promise
	} catch (error) {
		if (error instanceof Response) return error
		// Remix's `data(null, { status })` is thrown as a DataWithResponseInit.
		const init = (error as { init?: { status?: number } }).init
		return new Response(null, { status: init?.status ?? 500 })
	}
	throw new Error('nothing was thrown')
}

test('a link that cannot be a campaign’s is a 404 for a visitor, not a trip to sign in', async () => {
	const answer = await thrown(campaignPageAction(post('/pages/free-help/index?c=not*a*token'), { clientIp: null, user: null }, 'free_gift'))
	expect(answer.status).toBe(404)
})

test('a visitor who helps is sent to sign in and brought back to the campaign', async () => {
	const answer = await thrown(campaignPageAction(post('/pages/free-help/index?c=rw6X_mmQIf9-1ngl'), { clientIp: null, user: null }, 'free_gift'))
	expect(answer.status).toBe(302)
	expect(answer.headers.get('Location')).toBe(`/pages/login/index?redirectTo=${encodeURIComponent('/pages/free-help/index?c=rw6X_mmQIf9-1ngl')}`)
})
