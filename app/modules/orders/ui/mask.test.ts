import { expect, test } from 'vitest'
import { maskName, maskPhone } from './mask.ts'

test('a name keeps only its first letter', () => {
	expect(maskName('  علي حسن ')).toBe('ع***')
	expect(maskName('Ali Hassan')).toBe('A***')
	expect(maskName('')).toBe('')
})

test('a phone keeps its first four and last three characters', () => {
	expect(maskPhone('07701234567')).toBe('0770****567')
	expect(maskPhone('+9647701234567')).toBe('+964*******567')
	expect(maskPhone('1234567')).toBe('*****67')
	expect(maskPhone('07701234567')).not.toContain('1234')
})
