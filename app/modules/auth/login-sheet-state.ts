import { classifyAccountInput, DEFAULT_CALLING_CODE, isValidEmail, isValidLoginPhone, type SendChannel } from './rules.ts'

/**
 * The login sheet's state and its rules (spec section 2 "Login popup" and
 * section 4), kept apart from the markup so each rule has a test.
 */
/** Code sign-in, password sign-in, resetting a forgotten password, or registering with a password. */
export type LoginMode = 'code' | 'password' | 'forgot' | 'register'
export type LoginStep = 'account' | 'verify'

export type LoginSheetState = {
	open: boolean
	mode: LoginMode
	step: LoginStep
	account: string
	callingCode: string
	/** How the last code went out; resend uses it again. */
	sentChannel: SendChannel | null
	/** The account the code went to, as the server normalized it (shown masked). */
	sentTo: string | null
	/** Epoch ms when resending is allowed again (the 60-second countdown). */
	resendAt: number | null
	code: string
	password: string
	passwordVisible: boolean
}

export const INITIAL_LOGIN_STATE: LoginSheetState = {
	open: false,
	mode: 'code',
	step: 'account',
	account: '',
	callingCode: DEFAULT_CALLING_CODE,
	sentChannel: null,
	sentTo: null,
	resendAt: null,
	code: '',
	password: '',
	passwordVisible: false,
}

export type LoginSheetAction =
	| { type: 'open'; mode?: LoginMode }
	| { type: 'close' }
	| { type: 'switch-mode'; mode: LoginMode }
	| { type: 'edit-account'; account: string }
	| { type: 'choose-calling-code'; callingCode: string }
	| { type: 'code-sent'; channel: SendChannel; sentTo: string; resendAt: number }
	| { type: 'edit-code'; code: string }
	| { type: 'edit-password'; password: string }
	| { type: 'toggle-password-visible' }
	| { type: 'back-to-account' }

export function loginSheetReducer(state: LoginSheetState, action: LoginSheetAction): LoginSheetState {
	switch (action.type) {
		case 'open':
			return { ...INITIAL_LOGIN_STATE, open: true, mode: action.mode ?? 'code' }
		case 'close':
			// Closing resets step, inputs, code, send type, timer and resend state.
			return INITIAL_LOGIN_STATE
		case 'switch-mode': {
			if (action.mode === state.mode) return state
			// Switching clears the account every time; leaving a password form clears it.
			const leavingPassword = state.mode !== 'code'
			return {
				...state,
				mode: action.mode,
				step: 'account',
				account: '',
				code: '',
				...(leavingPassword ? { password: '', passwordVisible: false } : {}),
			}
		}
		case 'edit-account':
			return { ...state, account: action.account }
		case 'choose-calling-code':
			return { ...state, callingCode: action.callingCode }
		case 'code-sent':
			return { ...state, step: 'verify', sentChannel: action.channel, sentTo: action.sentTo, resendAt: action.resendAt, code: '' }
		case 'edit-code':
			return { ...state, code: action.code.replace(/\D/g, '').slice(0, 6) }
		case 'edit-password':
			return { ...state, password: action.password }
		case 'toggle-password-visible':
			return { ...state, passwordVisible: !state.passwordVisible }
		case 'back-to-account':
			return { ...state, step: 'account', code: '' }
	}
}

/** What the account step offers for the current input. */
export function accountStepView(state: LoginSheetState, now: number) {
	const kind = classifyAccountInput(state.account)
	const valid = kind === 'phone' ? isValidLoginPhone(state.account) : kind === 'email' ? isValidEmail(state.account) : false
	const countingDown = state.resendAt !== null && now < state.resendAt
	return {
		kind,
		valid,
		/** Empty input shows a disabled Continue button instead of the send buttons. */
		showContinue: kind === 'empty',
		sendDisabled: !valid || countingDown,
		secondsLeft: countingDown && state.resendAt !== null ? Math.ceil((state.resendAt - now) / 1000) : 0,
	}
}

/** Spec section 4: resend uses the stored send type, else WhatsApp for a phone and e-mail for an address. */
export function resendChannel(state: LoginSheetState): SendChannel {
	if (state.sentChannel) return state.sentChannel
	return classifyAccountInput(state.account) === 'email' ? 'email' : 'whatsapp'
}

/** Password mode's button is enabled when both fields have something in them. */
export function canSubmitPassword(state: LoginSheetState): boolean {
	return state.account.trim() !== '' && state.password !== ''
}

/** `+9647701234567` → `+964 ••• ••4567`; `buyer@dijla.test` → `b•••@dijla.test`. */
export function maskAccount(account: string): string {
	if (account.includes('@')) {
		const [name = '', domain = ''] = account.split('@')
		return `${name.slice(0, 1)}•••@${domain}`
	}
	return `${account.slice(0, 4)} ••• ••${account.slice(-4)}`
}
