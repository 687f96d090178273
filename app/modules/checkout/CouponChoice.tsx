import { Link } from '@remix-run/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon, Price } from '#design-system'
import { LazySheet } from '#app/components/LazySheet.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { COUPON_THRESHOLD } from '#app/modules/coupons/coupon-rules.ts'
import { cx } from '#app/utils/cx.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { COUPON_NONE } from './trade-flow-url.ts'
import * as styles from './TradeFlow.css.ts'

/** A coupon of the buyer's wallet as the trade flow judged it (TradeFlowCoupon, dates as strings). */
export type CouponOption = {
	userCouponId: string
	name: string
	amount: number
	thresholdType: number
	thresholdValue: number
	validUntil: string | Date
	discount: number | null
	reasonId: string | null
}

/**
 * The coupon row and its selection sheet: usable coupons first (largest discount first, the best marked), then
 * the ones that do not fit this order with the reason, and "don't use a coupon". Each choice is a link to this
 * page with `userCouponId` set, so it works without JavaScript too: then the row opens the list in the page
 * (`coupons=1`) instead of a sheet.
 */
export function CouponChoice({
	coupons,
	chosenId,
	discount,
	hrefFor,
	panelOpen,
	panelHref,
	error,
}: {
	coupons: readonly CouponOption[]
	chosenId: string | null
	discount: number
	/** This page's address with another coupon choice. */
	hrefFor: (userCouponId: string) => string
	/** Without JavaScript: the list is open in the page. */
	panelOpen: boolean
	/** This page's address with the list open (the row's link without JavaScript). */
	panelHref: string
	error: string | null
}) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const [open, setOpen] = useState(false)
	const usable = coupons.filter((coupon) => coupon.discount !== null)
	const chosen = coupons.find((coupon) => coupon.userCouponId === chosenId) ?? null
	const rowValue = chosen ? (
		<span className={styles.rowValue}>
			<FormattedMessage id="checkout.coupon.off" values={{ amount: <Price amount={discount} size="small" /> }} />
		</span>
	) : (
		<span className={cx(styles.rowValue, styles.rowValueMuted)}>
			{usable.length > 0 ? (
				<FormattedMessage id="checkout.coupon.available" values={{ count: usable.length }} />
			) : (
				<FormattedMessage id="checkout.coupon.noneAvailable" />
			)}
		</span>
	)
	const list = <CouponList coupons={coupons} chosenId={chosenId} hrefFor={hrefFor} onChoose={() => setOpen(false)} />

	return (
		<section className={cx(styles.card, error && styles.cardInvalid)} aria-labelledby="coupon-title" id="coupons">
			{hydrated ? (
				<button type="button" className={styles.row} aria-haspopup="dialog" onClick={() => setOpen(true)}>
					<h2 id="coupon-title" className={styles.cardTitle}>
						<FormattedMessage id="checkout.coupon.title" />
					</h2>
					<span className={styles.rowValue}>
						{rowValue}
						<Icon name="chevron-end" size="small" />
					</span>
				</button>
			) : (
				<Link to={panelHref} className={styles.row} preventScrollReset>
					<h2 id="coupon-title" className={styles.cardTitle}>
						<FormattedMessage id="checkout.coupon.title" />
					</h2>
					<span className={styles.rowValue}>
						{rowValue}
						<Icon name="chevron-end" size="small" />
					</span>
				</Link>
			)}
			{panelOpen && !hydrated ? list : null}
			{error ? (
				<p className={styles.fieldError} role="alert">
					<FormattedMessage id={error} />
				</p>
			) : null}
			{hydrated ? (
				<LazySheet
					open={open}
					onOpenChange={setOpen}
					title={<FormattedMessage id="checkout.coupon.sheet.title" />}
					closeLabel={intl.formatMessage({ id: 'shell.close' })}
				>
					{list}
				</LazySheet>
			) : null}
		</section>
	)
}

function CouponList({
	coupons,
	chosenId,
	hrefFor,
	onChoose,
}: {
	coupons: readonly CouponOption[]
	chosenId: string | null
	hrefFor: (userCouponId: string) => string
	onChoose: () => void
}) {
	const usable = coupons.filter((coupon) => coupon.discount !== null)
	const unusable = coupons.filter((coupon) => coupon.discount === null)
	const bestId = usable[0]?.userCouponId ?? null
	return (
		<div className={styles.couponList}>
			{usable.length > 0 ? (
				<>
					<h3 className={styles.couponGroupTitle}>
						<FormattedMessage id="checkout.coupon.usable" values={{ count: usable.length }} />
					</h3>
					<ul className={styles.couponList}>
						{usable.map((coupon) => (
							<li key={coupon.userCouponId}>
								<Link
									to={hrefFor(coupon.userCouponId)}
									replace
									preventScrollReset
									className={styles.coupon}
									aria-current={coupon.userCouponId === chosenId ? 'true' : undefined}
									onClick={onChoose}
								>
									<CouponFace coupon={coupon} best={coupon.userCouponId === bestId} chosen={coupon.userCouponId === chosenId} />
								</Link>
							</li>
						))}
					</ul>
				</>
			) : (
				<p className={styles.muted}>
					<FormattedMessage id="checkout.coupon.noneAvailable" />
				</p>
			)}
			<Link
				to={hrefFor(COUPON_NONE)}
				replace
				preventScrollReset
				className={styles.coupon}
				aria-current={chosenId === null ? 'true' : undefined}
				onClick={onChoose}
			>
				<span className={styles.couponAmount}>
					<Icon name="close" size="small" />
				</span>
				<span className={styles.couponText}>
					<span className={styles.couponName}>
						<FormattedMessage id="checkout.coupon.none" />
					</span>
				</span>
				{chosenId === null ? <Icon name="check" size="small" className={styles.couponMark} /> : <span />}
			</Link>
			{unusable.length > 0 ? (
				<>
					<h3 className={styles.couponGroupTitle}>
						<FormattedMessage id="checkout.coupon.unusable" values={{ count: unusable.length }} />
					</h3>
					<ul className={styles.couponList}>
						{unusable.map((coupon) => (
							<li key={coupon.userCouponId} className={cx(styles.coupon, styles.couponUnusable)}>
								<CouponFace coupon={coupon} best={false} chosen={false} />
							</li>
						))}
					</ul>
				</>
			) : null}
		</div>
	)
}

function CouponFace({ coupon, best, chosen }: { coupon: CouponOption; best: boolean; chosen: boolean }) {
	const intl = useIntl()
	return (
		<>
			<span className={styles.couponAmount}>
				<Price amount={coupon.discount ?? coupon.amount} size="standard" tone={coupon.discount === null ? 'muted' : 'accent'} />
			</span>
			<span className={styles.couponText}>
				<span className={styles.couponName}>{coupon.name || intl.formatMessage({ id: 'checkout.coupon.title' })}</span>
				<span className={styles.muted}>
					{coupon.thresholdType === COUPON_THRESHOLD.amount ? (
						<FormattedMessage
							id="checkout.coupon.threshold.amount"
							values={{ amount: <Price amount={coupon.thresholdValue} size="small" tone="muted" /> }}
						/>
					) : coupon.thresholdType === COUPON_THRESHOLD.pieces ? (
						<FormattedMessage id="checkout.coupon.threshold.pieces" values={{ count: coupon.thresholdValue }} />
					) : (
						<FormattedMessage id="checkout.coupon.threshold.none" />
					)}
				</span>
				<span className={styles.muted}>
					<FormattedMessage id="checkout.coupon.validUntil" values={{ date: formatDate(intl, coupon.validUntil) }} />
				</span>
				{coupon.reasonId ? (
					<span className={styles.couponReason}>
						<FormattedMessage id={coupon.reasonId} />
					</span>
				) : null}
			</span>
			{chosen ? (
				<Icon name="check" size="small" className={styles.couponMark} />
			) : best ? (
				<span className={styles.couponMark}>
					<FormattedMessage id="checkout.coupon.best" />
				</span>
			) : (
				<span />
			)}
		</>
	)
}
