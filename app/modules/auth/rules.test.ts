import { describe, expect, test } from 'vitest'
import {
	classifyAccountInput,
	defaultSendChannel,
	guessPasswordAccountType,
	isValidCode,
	isValidContactPhone,
	isValidEmail,
	isValidLoginPhone,
	isValidPassword,
	normalizeAccount,
} from './rules.ts'

describe('the smart input (spec section 5)', () => {
	test.each([
		['07701234567', 'phone'],
		[' +964 770 123-4567 ', 'phone'],
		['(0770) 123 4567', 'phone'],
		['buyer@dijla.test', 'email'],
		['0770a', 'email'],
		['٠٧٧٠١٢٣٤٥٦٧', 'phone'],
		['۰۷۷۰', 'phone'],
		['   ', 'empty'],
		['', 'empty'],
	])('%j is %s', (input, kind) => {
		expect(classifyAccountInput(input)).toBe(kind)
	})

	test('password sign-in guesses e-mail by @ and phone by digits only', () => {
		expect(guessPasswordAccountType('a@b.c')).toBe('email')
		expect(guessPasswordAccountType('7701234567')).toBe('phone')
		expect(guessPasswordAccountType('770 123')).toBe('unknown')
	})
})

describe('boundaries', () => {
	test('login phone: 5 to 15 digits', () => {
		expect(isValidLoginPhone('1234')).toBe(false)
		expect(isValidLoginPhone('12345')).toBe(true)
		expect(isValidLoginPhone('1'.repeat(15))).toBe(true)
		expect(isValidLoginPhone('1'.repeat(16))).toBe(false)
	})

	test('contact phone elsewhere: 7 to 13 characters', () => {
		expect(isValidContactPhone('123456')).toBe(false)
		expect(isValidContactPhone('1234567')).toBe(true)
		expect(isValidContactPhone('1'.repeat(13))).toBe(true)
		expect(isValidContactPhone('1'.repeat(14))).toBe(false)
	})

	test('password: 6 to 32 with a letter and a digit', () => {
		expect(isValidPassword('abc12')).toBe(false)
		expect(isValidPassword('abc123')).toBe(true)
		expect(isValidPassword(`a${'1'.repeat(31)}`)).toBe(true)
		expect(isValidPassword(`a${'1'.repeat(32)}`)).toBe(false)
		expect(isValidPassword('abcdefg')).toBe(false)
		expect(isValidPassword('1234567')).toBe(false)
	})

	test('e-mail: text@text.text, no spaces, at most 50', () => {
		expect(isValidEmail('a@b.c')).toBe(true)
		expect(isValidEmail('a b@c.d')).toBe(false)
		expect(isValidEmail('a@b')).toBe(false)
		expect(isValidEmail(`${'a'.repeat(44)}@b.com`)).toBe(true)
		expect(isValidEmail(`${'a'.repeat(45)}@b.com`)).toBe(false)
	})

	test('code: exactly 6 digits', () => {
		expect(isValidCode('12345')).toBe(false)
		expect(isValidCode('123456')).toBe(true)
		expect(isValidCode('1234567')).toBe(false)
		expect(isValidCode('12345a')).toBe(false)
	})
})

test('accounts are normalized so 0770… and +964770… are one buyer', () => {
	expect(normalizeAccount('0770 123 4567', '964')).toEqual({ kind: 'phone', account: '+9647701234567' })
	expect(normalizeAccount('+964 770 123 4567', '86')).toEqual({ kind: 'phone', account: '+9647701234567' })
	expect(normalizeAccount('009647701234567', '964')).toEqual({ kind: 'phone', account: '+9647701234567' })
	expect(normalizeAccount(' Buyer@Dijla.Test ', '964')).toEqual({ kind: 'email', account: 'buyer@dijla.test' })
	expect(normalizeAccount('٠٧٧٠١٢٣٤٥٦٧', '964')).toEqual({ kind: 'phone', account: '+9647701234567' })
	expect(normalizeAccount('1234', '964')).toBeNull()
	expect(defaultSendChannel('phone')).toBe('whatsapp')
	expect(defaultSendChannel('email')).toBe('email')
})
