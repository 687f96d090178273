import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Card, Icon, type IconName, VisuallyHidden } from '#design-system'
import { useSupportUnread } from '#app/modules/chat/SupportUnread.tsx'
import { unreadBadgeText } from '#app/modules/chat/support-unread.ts'
import { iconCount } from '#app/components/IconCount.css.ts'
import * as styles from './AccountEntries.css.ts'
import { href } from '#app/href.ts'

/** `badge`: the entry shows a count beside its icon (the chat: support messages the buyer has not read). */
export type AccountEntry = { key: string; to: string; icon: IconName; labelId: string; badge?: 'supportUnread' }

/** Where a buyer goes from the account tab (issue: account tab and profile). */
export const ACCOUNT_ORDER_ENTRIES: readonly AccountEntry[] = [
	{ key: 'orders', to: href('/pages/individualCenter/buyer_order_list/index'), icon: 'box', labelId: 'account.orders.all' },
	{ key: 'cart', to: href('/pages/cart/index'), icon: 'cart', labelId: 'page.cart.title' },
	{ key: 'group-orders', to: href('/pages/group-order-list/index'), icon: 'user', labelId: 'page.groupOrderList.title' },
	{ key: 'logistics', to: href('/pages/logistics-details/index'), icon: 'truck', labelId: 'page.logisticsDetails.title' },
]

export const ACCOUNT_SERVICE_ENTRIES: readonly AccountEntry[] = [
	{ key: 'favorites', to: href('/pages/individualCenter/buyer_collection/index'), icon: 'heart', labelId: 'account.entry.favorites' },
	{ key: 'history', to: href('/pages/individualCenter/browsing_history/index'), icon: 'clock', labelId: 'account.entry.history' },
	{ key: 'addresses', to: href('/pages/address/index'), icon: 'location', labelId: 'account.entry.addresses' },
	{ key: 'coupons', to: href('/pages/coupons/index'), icon: 'coupon', labelId: 'account.entry.coupons' },
	{ key: 'prizes', to: href('/pages/my-prizes/index'), icon: 'gift', labelId: 'account.entry.prizes' },
	{ key: 'inquiries', to: href('/pages/conversation/index', { tab: 'inquiries' }), icon: 'search', labelId: 'account.entry.inquiries' },
	{ key: 'chat', to: href('/pages/chat-room/index'), icon: 'chat', labelId: 'account.entry.chat', badge: 'supportUnread' },
	{ key: 'help-record', to: href('/pages/free-gifts/index', { tab: 'mine' }), icon: 'star', labelId: 'account.entry.helpRecord' },
	{ key: 'settings', to: href('/pages/settings/index'), icon: 'globe', labelId: 'account.entry.settings' },
]

export function AccountEntrySection({ titleId, entries, children }: { titleId: string; entries: readonly AccountEntry[]; children?: ReactNode }) {
	const intl = useIntl()
	const supportUnread = useSupportUnread()
	const headingId = `account-section-${titleId}`
	return (
		<Card asChild variant="flat" padding="none" gap="none" clip className={styles.section}>
			<section aria-labelledby={headingId}>
				<h2 id={headingId} className={styles.sectionTitle}>
					<FormattedMessage id={titleId} />
				</h2>
				{children}
				<ul className={styles.grid}>
					{entries.map((entry) => {
						const count = entry.badge === 'supportUnread' ? supportUnread : 0
						return (
							<li key={entry.key}>
								<Link to={entry.to} className={styles.entry} prefetch="intent">
									<span className={styles.entryIcon}>
										<Icon name={entry.icon} />
										{count > 0 ? (
											<span className={iconCount} aria-hidden>
												<bdi>{unreadBadgeText(count, (value) => intl.formatNumber(value))}</bdi>
											</span>
										) : null}
									</span>
									<FormattedMessage id={entry.labelId} />
									{count > 0 ? <VisuallyHidden>{` ${intl.formatMessage({ id: 'shell.tab.unreadSupport' }, { count })}`}</VisuallyHidden> : null}
								</Link>
							</li>
						)
					})}
				</ul>
			</section>
		</Card>
	)
}
