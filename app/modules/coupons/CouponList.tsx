import { Form, Link, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, EmptyState, Icon, Section, Stack, TabNav, Text } from '#design-system'
import { formatDate } from '#app/i18n/format.ts'
import { type CouponCardData, CouponCard } from './CouponCard.tsx'
import * as styles from './Coupons.css.ts'
import { COUPON_WALLET_TABS, type CouponWalletTab } from './wallet.ts'
import { href } from '#app/href.ts'

export function couponTabUrl(tab: CouponWalletTab) {
	return tab === 'available' ? href('/pages/coupons/index') : href('/pages/coupons/index', { tab })
}

type When = Date | string

/** A wallet coupon as the page receives it. */
export type WalletCouponCardData = CouponCardData & {
	userCouponId: string
	status: CouponWalletTab
	validUntil: When
	usedAt: When | null
}

/** A coupon-centre coupon as the page receives it. */
export type ReceivableCouponCardData = CouponCardData & {
	couponId: string
	validDays: number | null
	validUntil: When | null
}

const TAB_LABEL: Record<CouponWalletTab, string> = {
	available: 'coupon.wallet.tab.available',
	used: 'coupon.wallet.tab.used',
	expired: 'coupon.wallet.tab.expired',
}

const EMPTY_TITLE: Record<CouponWalletTab, string> = {
	available: 'coupon.wallet.empty.available',
	used: 'coupon.wallet.empty.used',
	expired: 'coupon.wallet.empty.expired',
}

/** Available, used, expired: links, so the tabs work without JavaScript and can be shared. */
export function CouponWalletTabs({ current, counts }: { current: CouponWalletTab; counts: Record<CouponWalletTab, number> }) {
	const intl = useIntl()
	return (
		<TabNav.Root label={intl.formatMessage({ id: 'coupon.wallet.tabs' })}>
			{COUPON_WALLET_TABS.map((tab) => (
				<TabNav.Link key={tab} asChild active={tab === current}>
					<Link to={couponTabUrl(tab)} preventScrollReset replace>
						<FormattedMessage id={TAB_LABEL[tab]} />
						<TabNav.Count>{intl.formatNumber(counts[tab])}</TabNav.Count>
					</Link>
				</TabNav.Link>
			))}
		</TabNav.Root>
	)
}

/** One tab of the wallet: the cards, each with the date that matters for it, or what the tab is for. */
export function WalletCouponList({ tab, coupons }: { tab: CouponWalletTab; coupons: readonly WalletCouponCardData[] }) {
	const intl = useIntl()
	if (coupons.length === 0) {
		return (
			<EmptyState
				icon={<Icon name="coupon" size="large" />}
				title={<FormattedMessage id={EMPTY_TITLE[tab]} />}
				description={tab === 'available' ? <FormattedMessage id="coupon.wallet.empty.available.body" /> : undefined}
			/>
		)
	}
	return (
		<Stack as="ul" gap="medium">
			{coupons.map((coupon) => {
				const validity =
					coupon.status === 'used' && coupon.usedAt ? (
						<FormattedMessage id="coupon.usedOn" values={{ date: formatDate(intl, new Date(coupon.usedAt)) }} />
					) : coupon.status === 'expired' ? (
						<FormattedMessage id="coupon.expiredOn" values={{ date: formatDate(intl, new Date(coupon.validUntil)) }} />
					) : (
						<FormattedMessage id="coupon.validUntil" values={{ date: formatDate(intl, new Date(coupon.validUntil)) }} />
					)
				return (
					<li key={coupon.userCouponId}>
						<CouponCard
							id={`coupon-${coupon.userCouponId}`}
							coupon={coupon}
							validity={validity}
							stampId={coupon.status === 'available' ? undefined : TAB_LABEL[coupon.status]}
						>
							{coupon.status === 'available' && coupon.productIds.length === 0 ? (
								<div className={styles.actions}>
									<Button asChild variant="soft" size="small" aria-describedby={`coupon-${coupon.userCouponId}-name`}>
										<Link to="/">
											<FormattedMessage id="coupon.wallet.shop" />
										</Link>
									</Button>
								</div>
							) : null}
						</CouponCard>
					</li>
				)
			})}
		</Stack>
	)
}

/**
 * The coupon centre: coupons the buyer can collect, each with its own form (works without JavaScript). A
 * refusal is shown on the card it concerns (`error`), besides the page's toast.
 */
export function ReceivableCouponList({
	coupons,
	error,
}: {
	coupons: readonly ReceivableCouponCardData[]
	error: { couponId: string; messageId: string } | null
}) {
	const intl = useIntl()
	const navigation = useNavigation()
	if (coupons.length === 0) return null
	const busy = (couponId: string) => navigation.state !== 'idle' && navigation.formData?.get('couponId') === couponId
	return (
		<Section titleId="coupons-to-collect" title={<FormattedMessage id="coupon.receive.title" />}>
			<Stack as="ul" gap="medium">
				{coupons.map((coupon) => {
					const cardId = `receivable-${coupon.couponId}`
					return (
						<li key={coupon.couponId}>
							<CouponCard
								id={cardId}
								headingLevel={3}
								coupon={coupon}
								validity={
									<>
										{coupon.validDays !== null ? <FormattedMessage id="coupon.validDays" values={{ days: coupon.validDays }} /> : null}
										{coupon.validDays !== null && coupon.validUntil ? <br /> : null}
										{coupon.validUntil ? (
											<FormattedMessage id="coupon.offerEnds" values={{ date: formatDate(intl, new Date(coupon.validUntil)) }} />
										) : null}
									</>
								}
							>
								{error?.couponId === coupon.couponId ? (
									<Text size="small" tone="danger" role="alert">
										<FormattedMessage id={error.messageId} />
									</Text>
								) : null}
								<Form method="post" className={styles.actions} preventScrollReset>
									<input type="hidden" name="intent" value="receive" />
									<input type="hidden" name="couponId" value={coupon.couponId} />
									<Button type="submit" size="small" icon="plus" loading={busy(coupon.couponId)} aria-describedby={`${cardId}-name`}>
										<FormattedMessage id="coupon.receive.action" />
									</Button>
								</Form>
							</CouponCard>
						</li>
					)
				})}
			</Stack>
		</Section>
	)
}
