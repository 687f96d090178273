import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, type ButtonProps, Callout } from '#design-system'
import * as styles from './Orders.css.ts'
import { orderLink } from '#app/links.ts'

const ConfirmOrderSheet = lazy(() => import('./ConfirmOrderSheet.tsx'))

/** The order actions that are asked once more before they happen (spec section 4). */
export const CONFIRMED_INTENTS = ['cancel', 'confirmReceipt'] as const
export type ConfirmedIntent = (typeof CONFIRMED_INTENTS)[number]

export type ConfirmTexts = { trigger: string; title: string; body: string; confirm: string; keep: string; tone: ButtonProps['tone'] }

const TEXTS: Record<ConfirmedIntent, ConfirmTexts> = {
	cancel: {
		trigger: 'order.action.cancel',
		title: 'order.cancel.confirm.title',
		body: 'order.cancel.confirm.body',
		confirm: 'order.cancel.confirm.action',
		keep: 'order.cancel.confirm.keep',
		tone: 'danger',
	},
	confirmReceipt: {
		trigger: 'order.action.confirmReceipt',
		title: 'order.receipt.confirm.title',
		body: 'order.receipt.confirm.body',
		confirm: 'order.receipt.confirm.action',
		keep: 'order.receipt.confirm.keep',
		tone: 'brand',
	},
}

function useSubmitting(intent: string, orderId: string) {
	const navigation = useNavigation()
	return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('orderId') === orderId
}

/**
 * Cancel or confirm receipt, asked once more. The button posts to the order's page; with JavaScript the question
 * comes in a sheet whose button sends the same form confirmed, without it the order page asks in place
 * (ConfirmOrderPanel). `redirectTo` brings the buyer back where they were (the order list).
 */
export function ConfirmOrderAction({
	orderId,
	intent,
	redirectTo,
	orderLabel,
	size = 'small',
	variant = 'outline',
}: {
	orderId: string
	intent: ConfirmedIntent
	redirectTo?: string
	/** Names the order for screen readers when several cards are on screen, e.g. its number. */
	orderLabel?: string
	size?: ButtonProps['size']
	variant?: ButtonProps['variant']
}) {
	const intl = useIntl()
	const texts = TEXTS[intent]
	const formId = `${intent}-${orderId}`
	// null until the first tap: the sheet's code loads then (issue 19).
	const [open, setOpen] = useState<boolean | null>(null)
	const submitting = useSubmitting(intent, orderId)
	// Close the sheet once the confirmed request has finished (the page then shows the new state).
	const wasSubmitting = useRef(false)
	useEffect(() => {
		if (submitting) wasSubmitting.current = true
		else if (wasSubmitting.current) {
			wasSubmitting.current = false
			setOpen(false)
		}
	}, [submitting])
	return (
		<>
			<Form
				method="post"
				action={orderLink(orderId)}
				id={formId}
				className={styles.inlineForm}
				onSubmit={(event) => {
					const submitter = (event.nativeEvent as SubmitEvent).submitter
					if (submitter?.getAttribute('value') !== 'yes') {
						event.preventDefault()
						setOpen(true)
					}
				}}
			>
				<input type="hidden" name="intent" value={intent} />
				<input type="hidden" name="orderId" value={orderId} />
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<Button
					type="submit"
					variant={variant}
					tone={texts.tone === 'danger' ? 'neutral' : texts.tone}
					size={size}
					aria-label={orderLabel ? intl.formatMessage({ id: `${texts.trigger}.of` }, { order: orderLabel }) : undefined}
				>
					<FormattedMessage id={texts.trigger} />
				</Button>
			</Form>
			{open === null ? null : (
				<Suspense fallback={null}>
					<ConfirmOrderSheet open={open} onClose={() => !submitting && setOpen(false)} formId={formId} texts={texts} submitting={submitting} />
				</Suspense>
			)}
		</>
	)
}

/** The same question in the page, for a browser without JavaScript (the action answered "confirm first"). */
export function ConfirmOrderPanel({ orderId, intent, redirectTo }: { orderId: string; intent: ConfirmedIntent; redirectTo?: string | null }) {
	const texts = TEXTS[intent]
	const location = useLocation()
	const submitting = useSubmitting(intent, orderId)
	return (
		<Callout.Root tone="warning" role="alert">
			<Callout.Title>
				<FormattedMessage id={texts.title} />
			</Callout.Title>
			<Callout.Text>
				<FormattedMessage id={texts.body} />
			</Callout.Text>
			<Form method="post" action={orderLink(orderId)}>
				<input type="hidden" name="intent" value={intent} />
				<input type="hidden" name="orderId" value={orderId} />
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<Callout.Actions>
					<Button type="submit" name="confirm" value="yes" tone={texts.tone} size="small" loading={submitting}>
						<FormattedMessage id={texts.confirm} />
					</Button>
					<Button asChild variant="outline" tone="neutral" size="small">
						<Link to={`${location.pathname}${location.search}`} replace>
							<FormattedMessage id={texts.keep} />
						</Link>
					</Button>
				</Callout.Actions>
			</Form>
		</Callout.Root>
	)
}
