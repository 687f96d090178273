import { Link } from '@remix-run/react'
import { type ReactElement, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Card, Heading, Icon, Price, Stack, Text } from '#design-system'
import { LazySheet } from '#app/components/LazySheet.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { COUPON_THRESHOLD } from '#app/modules/coupons/coupon-rules.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { COUPON_NONE } from './trade-flow-url.ts'
import * as styles from './CouponChoice.css.ts'
import { TradeFlowError, TradeFlowSection } from './TradeFlowSection.tsx'

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
		<FormattedMessage id="checkout.coupon.off" values={{ amount: <Price amount={discount} size="small" /> }} />
	) : usable.length > 0 ? (
		<FormattedMessage id="checkout.coupon.available" values={{ count: usable.length }} />
	) : (
		<FormattedMessage id="checkout.coupon.noneAvailable" />
	)
	const rowEnd = (
		<Stack as="span" direction="row" align="center" gap="xsmall">
			<Text as="span" tone={chosen ? 'accent' : 'muted'} weight={chosen ? 'medium' : 'regular'} inline>
				{rowValue}
			</Text>
			<Icon name="chevron-end" size="small" />
		</Stack>
	)
	const title = (
		<Heading level={4} as="h2" tone="strong" id="coupon-title">
			<FormattedMessage id="checkout.coupon.title" />
		</Heading>
	)
	const list = <CouponList coupons={coupons} chosenId={chosenId} hrefFor={hrefFor} onChoose={() => setOpen(false)} />

	return (
		<TradeFlowSection invalid={Boolean(error)} aria-labelledby="coupon-title" id="coupons">
			{hydrated ? (
				<button type="button" className={styles.row} aria-haspopup="dialog" onClick={() => setOpen(true)}>
					{title}
					{rowEnd}
				</button>
			) : (
				<Link to={panelHref} className={styles.row} preventScrollReset>
					{title}
					{rowEnd}
				</Link>
			)}
			{panelOpen && !hydrated ? list : null}
			{error ? <TradeFlowError messageId={error} /> : null}
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
		</TradeFlowSection>
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
				<Link to={hrefFor(COUPON_NONE)} replace preventScrollReset aria-current={chosenId === null ? 'true' : undefined} onClick={onChoose}>
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
