import { z } from 'zod'
import { deactivateAccount } from '#app/modules/accounts/deactivate.server.ts'
import { issueApiToken, revokeApiToken } from '#app/modules/auth/api-tokens.server.ts'
import { getCodeSender, otpSecret } from '#app/modules/auth/auth.server.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { registerWithPassword, requestCode, resetPassword, signInWithCode, signInWithPassword } from '#app/modules/auth/login.server.ts'
import {
	CALLING_CODES,
	CODE_LENGTH,
	classifyAccountInput,
	isValidPassword,
	LOGIN_TYPES,
	normalizeAccount,
	OPTIONAL_CALLING_CODE_CHINA,
	PASSWORD_MAX_LENGTH,
} from '#app/modules/auth/rules.ts'
import { endAllSessions } from '#app/modules/auth/session.server.ts'
import { publicMediaUrl } from '#app/providers/storage/index.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { type ApiContext } from '../context.server.ts'
import { API_V1, defineCall, Done, IsoDate, iso, NoInput } from '../define.server.ts'

/**
 * The user calls (spec section 7, "User"): sending codes, the login types of spec section 3, registering,
 * forgetting a password, the buyer's info and signing out. Every proof goes through the same services as the
 * web's login sheet (app/modules/auth/login.server.ts), so the code rules and the counters (codes per phone,
 * e-mail and address; password failures per account and address) are the same rows: switching door gains an
 * attacker nothing. A successful login answers a bearer token instead of a cookie.
 */

const account = z.string().trim().min(1, 'auth.account.required').max(50, 'auth.account.invalidEmail').meta({
	description: 'A phone number (with or without its calling code) or an e-mail address.',
	example: '7701234567',
})
const areaId = z
	.enum([...CALLING_CODES, OPTIONAL_CALLING_CODE_CHINA])
	.default('964')
	.meta({ description: 'The calling code for a phone number without one (964 Iraq, 966, 90, 86).' })
const code = z
	.string()
	.trim()
	.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'auth.code.format')
	.meta({ description: 'The six-digit code that was sent.', example: '123456' })
const newPassword = z.string().max(PASSWORD_MAX_LENGTH, 'auth.password.rule').refine(isValidPassword, 'auth.password.rule').meta({
	description: '6 to 32 characters with at least one letter and one digit.',
})

const TokenAnswer = z
	.object({
		token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`.' }),
		expiresAt: IsoDate.meta({ description: 'When it ends if unused; every use moves this on (as a browser session).' }),
		userId: z.string(),
		created: z.boolean().meta({ description: 'True when this login made the account.' }),
	})
	.meta({ id: 'TokenAnswer' })

const CodeSent = z
	.object({
		account: z.string().meta({ description: 'The account as normalized (E.164 phone or lower-case e-mail).' }),
		channel: z.enum(['whatsapp', 'sms', 'email']),
		resendAt: IsoDate.meta({ description: 'When another code may be asked for (60 s).' }),
	})
	.meta({ id: 'CodeSent' })

const SEND_TYPES = { [LOGIN_TYPES.whatsapp]: 'whatsapp', [LOGIN_TYPES.sms]: 'sms', [LOGIN_TYPES.email]: 'email' } as const

async function sendCodeFor(
	context: ApiContext,
	input: { account: string; areaId: string; channel: 'whatsapp' | 'sms' | 'email'; purpose: 'login' | 'register' | 'reset_password' },
) {
	// A phone cannot receive an e-mail, nor an address a WhatsApp message (the login sheet's rule).
	if ((classifyAccountInput(input.account) === 'email') !== (input.channel === 'email')) throw new AuthError('auth.channel.mismatch', 400)
	const sent = await requestCode(
		{ db: context.db, sender: getCodeSender(), secret: otpSecret() },
		{ account: input.account, callingCode: input.areaId, channel: input.channel, purpose: input.purpose, locale: context.locale, ip: context.ip },
	)
	return { account: sent.account, channel: sent.channel, resendAt: iso(new Date(sent.resendAt)) }
}

async function tokenFor(context: ApiContext, user: { id: string; role: string; status?: string }, created = false) {
	if (user.role !== 'buyer') throw new AuthError('auth.password.wrong', 401)
	const issued = await issueApiToken(context.db, {
		userId: user.id,
		ip: context.ip,
		userAgent: context.client.userAgent,
		platform: context.client.platform,
		channel: context.client.channel,
	})
	return { token: issued.token, expiresAt: iso(issued.expiresAt), userId: user.id, created }
}

const LoginInput = z
	.discriminatedUnion('type', [
		z.object({
			type: z.literal(LOGIN_TYPES.password).meta({ description: '1: password' }),
			account,
			areaId,
			password: z.string().min(1, 'auth.password.required').max(PASSWORD_MAX_LENGTH),
		}),
		z.object({
			type: z.union([z.literal(LOGIN_TYPES.whatsapp), z.literal(LOGIN_TYPES.sms), z.literal(LOGIN_TYPES.email)]).meta({
				description: '2: WhatsApp code, 6: SMS code, 7: e-mail code',
			}),
			account,
			areaId,
			code,
		}),
	])
	.meta({ id: 'LoginInput', description: 'Spec section 3’s login request. Types 3 (Google) and 5 (Apple) are not taken here yet.' })

export const USER_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/loginSendCode`,
		group: 'user',
		summary: 'Send a sign-in code (type 2 WhatsApp, 6 SMS, 7 e-mail).',
		auth: 'none',
		state: 'implemented',
		errors: [422, 429, 502],
		request: z.object({
			type: z.union([z.literal(LOGIN_TYPES.whatsapp), z.literal(LOGIN_TYPES.sms), z.literal(LOGIN_TYPES.email)]),
			account,
			areaId,
		}),
		response: CodeSent,
		handler: (input, context) =>
			sendCodeFor(context, { account: input.account, areaId: input.areaId, channel: SEND_TYPES[input.type], purpose: 'login' }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/sendWhatsAppLoginCode`,
		group: 'user',
		summary: 'Send a sign-in code by WhatsApp.',
		auth: 'none',
		state: 'implemented',
		errors: [422, 429, 502],
		request: z.object({ account, areaId }),
		response: CodeSent,
		handler: (input, context) => sendCodeFor(context, { ...input, channel: 'whatsapp', purpose: 'login' }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/sendEmailCode`,
		group: 'user',
		summary: 'Send a code by e-mail: to sign in, to register or to reset the password.',
		auth: 'none',
		state: 'implemented',
		errors: [422, 429, 502],
		request: z.object({ account, purpose: z.enum(['login', 'register', 'reset_password']).default('login') }),
		response: CodeSent,
		handler: (input, context) => sendCodeFor(context, { account: input.account, areaId: '964', channel: 'email', purpose: input.purpose }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/sendCode`,
		group: 'user',
		summary: 'Send a code to register or to reset the password (a phone by WhatsApp or SMS, or an e-mail).',
		auth: 'none',
		state: 'implemented',
		errors: [422, 429, 502],
		request: z.object({
			account,
			areaId,
			channel: z.enum(['whatsapp', 'sms', 'email']),
			purpose: z.enum(['login', 'register', 'reset_password']),
		}),
		response: CodeSent,
		handler: (input, context) => sendCodeFor(context, input),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/login`,
		group: 'user',
		summary: 'Sign in by password (type 1) or by a code (2, 6, 7); a code sign-in makes the account when it is new.',
		auth: 'none',
		state: 'implemented',
		errors: [401, 422, 429],
		request: LoginInput,
		response: TokenAnswer,
		handler: async (input, context) => {
			if (input.type === LOGIN_TYPES.password) {
				const user = await signInWithPassword(context.db, {
					account: input.account,
					callingCode: input.areaId,
					password: input.password,
					ip: context.ip,
				})
				return tokenFor(context, user)
			}
			const { user, created } = await signInWithCode(
				{ db: context.db, secret: otpSecret() },
				{ account: input.account, callingCode: input.areaId, code: input.code, language: context.locale, utmSource: context.client.utmSource },
			)
			return tokenFor(context, user, created)
		},
	}),
	...(['register', 'emailRegister'] as const).map((name) =>
		defineCall({
			method: 'POST',
			path: `${API_V1}/user/${name}`,
			group: 'user',
			summary:
				name === 'register'
					? 'Register with a code (sent with purpose register) and a password; answers a token.'
					: 'Register an e-mail address with its code and a password; answers a token.',
			auth: 'none',
			state: 'implemented',
			errors: [409, 422, 429],
			request: z.object({
				account,
				areaId,
				code,
				password: newPassword,
				firstName: z.string().trim().max(50).optional(),
				lastName: z.string().trim().max(50).optional(),
			}),
			response: TokenAnswer,
			handler: async (input, context) => {
				if (name === 'emailRegister' && classifyAccountInput(input.account) !== 'email') throw new AuthError('auth.account.invalidEmail', 422)
				const user = await registerWithPassword(
					{ db: context.db, secret: otpSecret() },
					{ ...input, callingCode: input.areaId, language: context.locale, utmSource: context.client.utmSource },
				)
				return tokenFor(context, user, true)
			},
		}),
	),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/forgetPassword`,
		group: 'user',
		summary: 'Set a new password with a code sent with purpose reset_password.',
		auth: 'none',
		state: 'implemented',
		errors: [404, 422, 429],
		request: z.object({ account, areaId, code, password: newPassword }),
		response: Done,
		handler: async (input, context) => {
			await resetPassword(
				{ db: context.db, secret: otpSecret() },
				{ account: input.account, callingCode: input.areaId, code: input.code, password: input.password },
			)
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/checkPhoneNumber`,
		group: 'user',
		summary: 'Whether a phone number is well-formed, and how the shop writes it (never whether it has an account).',
		auth: 'none',
		state: 'implemented',
		request: z.object({ account, areaId }),
		response: z.object({ valid: z.boolean(), account: z.string().nullable() }),
		handler: async (input) => {
			const normalized = classifyAccountInput(input.account) === 'phone' ? normalizeAccount(input.account, input.areaId) : null
			return { valid: normalized !== null, account: normalized?.account ?? null }
		},
	}),
	defineCall({
		method: 'GET',
		path: `${API_V1}/user/userInfo`,
		group: 'user',
		summary: 'The signed-in buyer.',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z
			.object({
				userId: z.string(),
				username: z.string().nullable(),
				phone: z.string().nullable(),
				email: z.string().nullable(),
				firstName: z.string().nullable(),
				lastName: z.string().nullable(),
				avatar: z.string().nullable(),
				language: z.string().nullable(),
				supportUnread: z.number().int(),
			})
			.meta({ id: 'UserInfo' }),
		handler: async (_input, context) => {
			const user = context.requireUser()
			return {
				userId: user.id,
				username: user.username,
				phone: user.phone,
				email: user.email,
				firstName: user.firstName,
				lastName: user.lastName,
				avatar: user.avatarKey ? publicMediaUrl(user.avatarKey) : null,
				language: user.language,
				supportUnread: user.supportUnread,
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/loginOut`,
		group: 'user',
		summary: 'Sign out: this token ends.',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: Done,
		handler: async (_input, context) => {
			context.requireUser()
			if (context.token) await revokeApiToken(context.db, context.token)
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/loginOutAll`,
		group: 'user',
		summary: 'Sign out everywhere: every token and every browser session of the buyer ends (as the account page’s button).',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.object({ ended: z.number().int() }),
		handler: async (_input, context) => ({ ended: await endAllSessions(context.db, context.requireUser().id) }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/unregister`,
		group: 'user',
		summary: 'Delete the account (the log-off page’s rules): `agree` must be true; every token and session ends.',
		auth: 'required',
		state: 'implemented',
		request: z.object({ agree: z.literal(true, { message: 'logOff.agree.required' }) }),
		response: Done,
		handler: async (_input, context) => {
			await deactivateAccount(context.db, context.requireUser().id, { storage: getStorage() })
			return { done: true as const }
		},
	}),
]
