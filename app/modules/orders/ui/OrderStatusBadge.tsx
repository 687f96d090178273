import { FormattedMessage } from 'react-intl'
import { cx } from '#app/utils/cx.ts'
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus, tabOf } from '../order-status.ts'
import * as styles from './Orders.css.ts'

const TONE_OF_TAB = {
	unpaid: 'attention',
	delivery: 'progress',
	receipt: 'progress',
	received: 'done',
	cancelled: 'closed',
} as const

/** The status label of spec section 4 ("wait delivery", "waiting for receipt", …), coloured by the tab it falls under. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
	// Waiting for the second payment asks something of the buyer, like an unpaid order.
	const tone = status === ORDER_STATUS.logisticsPayment ? 'attention' : TONE_OF_TAB[tabOf(status)]
	return (
		<span className={cx(styles.badge, styles.badgeTones[tone], className)}>
			<FormattedMessage id={ORDER_STATUS_LABEL[status]} />
		</span>
	)
}
