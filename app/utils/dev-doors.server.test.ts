import { describe, expect, test } from 'vitest'
import { devDoorOpenFor, devDoorsFrom, isDirectLoopback } from './dev-doors.server.ts'

describe('the dev doors (outbox, sandbox gateway)', () => {
	test('open outside production, closed in production unless DIJLA_DEV_DOORS=loopback', () => {
		expect(devDoorsFrom({ NODE_ENV: 'development' })).toBe('open')
		expect(devDoorsFrom({ NODE_ENV: 'production' })).toBe('closed')
		expect(devDoorsFrom({ NODE_ENV: 'production', DIJLA_DEV_DOORS: 'off' })).toBe('closed')
		expect(devDoorsFrom({ NODE_ENV: 'production', DIJLA_DEV_DOORS: 'loopback' })).toBe('loopback')
	})

	test('loopback answers only a direct connection from this machine', () => {
		expect(devDoorOpenFor({ direct: true }, 'loopback')).toBe(true)
		expect(devDoorOpenFor({ direct: false }, 'loopback')).toBe(false)
		expect(devDoorOpenFor(undefined, 'loopback')).toBe(false)
		expect(devDoorOpenFor({ direct: true }, 'closed')).toBe(false)
		expect(devDoorOpenFor({}, 'open')).toBe(true)
	})

	test('a proxied request is not direct, even from 127.0.0.1', () => {
		expect(isDirectLoopback('127.0.0.1', {})).toBe(true)
		expect(isDirectLoopback('::ffff:127.0.0.1', {})).toBe(true)
		expect(isDirectLoopback('::1', {})).toBe(true)
		expect(isDirectLoopback('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(false)
		expect(isDirectLoopback('127.0.0.1', { forwarded: 'for=203.0.113.9' })).toBe(false)
		expect(isDirectLoopback('10.0.0.5', {})).toBe(false)
		expect(isDirectLoopback(undefined, {})).toBe(false)
	})
})
