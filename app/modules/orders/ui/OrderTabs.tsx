import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TabNav } from '#design-system'
import { formatCount } from '#app/i18n/format.ts'
import { ORDER_TABS, type OrderTab } from '../order-status.ts'
import { orderListPath } from './order-links.ts'
import * as styles from './Orders.css.ts'
import { topBarProps } from '#app/components/top-bar.ts'

/**
 * The order list's tabs of spec section 4 (all, awaiting pay, wait delivery, waiting for receipt, received,
 * cancelled) with how many orders each holds. Plain links (`?tab=`), so they work without JavaScript and can be
 * shared; the chosen one is `aria-current="page"`.
 */
export function OrderTabs({ current, counts }: { current: OrderTab; counts: Record<OrderTab, number> }) {
	const intl = useIntl()
	return (
		<TabNav.Root label={intl.formatMessage({ id: 'order.tabs.label' })} variant="pills" className={styles.tabBar} {...topBarProps}>
			{ORDER_TABS.map((tab) => (
				<TabNav.Link key={tab.key} asChild active={tab.key === current}>
					<Link to={orderListPath(tab.key)} preventScrollReset replace>
						<FormattedMessage id={tab.labelId} />
						{counts[tab.key] > 0 ? (
							<TabNav.Count>
								<bdi>{formatCount(intl, counts[tab.key])}</bdi>
							</TabNav.Count>
						) : null}
					</Link>
				</TabNav.Link>
			))}
		</TabNav.Root>
	)
}
