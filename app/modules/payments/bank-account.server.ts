import { type Env, getEnv } from '#app/utils/env.server.ts'

/** The account buyers transfer to (spec section 3: bank name, branch name, SWIFT code, account name, card number). */
export type BankAccount = {
	bankName: string
	branch: string
	swift: string
	accountName: string
	accountNumber: string
	/** True when none is configured and the demo shop's account is shown. */
	demo: boolean
}

/**
 * The demo shop's account, shown while BANK_TRANSFER_* are unset (the embedded default). Its numbers are not a
 * real account: a production deployment sets all five variables (README, configuration).
 */
export const DEMO_BANK_ACCOUNT: BankAccount = {
	bankName: 'Rafidain Bank',
	branch: 'Baghdad — Al-Karrada branch',
	swift: 'RAFBIQBA',
	accountName: 'Dijla Trading Co.',
	accountNumber: '6221 0000 1234 5678',
	demo: true,
}

type BankEnv = Pick<
	Env,
	'BANK_TRANSFER_BANK_NAME' | 'BANK_TRANSFER_BRANCH' | 'BANK_TRANSFER_SWIFT' | 'BANK_TRANSFER_ACCOUNT_NAME' | 'BANK_TRANSFER_ACCOUNT_NUMBER'
>

/** The configured account (the environment schema has already required all five together), else the demo. */
export function bankAccountFrom(env: BankEnv): BankAccount {
	const { BANK_TRANSFER_BANK_NAME, BANK_TRANSFER_BRANCH, BANK_TRANSFER_SWIFT, BANK_TRANSFER_ACCOUNT_NAME, BANK_TRANSFER_ACCOUNT_NUMBER } = env
	if (!BANK_TRANSFER_BANK_NAME || !BANK_TRANSFER_BRANCH || !BANK_TRANSFER_SWIFT || !BANK_TRANSFER_ACCOUNT_NAME || !BANK_TRANSFER_ACCOUNT_NUMBER) {
		return DEMO_BANK_ACCOUNT
	}
	return {
		bankName: BANK_TRANSFER_BANK_NAME,
		branch: BANK_TRANSFER_BRANCH,
		swift: BANK_TRANSFER_SWIFT,
		accountName: BANK_TRANSFER_ACCOUNT_NAME,
		accountNumber: BANK_TRANSFER_ACCOUNT_NUMBER,
		demo: false,
	}
}

export function getBankAccount(): BankAccount {
	return bankAccountFrom(getEnv())
}
