import { afterEach, expect, test } from 'vitest'
import { type Db } from '#app/db/client.server.ts'
import { authorizeChannels, canSubscribe, registerChannelKind, unregisterChannelKind } from './channel-kinds.server.ts'

const db = {} as Db
const buyer = { id: 'buyer-1', role: 'buyer' as const }
const otherBuyer = { id: 'buyer-2', role: 'buyer' as const }
const staff = { id: 'staff-1', role: 'staff' as const }

afterEach(() => unregisterChannelKind('conversation'))

test('a buyer may subscribe to their own private channel only', async () => {
	expect(await canSubscribe(buyer, 'user:buyer-1', db)).toBe(true)
	expect(await canSubscribe(otherBuyer, 'user:buyer-1', db)).toBe(false)
	expect(await canSubscribe(null, 'user:buyer-1', db)).toBe(false)
	expect(await canSubscribe(staff, 'user:buyer-1', db)).toBe(false)
})

test('the staff channel is for staff', async () => {
	expect(await canSubscribe(staff, 'staff', db)).toBe(true)
	expect(await canSubscribe(buyer, 'staff', db)).toBe(false)
	expect(await canSubscribe(staff, 'staff:extra', db)).toBe(false)
})

test('unknown kinds, malformed names and failing rules are refused', async () => {
	expect(await canSubscribe(buyer, 'conversation:c1', db)).toBe(false)
	expect(await canSubscribe(buyer, 'user', db)).toBe(false)
	expect(await canSubscribe(buyer, 'user:buyer-1,staff', db)).toBe(false)
	registerChannelKind({
		kind: 'conversation',
		withId: true,
		authorize: () => {
			throw new Error('database down')
		},
	})
	expect(await canSubscribe(buyer, 'conversation:c1', db)).toBe(false)
})

test('a domain registers its own kind, with a rule that may read the database', async () => {
	const owners = new Map([['c1', 'buyer-1']])
	registerChannelKind({
		kind: 'conversation',
		withId: true,
		authorize: async (user, id) => user.role === 'staff' || owners.get(id ?? '') === user.id,
	})
	expect(await canSubscribe(buyer, 'conversation:c1', db)).toBe(true)
	expect(await canSubscribe(otherBuyer, 'conversation:c1', db)).toBe(false)
	expect(await canSubscribe(staff, 'conversation:c1', db)).toBe(true)
	expect(await authorizeChannels(otherBuyer, ['user:buyer-2', 'conversation:c1', 'staff'], db)).toEqual({
		allowed: ['user:buyer-2'],
		refused: ['conversation:c1', 'staff'],
	})
})
