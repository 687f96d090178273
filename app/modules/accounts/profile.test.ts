import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { AVATAR_MAX_BYTES, AvatarSchema, NAME_MAX_LENGTH, ProfileSchema } from './profile.ts'

function form(values: Record<string, string | File>) {
	const data = new FormData()
	data.set('intent', 'profile')
	for (const [key, value] of Object.entries(values)) data.set(key, value)
	return data
}

function errorsOf(values: Record<string, string>) {
	const submission = parseWithZod(form(values), { schema: ProfileSchema })
	return submission.status === 'error' ? submission.error : null
}

const valid = { firstName: 'علي', lastName: 'حسن' }

describe('ProfileSchema', () => {
	test('first and last names are required', () => {
		expect(errorsOf({ firstName: '', lastName: '   ' })).toEqual({
			firstName: ['profile.firstName.required'],
			lastName: ['profile.lastName.required'],
		})
	})

	test(`names are trimmed and may be ${NAME_MAX_LENGTH} characters, not more`, () => {
		const submission = parseWithZod(form({ firstName: '  Zainab ', lastName: 'ز'.repeat(NAME_MAX_LENGTH) }), { schema: ProfileSchema })
		expect(submission.status).toBe('success')
		if (submission.status === 'success') expect(submission.value.firstName).toBe('Zainab')
		expect(errorsOf({ ...valid, lastName: 'ز'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({ lastName: ['profile.name.tooLong'] })
	})

	test('the username is optional', () => {
		const submission = parseWithZod(form({ ...valid, username: '' }), { schema: ProfileSchema })
		expect(submission.status).toBe('success')
		if (submission.status === 'success') expect(submission.value.username).toBeUndefined()
	})

	test('the username is 3 to 30 characters', () => {
		expect(errorsOf({ ...valid, username: 'ab' })).toEqual({ username: ['profile.username.length'] })
		expect(errorsOf({ ...valid, username: 'abc' })).toBeNull()
		expect(errorsOf({ ...valid, username: 'a'.repeat(30) })).toBeNull()
		expect(errorsOf({ ...valid, username: 'a'.repeat(31) })).toEqual({ username: ['profile.username.length'] })
	})

	test('the username is Latin letters, digits and underscores, kept lower-case', () => {
		for (const bad of ['ali hassan', 'ali-hassan', 'علي_حسن', 'ali@shop', 'ali.h']) {
			expect(errorsOf({ ...valid, username: bad }), bad).toEqual({ username: ['profile.username.characters'] })
		}
		const submission = parseWithZod(form({ ...valid, username: ' Ali_Baghdad_07 ' }), { schema: ProfileSchema })
		expect(submission.status === 'success' && submission.value.username).toBe('ali_baghdad_07')
	})
})

describe('AvatarSchema', () => {
	function avatarErrors(file?: File) {
		const data = new FormData()
		data.set('intent', 'avatar')
		if (file) data.set('avatar', file)
		const submission = parseWithZod(data, { schema: AvatarSchema })
		return submission.status === 'error' ? submission.error : null
	}

	test('a picture must be chosen', () => {
		expect(avatarErrors()).toEqual({ avatar: ['profile.avatar.required'] })
		expect(avatarErrors(new File([], ''))).toEqual({ avatar: ['profile.avatar.required'] })
	})

	test('at most 5 MB', () => {
		expect(avatarErrors(new File([new Uint8Array(AVATAR_MAX_BYTES)], 'a.png', { type: 'image/png' }))).toBeNull()
		expect(avatarErrors(new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'a.png', { type: 'image/png' }))).toEqual({
			avatar: ['profile.avatar.tooLarge'],
		})
	})
})
