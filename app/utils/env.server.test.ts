import { expect, test } from 'vitest'
import { parseEnv } from './env.server.ts'

test('defaults give the embedded shop on port 3000', () => {
	const env = parseEnv({})
	expect(env).toMatchObject({ PORT: 3000, DIJLA_DATA_DIR: './data', NODE_ENV: 'development' })
	expect(env.DATABASE_URL).toBeUndefined()
})

test('a bad value names the variable and the rule', () => {
	expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
	expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/)
	expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/)
})

test('empty strings count as unset', () => {
	const env = parseEnv({ PORT: '', DATABASE_URL: '' })
	expect(env.PORT).toBe(3000)
	expect(env.DATABASE_URL).toBeUndefined()
})

test('Web Push takes a VAPID key pair and a contact, all three or none', () => {
	const keys = {
		WEB_PUSH_PUBLIC_KEY: 'BMAJcja1UqwLQduoEzXTYISh586JijiG2FMgbt4gZf_e3W5oPwFtpR0t8JyVbNlGisHbRkQEA1ERvmkrmajkr6w',
		WEB_PUSH_PRIVATE_KEY: '26-fPy1lHNaOMVmm6TkR5r8ZYlMkDaeJr6LSsjxNVaM',
		WEB_PUSH_SUBJECT: 'mailto:support@dijla.iq',
	}
	expect(parseEnv(keys)).toMatchObject(keys)
	expect(() => parseEnv({ WEB_PUSH_PUBLIC_KEY: keys.WEB_PUSH_PUBLIC_KEY })).toThrow(/WEB_PUSH_PRIVATE_KEY: required when any WEB_PUSH_\* is set/)
	expect(() => parseEnv({ ...keys, WEB_PUSH_SUBJECT: 'support@dijla.iq' })).toThrow(/WEB_PUSH_SUBJECT: must be a mailto:/)
})
