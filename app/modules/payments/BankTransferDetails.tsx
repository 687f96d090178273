import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { IQD_FORMAT, Ltr, Price, Text, Card, Heading } from '#design-system'
import { CopyValueButton } from './CopyValueButton.tsx'
import * as styles from './Payments.css.ts'

export type BankAccountView = {
	bankName: string
	branch: string
	swift: string
	accountName: string
	accountNumber: string
	demo: boolean
}

function Row({
	labelId,
	value,
	copy,
	latin = false,
	children,
}: {
	labelId: string
	value: string
	copy?: string
	latin?: boolean
	children?: ReactNode
}) {
	return (
		<div className={styles.accountRow}>
			<div className={styles.accountText}>
				<dt className={styles.accountLabel}>
					<FormattedMessage id={labelId} />
				</dt>
				<dd className={styles.accountValue}>{children ?? (latin ? <Ltr>{value}</Ltr> : <bdi>{value}</bdi>)}</dd>
			</div>
			<CopyValueButton value={copy ?? value} labelId={labelId} />
		</div>
	)
}

/**
 * Bank transfer step 1 (spec section 3's bank account: bank name, branch, SWIFT code, account name, card or
 * account number), with the amount and the order number to write as the transfer's reference, each with a copy
 * button.
 */
export function BankTransferDetails({ account, amount, orderNumber }: { account: BankAccountView; amount: number; orderNumber: string }) {
	const intl = useIntl()
	// The demo shop's account names its bank and branch in the reader's language; a configured one as configured.
	const bankName = account.demo ? intl.formatMessage({ id: 'payment.transfer.demo.bankName' }) : account.bankName
	const branch = account.demo ? intl.formatMessage({ id: 'payment.transfer.demo.branch' }) : account.branch
	return (
		<Card asChild>
			<section aria-labelledby="bank-account-title">
				<Heading level={4} as="h2" tone="strong" id="bank-account-title">
					<FormattedMessage id="payment.transfer.account.title" />
				</Heading>
				{account.demo ? (
					<Text size="small" tone="warning">
						<FormattedMessage id="payment.transfer.account.demo" />
					</Text>
				) : null}
				<dl className={styles.accountList}>
					<Row labelId="payment.transfer.amount" value={intl.formatNumber(amount, IQD_FORMAT)} copy={String(amount)}>
						<Price amount={amount} size="large" />
					</Row>
					<Row labelId="payment.transfer.reference" value={orderNumber} latin />
					<Row labelId="payment.transfer.bankName" value={bankName} />
					<Row labelId="payment.transfer.branch" value={branch} />
					<Row labelId="payment.transfer.swift" value={account.swift} latin />
					<Row labelId="payment.transfer.accountName" value={account.accountName} />
					<Row labelId="payment.transfer.accountNumber" value={account.accountNumber} copy={account.accountNumber.replace(/\s+/g, '')} latin />
				</dl>
				<ol className={styles.instructions}>
					<li>
						<FormattedMessage id="payment.transfer.instructions.exact" />
					</li>
					<li>
						<FormattedMessage id="payment.transfer.instructions.reference" values={{ number: <Ltr>{orderNumber}</Ltr> }} />
					</li>
					<li>
						<FormattedMessage id="payment.transfer.instructions.keep" />
					</li>
				</ol>
			</section>
		</Card>
	)
}
