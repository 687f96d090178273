import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Badge, Card, Price } from '#design-system'
import { formatIqd } from '#app/i18n/format.ts'
import { cx } from '#app/utils/cx.ts'
import { COUPON_THRESHOLD } from './coupon-rules.ts'
import * as styles from './Coupons.css.ts'
import { href } from '#app/href.ts'

/** Product names shown on a limited coupon before "and N more". */
const PRODUCTS_SHOWN = 3

/** What a card needs of a coupon (WalletCoupon or ReceivableCoupon as it reaches the browser). */
export type CouponCardData = {
	name: string
	amount: number
	thresholdType: number
	thresholdValue: number
	productIds: readonly string[]
	products: ReadonlyArray<{ id: string; title: string }>
}

/** The threshold of spec section 3 in words: "On orders of IQD 50,000 or more", "10 pieces or more", "No minimum". */
export function CouponThreshold({ thresholdType, thresholdValue }: Pick<CouponCardData, 'thresholdType' | 'thresholdValue'>) {
	const intl = useIntl()
	if (thresholdType === COUPON_THRESHOLD.amount) {
		return <FormattedMessage id="coupon.threshold.amount" values={{ amount: <bdi>{formatIqd(intl, thresholdValue)}</bdi> }} />
	}
	if (thresholdType === COUPON_THRESHOLD.pieces) return <FormattedMessage id="coupon.threshold.pieces" values={{ count: thresholdValue }} />
	return <FormattedMessage id="coupon.threshold.none" />
}

/** Every product, or the few it is limited to as links to their pages. */
function CouponProducts({ coupon }: { coupon: CouponCardData }) {
	if (coupon.productIds.length === 0) {
		return (
			<p className={styles.line}>
				<FormattedMessage id="coupon.products.all" />
			</p>
		)
	}
	const shown = coupon.products.slice(0, PRODUCTS_SHOWN)
	const more = coupon.productIds.length - shown.length
	return (
		<>
			<p className={styles.line}>
				<FormattedMessage id="coupon.products.only" />
			</p>
			<ul className={styles.products}>
				{shown.map((product) => (
					<li key={product.id} className={styles.productItem}>
						<Badge asChild tone="brand" size="medium">
							<Link to={href('/pages/commodity_details/index', { productId: product.id })}>
								<bdi>{product.title}</bdi>
							</Link>
						</Badge>
					</li>
				))}
				{more > 0 ? (
					<li className={styles.line}>
						<FormattedMessage id="coupon.products.more" values={{ count: more }} />
					</li>
				) : null}
			</ul>
		</>
	)
}

/**
 * One coupon as a ticket: the dinars off and the threshold on the stub at the start, then the name, the
 * validity line the caller chooses (valid until, used on, expired on, valid N days), which products it is for,
 * and the actions (`children`). A used or expired coupon is greyed and stamped.
 */
export function CouponCard({
	coupon,
	validity,
	stampId,
	headingLevel = 2,
	id,
	children,
}: {
	coupon: CouponCardData
	validity: ReactNode
	/** Message id of the stamp of a coupon that can no longer be spent (used, expired). */
	stampId?: string
	headingLevel?: 2 | 3
	/** Prefix of the element ids (heading), unique on the page. */
	id: string
	children?: ReactNode
}) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const inactive = Boolean(stampId)
	return (
		<Card asChild tone={inactive ? 'muted' : 'neutral'} padding="none" gap="none" clip className={styles.card}>
			<article aria-labelledby={`${id}-name`}>
				<div className={cx(styles.stub, inactive && styles.inactiveStub)}>
					<Price amount={coupon.amount} tone={inactive ? 'muted' : 'accent'} className={styles.stubPrice} />
					<span className={styles.discountWord}>
						<FormattedMessage id="coupon.discount" />
					</span>
					<span className={styles.threshold}>
						<CouponThreshold thresholdType={coupon.thresholdType} thresholdValue={coupon.thresholdValue} />
					</span>
				</div>
				<div className={styles.body}>
					<div className={styles.head}>
						<Heading id={`${id}-name`} className={styles.name}>
							<bdi>{coupon.name}</bdi>
						</Heading>
						{stampId ? (
							<Badge variant="outline">
								<FormattedMessage id={stampId} />
							</Badge>
						) : null}
					</div>
					<p className={styles.line}>{validity}</p>
					<CouponProducts coupon={coupon} />
					{children}
				</div>
			</article>
		</Card>
	)
}
