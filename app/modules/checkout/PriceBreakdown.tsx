import { FormattedMessage } from 'react-intl'
import { Callout, DataList, Heading, Price, Text } from '#design-system'
import { TradeFlowSection } from './TradeFlowSection.tsx'

/**
 * What the order costs: the goods, the coupon's discount, what is paid now, and — apart from it, because it is
 * billed only when the goods reach Iraq — the estimated second-stage logistics for the chosen shipping method.
 */
export function PriceBreakdown({
	goodsAmount,
	pieces,
	discountAmount,
	subsidyAmount = 0,
	couponsApply = true,
	payableAmount,
	estimatedLogisticsAmount,
	logisticsChosen,
}: {
	goodsAmount: number
	pieces: number
	discountAmount: number
	/** What a campaign pays of the goods (a gift, a group rate). */
	subsidyAmount?: number
	/** false at an agreed price (a quote, a prize): no coupon row. */
	couponsApply?: boolean
	payableAmount: number
	estimatedLogisticsAmount: number
	logisticsChosen: boolean
}) {
	return (
		<TradeFlowSection aria-labelledby="summary-title">
			<Heading level={4} as="h2" tone="strong" id="summary-title">
				<FormattedMessage id="checkout.summary.title" />
			</Heading>
			<DataList.Root layout="amounts">
				<DataList.Item>
					<DataList.Label>
						<FormattedMessage id="checkout.summary.goods" values={{ count: pieces }} />
					</DataList.Label>
					<DataList.Value>
						<Price amount={goodsAmount} size="small" tone="neutral" />
					</DataList.Value>
				</DataList.Item>
				{couponsApply ? (
					<DataList.Item>
						<DataList.Label>
							<FormattedMessage id="checkout.summary.discount" />
						</DataList.Label>
						<DataList.Value>
							{discountAmount > 0 ? (
								<FormattedMessage id="checkout.summary.discountValue" values={{ amount: <Price amount={discountAmount} size="small" /> }} />
							) : (
								<Price amount={0} size="small" tone="muted" />
							)}
						</DataList.Value>
					</DataList.Item>
				) : null}
				{subsidyAmount > 0 ? (
					<DataList.Item>
						<DataList.Label>
							<FormattedMessage id="checkout.summary.subsidy" />
						</DataList.Label>
						<DataList.Value>
							<FormattedMessage id="checkout.summary.discountValue" values={{ amount: <Price amount={subsidyAmount} size="small" /> }} />
						</DataList.Value>
					</DataList.Item>
				) : null}
				<DataList.Item total>
					<DataList.Label>
						<FormattedMessage id="checkout.summary.payNow" />
					</DataList.Label>
					<DataList.Value>
						<Price amount={payableAmount} size="standard" />
					</DataList.Value>
				</DataList.Item>
				<DataList.Item>
					<DataList.Label>
						<FormattedMessage id="checkout.summary.logistics" />
					</DataList.Label>
					<DataList.Value>
						{logisticsChosen && estimatedLogisticsAmount > 0 ? (
							<Price amount={estimatedLogisticsAmount} size="small" tone="neutral" />
						) : (
							<Text tone="muted" size="small" inline>
								<FormattedMessage id={logisticsChosen ? 'checkout.summary.logisticsLater' : 'checkout.summary.logisticsChoose'} />
							</Text>
						)}
					</DataList.Value>
				</DataList.Item>
			</DataList.Root>
			<Callout.Root tone="neutral">
				<Callout.Icon name="info" />
				<Callout.Text muted>
					<FormattedMessage id="checkout.summary.logisticsNote" />
				</Callout.Text>
			</Callout.Root>
		</TradeFlowSection>
	)
}
