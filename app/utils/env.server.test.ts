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
