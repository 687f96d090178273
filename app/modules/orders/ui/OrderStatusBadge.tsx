import { FormattedMessage } from 'react-intl'
import { Badge } from '#design-system'
import { ORDER_STATUS_LABEL, ORDER_STATUS_TONE, type OrderStatus } from '../order-status.ts'

/**
 * The status label of spec section 4 ("wait delivery", "waiting for receipt", …) in the status's one colour
 * (`ORDER_STATUS_TONE`), on the buyer's pages and in the staff console alike. `withCode` adds the code staff speak
 * in ("a 12").
 */
export function OrderStatusBadge({ status, withCode = false, className }: { status: OrderStatus; withCode?: boolean; className?: string }) {
	const label = <FormattedMessage id={ORDER_STATUS_LABEL[status]} />
	return (
		<Badge tone={ORDER_STATUS_TONE[status]} className={className}>
			{withCode ? <FormattedMessage id="staff.order.statusWithCode" values={{ status: label, code: status }} /> : label}
		</Badge>
	)
}
