/**
 * The sign-in and account rules of spec section 5, each in one place with its
 * limits named (spec section 9). Messages are message ids.
 */

/** Login phone: 5 to 15 digits. */
export const LOGIN_PHONE_MIN_DIGITS = 5
export const LOGIN_PHONE_MAX_DIGITS = 15
/** Max input length: 15 for a phone, 50 for an e-mail. */
export const PHONE_INPUT_MAX_LENGTH = 15
export const EMAIL_MAX_LENGTH = 50
/** Phone elsewhere (addresses, profile): 7 to 13 characters, "Please enter 9-13 digits". */
export const PHONE_MIN_LENGTH = 7
export const PHONE_MAX_LENGTH = 13
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 32
export const CODE_LENGTH = 6

/** Calling codes (spec sections 3 and 9): Iraq by default; China only when a page offers area 86. */
export const DEFAULT_CALLING_CODE = '964'
export const CALLING_CODES = ['964', '966', '90'] as const
export const OPTIONAL_CALLING_CODE_CHINA = '86'

/** Login types of spec section 3. */
export const LOGIN_TYPES = { password: 1, whatsapp: 2, google: 3, apple: 5, sms: 6, email: 7 } as const
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES]
export type SendChannel = 'whatsapp' | 'sms' | 'email'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_CHARACTERS = /^[\d\s+\-()]+$/
const HAS_LETTER = /\p{L}/u

/**
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits, as Arabic and Kurdish keyboards
 * type them, read as the digits they are.
 */
export function toAsciiDigits(input: string): string {
	return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
}

/**
 * Spec section 5: trimmed input is a phone when non-empty, with no @ and no
 * letters, made only of digits, spaces, plus, hyphen and parentheses; anything
 * else is an e-mail.
 */
export function classifyAccountInput(input: string): 'phone' | 'email' | 'empty' {
	const value = toAsciiDigits(input).trim()
	if (value === '') return 'empty'
	if (!value.includes('@') && !HAS_LETTER.test(value) && PHONE_CHARACTERS.test(value)) return 'phone'
	return 'email'
}

/** Password sign-in guesses the account type: e-mail with an @, phone when digits only. */
export function guessPasswordAccountType(input: string): 'email' | 'phone' | 'unknown' {
	const value = input.trim()
	if (value.includes('@')) return 'email'
	if (/^\d+$/.test(value)) return 'phone'
	return 'unknown'
}

export function digitsOf(input: string): string {
	return toAsciiDigits(input).replace(/\D/g, '')
}

export function isValidLoginPhone(input: string): boolean {
	const digits = digitsOf(input)
	return digits.length >= LOGIN_PHONE_MIN_DIGITS && digits.length <= LOGIN_PHONE_MAX_DIGITS
}

export function isValidEmail(input: string): boolean {
	const value = input.trim()
	return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

/** Phones outside login (addresses, profile): 7 to 13 characters. */
export function isValidContactPhone(input: string): boolean {
	const value = input.trim()
	return value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH && /^\+?\d+$/.test(value)
}

/** 6 to 32 characters with at least one letter and one digit. */
export function isValidPassword(input: string): boolean {
	return input.length >= PASSWORD_MIN_LENGTH && input.length <= PASSWORD_MAX_LENGTH && HAS_LETTER.test(input) && /\d/.test(input)
}

export function isValidCode(input: string): boolean {
	return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(input)
}

/**
 * The full account for a login: an e-mail lower-cased, or a phone as calling
 * code + national digits (leading zeros of the national number dropped, as
 * Iraqi numbers are often typed 0770…).
 */
export function normalizeAccount(input: string, callingCode: string): { kind: 'phone' | 'email'; account: string } | null {
	const kind = classifyAccountInput(input)
	if (kind === 'email') return isValidEmail(input) ? { kind, account: input.trim().toLowerCase() } : null
	if (kind !== 'phone' || !isValidLoginPhone(input)) return null
	const trimmed = toAsciiDigits(input).trim()
	const digits = digitsOf(trimmed)
	if (trimmed.startsWith('+') || trimmed.startsWith('00')) {
		const international = trimmed.startsWith('00') ? digits.slice(2) : digits
		return { kind, account: `+${international}` }
	}
	return { kind, account: `+${callingCode}${digits.replace(/^0+/, '')}` }
}

/** Spec section 4: resend without a stored send type uses WhatsApp for a phone and e-mail for an address. */
export function defaultSendChannel(kind: 'phone' | 'email'): SendChannel {
	return kind === 'phone' ? 'whatsapp' : 'email'
}
