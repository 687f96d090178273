import { type HTMLAttributes } from 'react'
import { FormattedMessage } from 'react-intl'
import { Card, Text } from '#design-system'

/**
 * One section of the trade flow (delivery, items, shipping, coupon, remark, price, payment): a card from edge to
 * edge on the page's grey, in the danger tone while it holds what stops the order.
 */
export function TradeFlowSection({ invalid = false, ...props }: HTMLAttributes<HTMLElement> & { invalid?: boolean }) {
	return (
		<Card asChild variant="flat" radius="none" tone={invalid ? 'danger' : 'neutral'}>
			<section {...props} />
		</Card>
	)
}

/** What stops the order in a section, announced. */
export function TradeFlowError({ id, messageId, values }: { id?: string; messageId: string; values?: Record<string, string | number> }) {
	return (
		<Text as="p" id={id} tone="danger" size="small" weight="medium" role="alert">
			<FormattedMessage id={messageId} values={values} />
		</Text>
	)
}
