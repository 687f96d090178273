import { expect, test } from 'vitest'
import { assertPublishable, channelName, inBatches, MAX_EVENT_BYTES, parseChannel, parseChannelsQuery, userChannel } from './channels.ts'

const uuid = '6f1c1d1e-8a3b-4c5d-9e0f-1a2b3c4d5e6f'

test('channel names are a kind and, for most kinds, an id', () => {
	expect(parseChannel(`user:${uuid}`)).toEqual({ kind: 'user', id: uuid })
	expect(parseChannel('staff')).toEqual({ kind: 'staff', id: null })
	expect(userChannel(uuid)).toBe(`user:${uuid}`)
	for (const bad of ['', 'User:1', 'user:', 'user:a:b', 'user:a b', ':x', 'user:<script>', `user:${'x'.repeat(65)}`]) {
		expect(parseChannel(bad), bad).toBeNull()
	}
	expect(() => channelName('user', 'a,b')).toThrow(TypeError)
})

test('?channels= accepts 1 to 50 valid names and removes duplicates', () => {
	expect(parseChannelsQuery(`staff,user:${uuid},staff`)).toEqual({ ok: true, channels: ['staff', `user:${uuid}`] })
	expect(parseChannelsQuery(null)).toEqual({ ok: false })
	expect(parseChannelsQuery('staff,user:x y')).toEqual({ ok: false })
	const fifty = Array.from({ length: 50 }, (_, index) => `campaign:c${index}`)
	expect(parseChannelsQuery(fifty.join(','))).toMatchObject({ ok: true })
	expect(parseChannelsQuery([...fifty, 'campaign:c50'].join(','))).toEqual({ ok: false })
})

test('subscriptions go in batches of 50', () => {
	const channels = Array.from({ length: 120 }, (_, index) => `campaign:c${index}`)
	expect(inBatches(channels).map((batch) => batch.length)).toEqual([50, 50, 20])
	expect(inBatches([])).toEqual([])
})

test('only small, well-formed events can be published', () => {
	expect(assertPublishable('staff', { kind: 'chat.message', conversationId: 'c1', messageId: 'm1' })).toBe(
		'{"kind":"chat.message","conversationId":"c1","messageId":"m1"}',
	)
	expect(() => assertPublishable('no such channel', { kind: 'x' })).toThrow(TypeError)
	expect(() => assertPublishable('staff', { kind: '' })).toThrow(TypeError)
	expect(() => assertPublishable('staff', { kind: 'chat.message', text: 'x'.repeat(MAX_EVENT_BYTES) })).toThrow(RangeError)
})
