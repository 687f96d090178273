import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Card, Icon, type IconName } from '#design-system'
import * as styles from './AccountEntries.css.ts'

export type AccountEntry = { key: string; to: string; icon: IconName; labelId: string }

/** Where a buyer goes from the account tab (issue: account tab and profile). */
export const ACCOUNT_ORDER_ENTRIES: readonly AccountEntry[] = [
	{ key: 'orders', to: '/pages/individualCenter/buyer_order_list/index', icon: 'box', labelId: 'account.orders.all' },
	{ key: 'cart', to: '/pages/cart/index', icon: 'cart', labelId: 'page.cart.title' },
	{ key: 'group-orders', to: '/pages/group-order-list/index', icon: 'user', labelId: 'page.groupOrderList.title' },
	{ key: 'logistics', to: '/pages/logistics-details/index', icon: 'truck', labelId: 'page.logisticsDetails.title' },
]

export const ACCOUNT_SERVICE_ENTRIES: readonly AccountEntry[] = [
	{ key: 'favorites', to: '/pages/individualCenter/buyer_collection/index', icon: 'heart', labelId: 'account.entry.favorites' },
	{ key: 'history', to: '/pages/individualCenter/browsing_history/index', icon: 'clock', labelId: 'account.entry.history' },
	{ key: 'addresses', to: '/pages/address/index', icon: 'location', labelId: 'account.entry.addresses' },
	{ key: 'coupons', to: '/pages/coupons/index', icon: 'coupon', labelId: 'account.entry.coupons' },
	{ key: 'prizes', to: '/pages/my-prizes/index', icon: 'gift', labelId: 'account.entry.prizes' },
	{ key: 'inquiries', to: '/pages/conversation/index?tab=inquiries', icon: 'search', labelId: 'account.entry.inquiries' },
	{ key: 'chat', to: '/pages/chat-room/index', icon: 'chat', labelId: 'account.entry.chat' },
	{ key: 'help-record', to: '/pages/free-gifts/index?tab=mine', icon: 'star', labelId: 'account.entry.helpRecord' },
	{ key: 'settings', to: '/pages/settings/index', icon: 'globe', labelId: 'account.entry.settings' },
]

export function AccountEntrySection({ titleId, entries, children }: { titleId: string; entries: readonly AccountEntry[]; children?: ReactNode }) {
	const headingId = `account-section-${titleId}`
	return (
		<Card asChild variant="flat" padding="none" gap="none" clip className={styles.section}>
			<section aria-labelledby={headingId}>
				<h2 id={headingId} className={styles.sectionTitle}>
					<FormattedMessage id={titleId} />
				</h2>
				{children}
				<ul className={styles.grid}>
					{entries.map((entry) => (
						<li key={entry.key}>
							<Link to={entry.to} className={styles.entry} prefetch="intent">
								<Icon name={entry.icon} className={styles.entryIcon} />
								<FormattedMessage id={entry.labelId} />
							</Link>
						</li>
					))}
				</ul>
			</section>
		</Card>
	)
}
