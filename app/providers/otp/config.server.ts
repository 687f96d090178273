import { z } from 'zod'

/**
 * OTP delivery configuration, read from the environment. Each channel is either fully configured (its real
 * adapter is used) or not configured at all (the dev outbox carries it). A half-configured channel is an error,
 * so a typo never silently routes production codes into the outbox.
 */
export type WhatsAppConfig = {
	token: string
	phoneNumberId: string
	template: string
	/** Graph API base including the version, e.g. https://graph.facebook.com/v21.0 */
	apiBase: string
}

export type SmsConfig = {
	url: string
	token: string
	senderId: string
}

export type EmailConfig = {
	/** nodemailer connection URL, e.g. smtps://user:pass@smtp.example.com:465 */
	smtpUrl: string
	/** From header, e.g. `Dijla <no-reply@dijla.iq>` */
	from: string
}

export type OtpConfig = {
	whatsapp: WhatsAppConfig | null
	sms: SmsConfig | null
	email: EmailConfig | null
}

export class OtpConfigError extends Error {
	override name = 'OtpConfigError'
}

const text = z.string().trim().min(1)
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })

const OtpEnvSchema = z.object({
	WHATSAPP_TOKEN: text.optional(),
	WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d+$/, 'must be the numeric phone number id from Meta').optional(),
	WHATSAPP_TEMPLATE: z
		.string()
		.trim()
		.regex(/^[a-z0-9_]+$/, 'must be a template name (lower-case letters, digits, underscores)')
		.default('dijla_login_code'),
	WHATSAPP_API_BASE: httpUrl.default('https://graph.facebook.com/v21.0'),
	SMS_GATEWAY_URL: httpUrl.optional(),
	SMS_GATEWAY_TOKEN: text.optional(),
	SMS_SENDER_ID: text.max(11, 'must be at most 11 characters (alphanumeric sender id)').default('Dijla'),
	SMTP_URL: z
		.string()
		.trim()
		.regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@host:465')
		.optional(),
	MAIL_FROM: text.optional(),
})

type OtpEnv = z.infer<typeof OtpEnvSchema>

/** Both or neither: names the variable that is missing. */
function requireTogether(env: OtpEnv, names: Array<keyof OtpEnv>, issues: string[]) {
	const present = names.filter((name) => env[name] !== undefined)
	if (present.length === 0 || present.length === names.length) return present.length === names.length
	for (const name of names) {
		if (env[name] === undefined) issues.push(`  ${name}: required when ${present.join(' and ')} ${present.length > 1 ? 'are' : 'is'} set`)
	}
	return false
}

export function parseOtpConfig(source: Record<string, string | undefined>): OtpConfig {
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''))
	const result = OtpEnvSchema.safeParse(cleaned)
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
		throw new OtpConfigError(`Invalid OTP delivery configuration:\n${lines.join('\n')}`)
	}
	const env = result.data
	const issues: string[] = []
	const hasWhatsApp = requireTogether(env, ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'], issues)
	const hasSms = requireTogether(env, ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN'], issues)
	const hasEmail = requireTogether(env, ['SMTP_URL', 'MAIL_FROM'], issues)
	if (issues.length > 0) throw new OtpConfigError(`Invalid OTP delivery configuration:\n${issues.join('\n')}`)

	return {
		whatsapp: hasWhatsApp
			? {
					token: env.WHATSAPP_TOKEN as string,
					phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID as string,
					template: env.WHATSAPP_TEMPLATE,
					apiBase: env.WHATSAPP_API_BASE.replace(/\/+$/, ''),
				}
			: null,
		sms: hasSms ? { url: env.SMS_GATEWAY_URL as string, token: env.SMS_GATEWAY_TOKEN as string, senderId: env.SMS_SENDER_ID } : null,
		email: hasEmail ? { smtpUrl: env.SMTP_URL as string, from: env.MAIL_FROM as string } : null,
	}
}
