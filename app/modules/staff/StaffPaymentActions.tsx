import { type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Stack, TextField, Toolbar } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { PAYMENT_TYPE, type PaymentType, paysOnHandover } from '#app/modules/orders/order-status.ts'
import { REJECT_REASON_MAX_LENGTH } from '#app/modules/payments/schema.ts'
import { href } from '#app/href.ts'

export type PaymentActionData = { paymentId: string; intent: string; result: SubmissionResult<string[]> }

type PaymentFacts = { id: string; type: PaymentType; status: string }

/** Staff can decide on it now: a transfer's slips waiting for review, or cash still to collect. */
export function paymentNeedsStaff(payment: PaymentFacts): 'review' | 'cash' | null {
	if (payment.status === 'in_review' && payment.type === PAYMENT_TYPE.bankTransfer) return 'review'
	// Cash reported not collected can still be collected on a later visit (markCashCollected checks it is owed).
	if (paysOnHandover(payment.type) && (payment.status === 'pending' || payment.status === 'failed')) return 'cash'
	return null
}

/**
 * The decisions on one payment, as forms that post to the payments screen (without JavaScript too):
 * approve or reject (with the reason the buyer reads) a transfer's slips, or mark cash collected or report it not
 * collected (abnormal payment collection, with the reason the buyer reads).
 * `redirectTo` brings staff back to the page they were on.
 */
export function PaymentActions({ payment, redirectTo, actionData }: { payment: PaymentFacts; redirectTo?: string; actionData?: PaymentActionData }) {
	const intl = useIntl()
	const navigation = useNavigation()
	const need = paymentNeedsStaff(payment)
	if (!need) return null
	const mine = actionData?.paymentId === payment.id ? actionData : undefined
	const formError = mine?.result.error?.['']
	const reasonError = mine?.result.error?.reason
	const busy = (intent: string) =>
		navigation.state === 'submitting' && navigation.formData?.get('paymentId') === payment.id && navigation.formData?.get('intent') === intent
	const hidden = (
		<>
			<input type="hidden" name="paymentId" value={payment.id} />
			{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
		</>
	)
	const typedReason = (mine?.result.initialValue as Record<string, unknown> | null | undefined)?.reason
	const reasonForm = (intent: 'reject' | 'notCollected') => (
		<Toolbar.Root asChild>
			<Form method="post" action={href('/staff/payments')}>
				{hidden}
				<Toolbar.Grow>
					<TextField
						name="reason"
						label={intl.formatMessage({ id: intent === 'reject' ? 'staff.payment.rejectReason' : 'staff.payment.notCollectedReason' })}
						required
						maxLength={REJECT_REASON_MAX_LENGTH}
						dir="auto"
						defaultValue={mine?.intent === intent && typeof typedReason === 'string' ? typedReason : ''}
						error={mine?.intent === intent && reasonError?.[0] ? <FormattedMessage id={reasonError[0]} /> : undefined}
						placeholder={intl.formatMessage({
							id: intent === 'reject' ? 'staff.payment.rejectReason.placeholder' : 'staff.payment.notCollectedReason.placeholder',
						})}
					/>
				</Toolbar.Grow>
				<Button type="submit" name="intent" value={intent} size="small" tone="danger" variant="outline" loading={busy(intent)}>
					<FormattedMessage id={intent === 'reject' ? 'staff.payment.reject' : 'staff.payment.notCollected'} />
				</Button>
			</Form>
		</Toolbar.Root>
	)
	// Cash: collected, or (while still pending) not collected. Slips: approved or rejected.
	const decision =
		need === 'cash'
			? { intent: 'cash', labelId: 'staff.payment.markCollected', refusal: payment.status === 'pending' ? reasonForm('notCollected') : null }
			: { intent: 'approve', labelId: 'staff.payment.approve', refusal: reasonForm('reject') }
	return (
		<Stack gap="large">
			<FieldError errors={formError} />
			<Form method="post" action={href('/staff/payments')}>
				{hidden}
				<Button type="submit" name="intent" value={decision.intent} size="small" loading={busy(decision.intent)}>
					<FormattedMessage id={decision.labelId} />
				</Button>
			</Form>
			{decision.refusal}
		</Stack>
	)
}
