import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { supportStatus } from '#app/modules/chat/support-hours.ts'
import { callApi, callOk as ok, signInByWhatsApp, startApiTestDatabase, stopApiTestDatabase } from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { translate } from './context.server.ts'
import { ErrorEnvelope } from './errors.server.ts'

/**
 * Who the buyer chats with and who they are in the chat, through the app's API (spec section 7, under
 * /fanscrm/scrm/web/v1/chat): support's shared inbox with the chat header's support hours, and the buyer's own id
 * and conversation. Each buyer sees only their own; malformed bodies and missing tokens are 4xx envelopes.
 */

const CHAT = '/fanscrm/scrm/web/v1/chat'
let database: TestDatabase

beforeAll(async () => {
	database = await startApiTestDatabase()
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

describe('the chat’s two sides', () => {
	test('support as the chat header shows it, and the buyer’s own id and conversation', async () => {
		const a = await signInByWhatsApp(database.db, '7701800001', { ip: '198.51.105.1' })
		const b = await signInByWhatsApp(database.db, '7701800002', { ip: '198.51.105.2' })
		const support = supportStatus()
		expect(await ok(`${CHAT}/selectServiceUser`, { token: a.token, body: {} })).toEqual({
			serviceUserId: 'support',
			name: translate('en', 'conversation.support'),
			open: support.open,
			backAt: support.open ? null : support.backAt.toISOString(),
			staffLastReadSeq: 0,
		})
		expect(await ok(`${CHAT}/getCustomerUserId`, { token: a.token, body: {} })).toEqual({ customerUserId: a.userId, groupId: null })
		const { groupId } = await ok<{ groupId: string }>(`${CHAT}/selectGroupId`, { token: a.token, body: {} })
		expect(await ok(`${CHAT}/getCustomerUserId`, { token: a.token, body: {} })).toEqual({ customerUserId: a.userId, groupId })
		// Buyer B learns nothing of A's conversation.
		expect(await ok(`${CHAT}/getCustomerUserId`, { token: b.token, body: {} })).toEqual({ customerUserId: b.userId, groupId: null })
	})

	test('a malformed body is a 400, no token a 401, in the request’s language', async () => {
		const a = await signInByWhatsApp(database.db, '7701800003', { ip: '198.51.105.3' })
		for (const call of ['selectServiceUser', 'getCustomerUserId']) {
			const malformed = await callApi(`${CHAT}/${call}`, { token: a.token, body: '{"oops', headers: { language: 'ar' } })
			expect(malformed.status).toBe(400)
			expect(ErrorEnvelope.parse(malformed.body).message).toBe(translate('ar', 'api.error.malformedJson'))
			const anonymous = await callApi(`${CHAT}/${call}`, { body: {}, headers: { language: 'en' } })
			expect(anonymous.status).toBe(401)
			expect(ErrorEnvelope.parse(anonymous.body).data.reason).toBe('api.error.signInRequired')
		}
	})
})
