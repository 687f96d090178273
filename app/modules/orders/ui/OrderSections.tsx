import { FormattedMessage, useIntl } from 'react-intl'
import { Card, Heading } from '#design-system'
import { Fact, type FirstStageAmounts, LogisticsCosts, ProductCost } from './OrderAmounts.tsx'
import { type OrderItemData, OrderItems } from './OrderItems.tsx'

/**
 * The parts the buyer's order page and the visitor's order page both show, the same way: a date and time, the
 * payment method fact, the items with their count, and the two stages' costs.
 */

/** A date and time of the order's life (submitted, paid, received…), in the reader's format. */
export function OrderDateTime({ value }: { value: Date }) {
	const intl = useIntl()
	return <time dateTime={value.toISOString()}>{intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })}</time>
}

/** The facts list's "payment method" line. */
export function PaymentTypeFact({ paymentType }: { paymentType: number }) {
	return (
		<Fact labelId="order.info.paymentType">
			<FormattedMessage id={`order.paymentType.${paymentType}`} />
		</Fact>
	)
}

/** The items card: "Products (n)" and every line. `headingId` names its heading; `linkProducts` as in OrderItems. */
export function OrderItemsSection({
	items,
	headingId,
	linkProducts = true,
}: {
	items: readonly OrderItemData[]
	headingId: string
	linkProducts?: boolean
}) {
	const intl = useIntl()
	return (
		<Card asChild gap="small">
			<section aria-labelledby={headingId}>
				<Heading level={4} as="h2" tone="strong" id={headingId}>
					<FormattedMessage id="order.items.title" values={{ count: items.length, countText: intl.formatNumber(items.length) }} />
				</Heading>
				<OrderItems items={items} linkProducts={linkProducts} />
			</section>
		</Card>
	)
}

/** The first stage's product cost and the second stage's logistics costs (or their estimate). */
export function OrderCosts({
	amounts,
	logisticsCosts,
	estimatedLogisticsAmount,
	logisticsPaid,
}: {
	amounts: FirstStageAmounts
	logisticsCosts: Parameters<typeof LogisticsCosts>[0]['costs']
	estimatedLogisticsAmount: number
	logisticsPaid: boolean
}) {
	return (
		<>
			<ProductCost amounts={amounts} />
			<LogisticsCosts costs={logisticsCosts} estimatedAmount={estimatedLogisticsAmount} paid={logisticsPaid} />
		</>
	)
}
