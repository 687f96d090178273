import { Link } from '@remix-run/react'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Heading, Icon, Price, Stack, Text } from '#design-system'
import { LazySheet } from '#app/components/LazySheet.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import * as styles from './CouponChoice.css.ts'
import { CouponList as ServerCouponList } from './CouponList.tsx'
import { COUPON_NONE } from './trade-flow-url.ts'
import { TradeFlowError, TradeFlowSection } from './TradeFlowSection.tsx'

const loadCouponList = () => import('./CouponList.tsx')
/**
 * The list is part of the server's page (without JavaScript, `coupons=1` shows it in place); in the browser it
 * is only ever in the sheet, so its code loads with the sheet's: when the pointer or focus comes to the row, at
 * the latest on the press (issue 19). The client build drops the static import (`import.meta.env.SSR` is false).
 */
const CouponList = import.meta.env.SSR ? ServerCouponList : lazy(() => loadCouponList().then((module) => ({ default: module.CouponList })))

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
	const list = <CouponList coupons={coupons} chosenId={chosenId} hrefFor={hrefFor} noneHref={hrefFor(COUPON_NONE)} onChoose={() => setOpen(false)} />

	return (
		<TradeFlowSection invalid={Boolean(error)} aria-labelledby="coupon-title" id="coupons">
			{hydrated ? (
				<button
					type="button"
					className={styles.row}
					aria-haspopup="dialog"
					onPointerEnter={() => void loadCouponList()}
					onTouchStart={() => void loadCouponList()}
					onFocus={() => void loadCouponList()}
					onClick={() => {
						void loadCouponList()
						setOpen(true)
					}}
				>
					{title}
					{rowEnd}
				</button>
			) : (
				<Link to={panelHref} className={styles.row} preventScrollReset>
					{title}
					{rowEnd}
				</Link>
			)}
			{panelOpen && !hydrated ? <Suspense fallback={null}>{list}</Suspense> : null}
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
