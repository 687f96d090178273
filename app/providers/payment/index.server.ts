import { type Env, getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { devDoorsFrom } from '#app/utils/dev-doors.server.ts'
import { GatewayUnavailableError, type PaymentGateway } from './gateway.ts'
import { createSandboxGateway, type SandboxGateway } from './sandbox.server.ts'
import { createZainCashGateway, type ZainCashConfig } from './zaincash.server.ts'

export * from './gateway.ts'
export { createSandboxGateway, SANDBOX_PATH, type SandboxCheckout, type SandboxDecision, type SandboxGateway } from './sandbox.server.ts'
export { createZainCashGateway, type ZainCashConfig } from './zaincash.server.ts'

export type PaymentConfig = { gateway: 'sandbox'; sandboxSecrets: string[] } | { gateway: 'zaincash'; zaincash: ZainCashConfig }

type PaymentEnv = Pick<
	Env,
	| 'PAYMENT_GATEWAY'
	| 'PAYMENT_SANDBOX_SECRET'
	| 'ZAINCASH_MSISDN'
	| 'ZAINCASH_MERCHANT_ID'
	| 'ZAINCASH_SECRET'
	| 'ZAINCASH_BASE_URL'
	| 'SESSION_SECRETS'
>

/**
 * Which card gateway serves payments. The environment schema (app/utils/env.server.ts) has already refused a
 * half-configured ZainCash at start-up; the sandbox signs with PAYMENT_SANDBOX_SECRET, else with the session
 * secrets (all of them are believed, the newest signs, so rotating them keeps results in flight valid).
 */
export function paymentConfigFrom(env: PaymentEnv): PaymentConfig {
	if (env.PAYMENT_GATEWAY === 'zaincash') {
		if (!env.ZAINCASH_MSISDN || !env.ZAINCASH_MERCHANT_ID || !env.ZAINCASH_SECRET) {
			throw new Error('PAYMENT_GATEWAY is zaincash but ZAINCASH_MSISDN, ZAINCASH_MERCHANT_ID or ZAINCASH_SECRET is missing')
		}
		return {
			gateway: 'zaincash',
			zaincash: {
				msisdn: env.ZAINCASH_MSISDN,
				merchantId: env.ZAINCASH_MERCHANT_ID,
				secret: env.ZAINCASH_SECRET,
				baseUrl: env.ZAINCASH_BASE_URL,
			},
		}
	}
	return {
		gateway: 'sandbox',
		sandboxSecrets: env.PAYMENT_SANDBOX_SECRET ? [env.PAYMENT_SANDBOX_SECRET] : [...env.SESSION_SECRETS],
	}
}

export function createPaymentGateway(config: PaymentConfig): PaymentGateway {
	return config.gateway === 'zaincash' ? createZainCashGateway(config.zaincash) : createSandboxGateway({ secrets: config.sandboxSecrets })
}

type GatewayGlobal = typeof globalThis & { __dijlaPaymentGateway?: PaymentGateway }

/**
 * Whether buyers are offered card payment (type 10): with a real gateway, or with the sandbox while the dev doors
 * are not closed. A production start without PAYMENT_GATEWAY=zaincash offers transfer and cash only, so nobody can
 * pay through a sandbox that approves whatever it is told (app/utils/dev-doors.server.ts).
 */
export function cardPaymentsOffered(env: Pick<Env, 'PAYMENT_GATEWAY' | 'NODE_ENV' | 'DIJLA_DEV_DOORS'> = getEnv()): boolean {
	return env.PAYMENT_GATEWAY !== 'sandbox' || devDoorsFrom(env) !== 'closed'
}

/**
 * The app-wide card gateway, as configured (the configuration is read once, like the rest of the environment).
 * Throws GatewayUnavailableError where card payment is not offered (cardPaymentsOffered).
 */
export function getPaymentGateway(): PaymentGateway {
	const store = globalThis as GatewayGlobal
	if (!store.__dijlaPaymentGateway) {
		const env = getEnv()
		if (!cardPaymentsOffered(env)) throw new GatewayUnavailableError('card payments are not offered: no real gateway is configured')
		store.__dijlaPaymentGateway = createPaymentGateway(paymentConfigFrom(env))
		if (env.NODE_ENV === 'production' && store.__dijlaPaymentGateway.kind === 'sandbox') {
			// The production opt-in (DIJLA_DEV_DOORS=loopback): fine for the demo or the browser tests, never for real buyers.
			logger.warn('card payments go to the sandbox gateway (/dev/gateway, this machine only): set PAYMENT_GATEWAY=zaincash before taking real orders')
		}
	}
	return store.__dijlaPaymentGateway
}

/** The sandbox, when it is the configured gateway and card payment is offered (the /dev/gateway page exists only then). */
export function getSandboxGateway(): SandboxGateway | null {
	if (!cardPaymentsOffered()) return null
	const gateway = getPaymentGateway()
	return gateway.kind === 'sandbox' ? (gateway as SandboxGateway) : null
}
