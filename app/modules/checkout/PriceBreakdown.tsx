import { FormattedMessage } from 'react-intl'
import { Icon, Price } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import * as styles from './TradeFlow.css.ts'

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
		<section className={styles.card} aria-labelledby="summary-title">
			<h2 id="summary-title" className={styles.cardTitle}>
				<FormattedMessage id="checkout.summary.title" />
			</h2>
			<dl className={styles.breakdown}>
				<dt className={styles.breakdownName}>
					<FormattedMessage id="checkout.summary.goods" values={{ count: pieces }} />
				</dt>
				<dd className={styles.breakdownValue}>
					<Price amount={goodsAmount} size="small" tone="neutral" />
				</dd>
				{couponsApply ? (
					<>
						<dt className={styles.breakdownName}>
							<FormattedMessage id="checkout.summary.discount" />
						</dt>
						<dd className={styles.breakdownValue}>
							{discountAmount > 0 ? (
								<FormattedMessage id="checkout.summary.discountValue" values={{ amount: <Price amount={discountAmount} size="small" /> }} />
							) : (
								<Price amount={0} size="small" tone="muted" />
							)}
						</dd>
					</>
				) : null}
				{subsidyAmount > 0 ? (
					<>
						<dt className={styles.breakdownName}>
							<FormattedMessage id="checkout.summary.subsidy" />
						</dt>
						<dd className={styles.breakdownValue}>
							<FormattedMessage id="checkout.summary.discountValue" values={{ amount: <Price amount={subsidyAmount} size="small" /> }} />
						</dd>
					</>
				) : null}
				<dt className={cx(styles.breakdownName, styles.breakdownTotal)}>
					<FormattedMessage id="checkout.summary.payNow" />
				</dt>
				<dd className={cx(styles.breakdownValue, styles.breakdownTotal)}>
					<Price amount={payableAmount} size="standard" />
				</dd>
				<dt className={styles.breakdownName}>
					<FormattedMessage id="checkout.summary.logistics" />
				</dt>
				<dd className={styles.breakdownValue}>
					{logisticsChosen && estimatedLogisticsAmount > 0 ? (
						<Price amount={estimatedLogisticsAmount} size="small" tone="neutral" />
					) : (
						<span className={styles.muted}>
							<FormattedMessage id={logisticsChosen ? 'checkout.summary.logisticsLater' : 'checkout.summary.logisticsChoose'} />
						</span>
					)}
				</dd>
			</dl>
			<p className={styles.secondStage}>
				<Icon name="info" size="small" />
				<span>
					<FormattedMessage id="checkout.summary.logisticsNote" />
				</span>
			</p>
		</section>
	)
}
