import { z } from 'zod'
import {
	CALLING_CODES,
	CODE_LENGTH,
	classifyAccountInput,
	isValidEmail,
	isValidLoginPhone,
	isValidPassword,
	OPTIONAL_CALLING_CODE_CHINA,
	PASSWORD_MAX_LENGTH,
} from './rules.ts'

/** The forms of the login sheet and the login and register pages. Messages are message ids. */
const account = z
	.string({ message: 'auth.account.required' })
	.trim()
	.min(1, 'auth.account.required')
	.max(50, 'auth.account.invalidEmail')
	.superRefine((value, context) => {
		const kind = classifyAccountInput(value)
		if (kind === 'phone' && !isValidLoginPhone(value)) context.addIssue({ code: 'custom', message: 'auth.account.invalidPhone' })
		if (kind === 'email' && !isValidEmail(value)) context.addIssue({ code: 'custom', message: 'auth.account.invalidEmail' })
	})
const callingCode = z.enum([...CALLING_CODES, OPTIONAL_CALLING_CODE_CHINA]).default('964')
const code = z
	.string({ message: 'auth.code.required' })
	.trim()
	.min(1, 'auth.code.required')
	.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'auth.code.format')
const newPassword = z
	.string({ message: 'auth.password.required' })
	.max(PASSWORD_MAX_LENGTH, 'auth.password.rule')
	.refine(isValidPassword, 'auth.password.rule')
const redirectTo = z.string().max(2000).optional()
/** A visitor's "add to cart" that asked them to sign in: done once they are (login-events.ts AfterSignIn). */
const afterSignIn = {
	addSkuId: z
		.string()
		.regex(/^[A-Za-z0-9_-]{1,64}$/)
		.optional(),
	addQuantity: z.number().int().min(1).max(100_000).optional(),
}
/** Set by the login sheet once hydrated: answer with JSON instead of a redirect. */
const respond = z.enum(['json', 'redirect']).default('redirect')

export const SendCodeSchema = z
	.object({
		intent: z.literal('send-code'),
		account,
		callingCode,
		channel: z.enum(['whatsapp', 'sms', 'email']),
		purpose: z.enum(['login', 'register', 'reset_password']).default('login'),
	})
	.refine((value) => (classifyAccountInput(value.account) === 'email') === (value.channel === 'email'), {
		message: 'auth.channel.mismatch',
		path: ['channel'],
	})

export const VerifyCodeSchema = z.object({ intent: z.literal('verify-code'), account, callingCode, code, redirectTo, respond, ...afterSignIn })

export const PasswordLoginSchema = z.object({
	intent: z.literal('password-login'),
	account: z.string({ message: 'auth.account.required' }).trim().min(1, 'auth.account.required').max(50),
	callingCode,
	password: z.string({ message: 'auth.password.required' }).min(1, 'auth.password.required').max(PASSWORD_MAX_LENGTH),
	redirectTo,
	respond,
	...afterSignIn,
})

const confirmPassword = z.string({ message: 'auth.password.required' })
const passwordsMatch: [(value: { password: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] = [
	(value) => value.password === value.confirmPassword,
	{ message: 'auth.password.mismatch', path: ['confirmPassword'] },
]

export const ResetPasswordSchema = z
	.object({ intent: z.literal('reset-password'), account, callingCode, code, password: newPassword, confirmPassword })
	.refine(...passwordsMatch)

export const RegisterSchema = z
	.object({
		intent: z.literal('register'),
		account,
		callingCode,
		code,
		password: newPassword,
		confirmPassword,
		firstName: z.string().trim().max(50).optional(),
		lastName: z.string().trim().max(50).optional(),
		redirectTo,
		respond,
		...afterSignIn,
	})
	.refine(...passwordsMatch)

/** One action per page, one intent per button (STYLE.md). */
export const LoginActionSchema = z.discriminatedUnion('intent', [SendCodeSchema, VerifyCodeSchema, PasswordLoginSchema, ResetPasswordSchema])
export const RegisterActionSchema = z.discriminatedUnion('intent', [SendCodeSchema, RegisterSchema])
