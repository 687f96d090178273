import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Price, Heading, Card, DataList, Text } from '#design-system'

/** One name and value of an order's facts or amounts (an item of a `DataList`). */
export function Fact({
	labelId,
	children,
	detail = false,
	total = false,
}: {
	labelId: string
	children: ReactNode
	detail?: boolean
	total?: boolean
}) {
	return (
		<DataList.Item detail={detail} total={total}>
			<DataList.Label>
				<FormattedMessage id={labelId} />
			</DataList.Label>
			<DataList.Value>{children}</DataList.Value>
		</DataList.Item>
	)
}

/** A reduction, shown as "− 1,000 IQD" in the buyer's number format. */
function Reduction({ amount }: { amount: number }) {
	return (
		<Text as="span" inline tone="success" size="small">
			<FormattedMessage id="order.amount.minus" values={{ amount: <Price amount={amount} size="small" tone="success" /> }} />
		</Text>
	)
}

export type FirstStageAmounts = {
	goodsAmount: number
	discountAmount: number
	subsidyAmount: number
	payableAmount: number
	/** The goods payment has succeeded. */
	goodsPaid: boolean
}

/** First stage (spec section 3, "first-stage product cost"): goods, coupon discount, campaign subsidy, and what is (to be) paid. */
export function ProductCost({ amounts, headingId = 'order-product-cost' }: { amounts: FirstStageAmounts; headingId?: string }) {
	return (
		<Card asChild gap="small">
			<section aria-labelledby={headingId}>
				<Heading level={4} as="h2" tone="strong" id={headingId}>
					<FormattedMessage id="order.cost.first.title" />
				</Heading>
				<DataList.Root layout="amounts">
					<Fact labelId="order.cost.goods">
						<Price amount={amounts.goodsAmount} size="small" tone="neutral" />
					</Fact>
					{amounts.discountAmount > 0 ? (
						<Fact labelId="order.cost.coupon">
							<Reduction amount={amounts.discountAmount} />
						</Fact>
					) : null}
					{amounts.subsidyAmount > 0 ? (
						<Fact labelId="order.cost.subsidy">
							<Reduction amount={amounts.subsidyAmount} />
						</Fact>
					) : null}
					<Fact labelId={amounts.goodsPaid ? 'order.cost.paid' : 'order.cost.payable'} total>
						<Price amount={amounts.payableAmount} />
					</Fact>
				</DataList.Root>
			</section>
		</Card>
	)
}

export type LogisticsCostsData = {
	maritimeFee: number
	containerStorageUsdCentsPerDay: number
	containerStorageDays: number
	usdToIqd: number
	containerStorageIqd: number
	chinaFreightSupplement: number
	insurance: number
	domesticWarehouseFee: number
	valueAddedServiceFee: number
	total: number
}

/**
 * Second stage (spec section 3, "second-stage logistics costs"): once staff have entered them when the goods
 * reached the Iraqi warehouse, every fee — the container storage fee as USD per day × days with its dinar
 * conversion — and the total; before that, the estimate from checkout, marked as an estimate.
 */
export function LogisticsCosts({
	costs,
	estimatedAmount,
	paid,
	headingId = 'order-logistics-costs',
}: {
	costs: LogisticsCostsData | null
	estimatedAmount: number
	paid: boolean
	headingId?: string
}) {
	const intl = useIntl()
	return (
		<Card asChild gap="small">
			<section aria-labelledby={headingId}>
				<Heading level={4} as="h2" tone="strong" id={headingId}>
					<FormattedMessage id="order.cost.second.title" />
				</Heading>
				{costs ? (
					<DataList.Root layout="amounts">
						<Fact labelId="order.cost.maritime">
							<Price amount={costs.maritimeFee} size="small" tone="neutral" />
						</Fact>
						<Fact labelId="order.cost.containerStorage">
							<Price amount={costs.containerStorageIqd} size="small" tone="neutral" />
						</Fact>
						<Fact labelId="order.cost.containerStorage.detail" detail>
							<Text as="span" inline tone="muted" size="small">
								<FormattedMessage
									id="order.cost.containerStorage.rate"
									values={{
										perDay: <bdi>{intl.formatNumber(costs.containerStorageUsdCentsPerDay / 100, { style: 'currency', currency: 'USD' })}</bdi>,
										days: costs.containerStorageDays,
										daysText: intl.formatNumber(costs.containerStorageDays),
										rate: <bdi>{intl.formatNumber(costs.usdToIqd)}</bdi>,
									}}
								/>
							</Text>
						</Fact>
						<Fact labelId="order.cost.chinaSupplement">
							<Price amount={costs.chinaFreightSupplement} size="small" tone="neutral" />
						</Fact>
						<Fact labelId="order.cost.insurance">
							<Price amount={costs.insurance} size="small" tone="neutral" />
						</Fact>
						<Fact labelId="order.cost.domesticWarehouse">
							<Price amount={costs.domesticWarehouseFee} size="small" tone="neutral" />
						</Fact>
						<Fact labelId="order.cost.valueAdded">
							<Price amount={costs.valueAddedServiceFee} size="small" tone="neutral" />
						</Fact>
						<Fact labelId={paid ? 'order.cost.second.paid' : 'order.cost.second.total'} total>
							<Price amount={costs.total} />
						</Fact>
					</DataList.Root>
				) : (
					<>
						<DataList.Root layout="amounts">
							<Fact labelId="order.cost.second.estimated">
								{estimatedAmount > 0 ? (
									<Price amount={estimatedAmount} size="small" tone="neutral" />
								) : (
									<Text as="span" inline tone="muted" size="small">
										<FormattedMessage id="order.cost.second.noEstimate" />
									</Text>
								)}
							</Fact>
						</DataList.Root>
						<Text as="p" tone="muted" size="small">
							<FormattedMessage id="order.cost.second.pending" />
						</Text>
					</>
				)}
			</section>
		</Card>
	)
}
