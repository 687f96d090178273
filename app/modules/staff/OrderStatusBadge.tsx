import { type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { ORDER_STATUS_LABEL, type OrderStatus } from '#app/modules/orders/order-status.ts'
import { cx } from '#app/utils/cx.ts'
import * as styles from './StaffOrders.css.ts'

type Tone = keyof typeof styles.badgeTones

/** Waiting on the buyer (warning), moving (brand), done (success), stopped (danger). */
const STATUS_TONE: Record<OrderStatus, Tone> = {
	1: 'warning',
	14: 'brand',
	2: 'brand',
	9: 'brand',
	11: 'brand',
	12: 'brand',
	10: 'warning',
	3: 'brand',
	4: 'success',
	5: 'success',
	6: 'success',
	7: 'danger',
	8: 'danger',
}

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
	return <span className={cx(styles.badge, styles.badgeTones[tone])}>{children}</span>
}

/** An order's status as the buyer reads it, with its code for staff who speak in codes ("a 12"). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
	return (
		<Badge tone={STATUS_TONE[status]}>
			<FormattedMessage id="staff.order.statusWithCode" values={{ status: <FormattedMessage id={ORDER_STATUS_LABEL[status]} />, code: status }} />
		</Badge>
	)
}
