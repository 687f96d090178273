import { describe, expect, test } from 'vitest'
import {
	accountStepView,
	canSubmitPassword,
	INITIAL_LOGIN_STATE,
	type LoginSheetAction,
	loginSheetReducer,
	maskAccount,
	resendChannel,
} from './login-sheet-state.ts'

const run = (...actions: LoginSheetAction[]) => actions.reduce(loginSheetReducer, INITIAL_LOGIN_STATE)

describe('the login sheet (spec sections 2 and 4)', () => {
	test('closing resets step, inputs, code, send type and timer', () => {
		const state = run(
			{ type: 'open' },
			{ type: 'edit-account', account: '07701234567' },
			{ type: 'code-sent', channel: 'sms', sentTo: '+9647701234567', resendAt: 60_000 },
			{ type: 'edit-code', code: '123' },
			{ type: 'close' },
		)
		expect(state).toEqual(INITIAL_LOGIN_STATE)
	})

	test('switching mode clears the account every time, and the password only when leaving password mode', () => {
		const password = run(
			{ type: 'switch-mode', mode: 'password' },
			{ type: 'edit-account', account: 'a@b.c' },
			{ type: 'edit-password', password: 'secret1' },
		)
		expect(password).toMatchObject({ mode: 'password', account: 'a@b.c', password: 'secret1' })
		const back = loginSheetReducer(password, { type: 'switch-mode', mode: 'code' })
		expect(back).toMatchObject({ mode: 'code', account: '', password: '' })
		const codeTyped = loginSheetReducer(back, { type: 'edit-account', account: '0770' })
		expect(loginSheetReducer(codeTyped, { type: 'switch-mode', mode: 'password' }).account).toBe('')
	})

	test('a sent code moves to verification; the code box keeps 6 digits at most', () => {
		const state = run(
			{ type: 'edit-account', account: 'a@b.c' },
			{ type: 'code-sent', channel: 'email', sentTo: 'a@b.c', resendAt: 1 },
			{ type: 'edit-code', code: '12a3456789' },
		)
		expect(state).toMatchObject({ step: 'verify', sentChannel: 'email', code: '123456' })
	})

	test('send buttons are disabled while the input is invalid, empty, or counting down', () => {
		expect(accountStepView(run(), 0)).toMatchObject({ kind: 'empty', showContinue: true, sendDisabled: true })
		expect(accountStepView(run({ type: 'edit-account', account: '1234' }), 0).sendDisabled).toBe(true)
		const typed = run({ type: 'edit-account', account: '07701234567' })
		expect(accountStepView(typed, 0)).toMatchObject({ kind: 'phone', sendDisabled: false })
		const sent = loginSheetReducer(typed, { type: 'code-sent', channel: 'whatsapp', sentTo: 'x', resendAt: 60_000 })
		expect(accountStepView(sent, 0)).toMatchObject({ sendDisabled: true, secondsLeft: 60 })
		expect(accountStepView(sent, 59_001)).toMatchObject({ sendDisabled: true, secondsLeft: 1 })
		expect(accountStepView(sent, 60_000)).toMatchObject({ sendDisabled: false, secondsLeft: 0 })
	})

	test('resend uses the stored send type, else WhatsApp for a phone and e-mail for an address', () => {
		expect(resendChannel(run({ type: 'edit-account', account: '0770123' }))).toBe('whatsapp')
		expect(resendChannel(run({ type: 'edit-account', account: 'a@b.c' }))).toBe('email')
		expect(resendChannel(run({ type: 'code-sent', channel: 'sms', sentTo: 'x', resendAt: 0 }))).toBe('sms')
	})

	test('password login is enabled once account and password both have text', () => {
		expect(canSubmitPassword(run({ type: 'edit-account', account: 'a' }))).toBe(false)
		expect(canSubmitPassword(run({ type: 'edit-account', account: 'a' }, { type: 'edit-password', password: 'p' }))).toBe(true)
	})

	test('accounts are masked in the verification subtitle', () => {
		expect(maskAccount('+9647701234567')).toBe('+964 ••• ••4567')
		expect(maskAccount('buyer@dijla.test')).toBe('b•••@dijla.test')
	})
})
