import { expect, test } from 'vitest'
import { bankAccountFrom, DEMO_BANK_ACCOUNT } from '#app/modules/payments/bank-account.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { paymentTypesForStage } from '#app/modules/payments/payments.server.ts'
import { cardPaymentsOffered, createPaymentGateway, paymentConfigFrom } from './index.server.ts'

const ZAINCASH = {
	PAYMENT_GATEWAY: 'zaincash',
	ZAINCASH_MSISDN: '9647835077893',
	ZAINCASH_MERCHANT_ID: '5ffacf6612b5777c6d44266f',
	ZAINCASH_SECRET: '$2y$10$hBbAZo2GfSSvyqAyV2SaqOfYewgYpfR1O19gIh4SqyGWdmySZYPuS',
}

test('without configuration card payments go to the sandbox, signed with the session secrets', () => {
	const env = parseEnv({})
	expect(env.PAYMENT_GATEWAY).toBe('sandbox')
	expect(paymentConfigFrom({ ...env, SESSION_SECRETS: ['s1', 's0'] })).toEqual({ gateway: 'sandbox', sandboxSecrets: ['s1', 's0'] })
	const own = parseEnv({ PAYMENT_SANDBOX_SECRET: 'x'.repeat(32) })
	expect(paymentConfigFrom({ ...own, SESSION_SECRETS: ['s1'] })).toEqual({ gateway: 'sandbox', sandboxSecrets: ['x'.repeat(32)] })
})

test('ZainCash needs its wallet, merchant id and secret; a missing one stops start-up naming it', () => {
	expect(() => parseEnv({ PAYMENT_GATEWAY: 'zaincash', ZAINCASH_MSISDN: ZAINCASH.ZAINCASH_MSISDN })).toThrow(
		/ZAINCASH_MERCHANT_ID: required when PAYMENT_GATEWAY is zaincash[\s\S]*ZAINCASH_SECRET: required/,
	)
	expect(() => parseEnv({ ...ZAINCASH, ZAINCASH_MSISDN: '07835077893' })).toThrow(/ZAINCASH_MSISDN: must be the merchant wallet number/)
	expect(() => parseEnv({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/)
	const env = parseEnv(ZAINCASH)
	const config = paymentConfigFrom({ ...env, SESSION_SECRETS: ['s'] })
	expect(config).toMatchObject({ gateway: 'zaincash', zaincash: { msisdn: '9647835077893', baseUrl: 'https://api.zaincash.iq' } })
	expect(createPaymentGateway(config).kind).toBe('zaincash')
})

test('the bank account comes from all five BANK_TRANSFER_* variables, else the demo bank', () => {
	expect(bankAccountFrom(parseEnv({}))).toEqual(DEMO_BANK_ACCOUNT)
	expect(() => parseEnv({ BANK_TRANSFER_BANK_NAME: 'Rafidain Bank' })).toThrow(/BANK_TRANSFER_SWIFT: required when any BANK_TRANSFER_\* is set/)
	expect(() => parseEnv({ BANK_TRANSFER_SWIFT: 'rafbiqba' })).toThrow(/BANK_TRANSFER_SWIFT: must be an 8 or 11 character SWIFT/)
	const env = parseEnv({
		BANK_TRANSFER_BANK_NAME: 'Trade Bank of Iraq',
		BANK_TRANSFER_BRANCH: 'Erbil',
		BANK_TRANSFER_SWIFT: 'TRIQIQBA',
		BANK_TRANSFER_ACCOUNT_NAME: 'Dijla Trading Co.',
		BANK_TRANSFER_ACCOUNT_NUMBER: 'IQ98 TRIQ 0000 1234 5678 901',
	})
	expect(bankAccountFrom(env)).toEqual({
		bankName: 'Trade Bank of Iraq',
		branch: 'Erbil',
		swift: 'TRIQIQBA',
		accountName: 'Dijla Trading Co.',
		accountNumber: 'IQ98 TRIQ 0000 1234 5678 901',
		demo: false,
	})
})

test('a production start without a real gateway offers no card payment; the opt-in and ZainCash do', () => {
	expect(cardPaymentsOffered({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toBe(false)
	expect(cardPaymentsOffered({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', DIJLA_DEV_DOORS: 'loopback' })).toBe(true)
	expect(cardPaymentsOffered({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'zaincash' })).toBe(true)
	expect(cardPaymentsOffered({ NODE_ENV: 'development', PAYMENT_GATEWAY: 'sandbox' })).toBe(true)
	const order = { deliveryMode: 1, paymentType: 11 }
	expect(paymentTypesForStage(order, 'logistics', { card: false })).toEqual([5, 11])
	expect(paymentTypesForStage(order, 'logistics', { card: true })).toEqual([10, 5, 11])
	expect(paymentTypesForStage({ deliveryMode: 2, paymentType: 5 }, 'goods', { card: false })).toEqual([5])
})
