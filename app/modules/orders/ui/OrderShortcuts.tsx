import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon, type IconName } from '#design-system'
import { formatCount } from '#app/i18n/format.ts'
import { ORDER_TABS, type OrderTab } from '../order-status.ts'
import { orderListPath } from './order-links.ts'
import { iconCount } from '#app/components/IconCount.css.ts'
import * as styles from './Orders.css.ts'

const SHORTCUTS: readonly { tab: Exclude<OrderTab, 'all' | 'cancelled'>; icon: IconName }[] = [
	{ tab: 'unpaid', icon: 'card' },
	{ tab: 'delivery', icon: 'box' },
	{ tab: 'receipt', icon: 'truck' },
	{ tab: 'received', icon: 'check' },
]

/**
 * The account tab's way into the order list: awaiting pay, wait delivery, waiting for receipt and received, each
 * with how many orders wait there (none for a visitor: the list asks them to sign in).
 */
export function OrderShortcuts({ counts }: { counts: Record<OrderTab, number> | null }) {
	const intl = useIntl()
	return (
		<ul className={styles.shortcuts}>
			{SHORTCUTS.map(({ tab, icon }) => {
				const labelId = ORDER_TABS.find((candidate) => candidate.key === tab)?.labelId ?? 'order.tab.all'
				const count = counts?.[tab] ?? 0
				return (
					<li key={tab}>
						<Link
							to={orderListPath(tab)}
							className={styles.shortcut}
							prefetch="intent"
							aria-label={
								count > 0
									? intl.formatMessage(
											{ id: 'order.shortcut.withCount' },
											{ tab: intl.formatMessage({ id: labelId }), count, countText: formatCount(intl, count) },
										)
									: undefined
							}
						>
							<span className={styles.shortcutIcon}>
								<Icon name={icon} />
								{count > 0 ? (
									<span className={iconCount} aria-hidden>
										<bdi>{formatCount(intl, count)}</bdi>
									</span>
								) : null}
							</span>
							<FormattedMessage id={labelId} />
						</Link>
					</li>
				)
			})}
		</ul>
	)
}
