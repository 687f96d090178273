import { Link } from '@remix-run/react'
import { type ReactElement, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Card, Icon, Price, Stack, Text } from '#design-system'
import { formatDate } from '#app/i18n/format.ts'
import { COUPON_THRESHOLD } from '#app/modules/coupons/coupon-rules.ts'
import { type CouponOption } from './CouponChoice.tsx'
import * as styles from './CouponList.css.ts'

/**
 * The trade flow's coupon list (CouponChoice): usable coupons first, the best marked, "don't use a coupon", then
 * the ones that do not fit with the reason. In the sheet, its code loads with the sheet's (issue 19).
 */
export function CouponList({
	coupons,
	chosenId,
	hrefFor,
	noneHref,
	onChoose,
}: {
	coupons: readonly CouponOption[]
	chosenId: string | null
	hrefFor: (userCouponId: string) => string
	/** This page's address with no coupon. */
	noneHref: string
	onChoose: () => void
}) {
	const usable = coupons.filter((coupon) => coupon.discount !== null)
	const unusable = coupons.filter((coupon) => coupon.discount === null)
	const bestId = usable[0]?.userCouponId ?? null
	return (
		<Stack gap="small">
			{usable.length > 0 ? (
				<>
					<GroupTitle>
						<FormattedMessage id="checkout.coupon.usable" values={{ count: usable.length }} />
					</GroupTitle>
					<Stack as="ul" gap="small">
						{usable.map((coupon) => (
							<li key={coupon.userCouponId}>
								<CouponOptionCard chosen={coupon.userCouponId === chosenId}>
									<Link
										to={hrefFor(coupon.userCouponId)}
										replace
										preventScrollReset
										aria-current={coupon.userCouponId === chosenId ? 'true' : undefined}
										onClick={onChoose}
									>
										<CouponFace coupon={coupon} best={coupon.userCouponId === bestId} chosen={coupon.userCouponId === chosenId} />
									</Link>
								</CouponOptionCard>
							</li>
						))}
					</Stack>
				</>
			) : (
				<Text as="p" tone="muted" size="small">
					<FormattedMessage id="checkout.coupon.noneAvailable" />
				</Text>
			)}
			<CouponOptionCard chosen={chosenId === null}>
				<Link to={noneHref} replace preventScrollReset aria-current={chosenId === null ? 'true' : undefined} onClick={onChoose}>
					<Stack as="span" direction="row" align="center" gap="medium">
						<Text as="span" tone="muted" className={styles.amount}>
							<Icon name="close" size="small" />
						</Text>
						<Text as="span" size="small" weight="medium" className={styles.grow}>
							<FormattedMessage id="checkout.coupon.none" />
						</Text>
						{chosenId === null ? <ChosenMark /> : null}
					</Stack>
				</Link>
			</CouponOptionCard>
			{unusable.length > 0 ? (
				<>
					<GroupTitle>
						<FormattedMessage id="checkout.coupon.unusable" values={{ count: unusable.length }} />
					</GroupTitle>
					<Stack as="ul" gap="small">
						{unusable.map((coupon) => (
							<CouponOptionCard key={coupon.userCouponId} unusable>
								<li>
									<CouponFace coupon={coupon} best={false} chosen={false} />
								</li>
							</CouponOptionCard>
						))}
					</Stack>
				</>
			) : null}
		</Stack>
	)
}

/** A coupon to choose (or "no coupon"): a card, in the brand's line when it is the chosen one, greyed when it does not fit. */
function CouponOptionCard({ chosen = false, unusable = false, children }: { chosen?: boolean; unusable?: boolean; children: ReactElement }) {
	return (
		<Card asChild radius="medium" padding="medium" tone={unusable ? 'muted' : chosen ? 'brand' : 'neutral'}>
			{children}
		</Card>
	)
}

function GroupTitle({ children }: { children: ReactNode }) {
	return (
		<Text as="h3" tone="muted" size="small" weight="strong">
			{children}
		</Text>
	)
}

function ChosenMark() {
	return (
		<Text as="span" tone="accent" inline>
			<Icon name="check" size="small" />
		</Text>
	)
}

function CouponFace({ coupon, best, chosen }: { coupon: CouponOption; best: boolean; chosen: boolean }) {
	const intl = useIntl()
	return (
		<Stack as="span" direction="row" align="center" gap="medium">
			<span className={styles.amount}>
				<Price amount={coupon.discount ?? coupon.amount} size="standard" tone={coupon.discount === null ? 'muted' : 'accent'} />
			</span>
			<Stack as="span" gap="xxsmall" className={styles.grow}>
				<Text as="span" size="small" weight="medium" tone={coupon.discount === null ? 'muted' : 'neutral'}>
					{coupon.name || intl.formatMessage({ id: 'checkout.coupon.title' })}
				</Text>
				<Text as="span" tone="muted" size="small">
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
				</Text>
				<Text as="span" tone="muted" size="small">
					<FormattedMessage id="checkout.coupon.validUntil" values={{ date: formatDate(intl, coupon.validUntil) }} />
				</Text>
				{coupon.reasonId ? (
					<Text as="span" tone="danger" size="small">
						<FormattedMessage id={coupon.reasonId} />
					</Text>
				) : null}
			</Stack>
			{chosen ? (
				<ChosenMark />
			) : best ? (
				<Text as="span" tone="accent" size="small" inline>
					<FormattedMessage id="checkout.coupon.best" />
				</Text>
			) : null}
		</Stack>
	)
}
