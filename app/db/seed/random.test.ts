import { describe, expect, test } from 'vitest'
import { createRandom } from './random.ts'

describe('createRandom', () => {
	test('the same seed gives the same sequence, another seed another one', () => {
		const a = createRandom('dijla')
		const b = createRandom('dijla')
		const c = createRandom('other')
		const sequenceA = Array.from({ length: 20 }, () => a.next())
		const sequenceB = Array.from({ length: 20 }, () => b.next())
		const sequenceC = Array.from({ length: 20 }, () => c.next())
		expect(sequenceA).toEqual(sequenceB)
		expect(sequenceA).not.toEqual(sequenceC)
		for (const value of sequenceA) {
			expect(value).toBeGreaterThanOrEqual(0)
			expect(value).toBeLessThan(1)
		}
	})

	test('int stays inside its bounds and reaches both ends', () => {
		const random = createRandom(1)
		const seen = new Set<number>()
		for (let i = 0; i < 2000; i++) seen.add(random.int(3, 7))
		expect([...seen].sort()).toEqual([3, 4, 5, 6, 7])
	})

	test('sample picks distinct items; shuffle keeps every item', () => {
		const random = createRandom('sample')
		const items = ['a', 'b', 'c', 'd', 'e']
		const picked = random.sample(items, 3)
		expect(new Set(picked).size).toBe(3)
		expect(random.shuffle(items).sort()).toEqual(items)
		expect(random.sample(items, 10)).toHaveLength(5)
	})

	test('uuid has the version-4 shape and forks are independent but reproducible', () => {
		const random = createRandom('ids')
		expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
		expect(createRandom('x').fork('y').hex(16)).toBe(createRandom('x').fork('y').hex(16))
		expect(createRandom('x').fork('y').hex(16)).not.toBe(createRandom('x').fork('z').hex(16))
	})
})
