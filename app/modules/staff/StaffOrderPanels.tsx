import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Ltr, Price, Badge } from '#design-system'
import { ORDER_STATUS_LABEL, type OrderStatus, type PaymentType, paysOnHandover } from '#app/modules/orders/order-status.ts'
import type { OrderDetail } from '#app/modules/orders/queries.server.ts'
import { PAYMENT_TYPE_LABEL } from '#app/modules/payments/schema.ts'
import * as frame from './StaffConsole.css.ts'
import type { StaffOrderView, StaffSlipView } from './staff-orders.server.ts'
import * as styles from './StaffOrders.css.ts'

/**
 * The facts of one order as the console shows them: each panel is a titled section, read-only. What staff do
 * with the order lives in StaffOrderActions.tsx.
 */

export function Panel({ titleId, end, children }: { titleId: string; end?: ReactNode; children: ReactNode }) {
	return (
		<section className={frame.panel}>
			<div className={styles.panelHead}>
				<h2 className={frame.panelTitle}>
					<FormattedMessage id={titleId} />
				</h2>
				{end}
			</div>
			{children}
		</section>
	)
}

function Fact({ termId, children }: { termId: string; children: ReactNode }) {
	return (
		<>
			<dt className={styles.factTerm}>
				<FormattedMessage id={termId} />
			</dt>
			<dd className={styles.factValue}>{children}</dd>
		</>
	)
}

function Phone({ value }: { value: string }) {
	return (
		<a href={`tel:${value}`}>
			<Ltr>{value}</Ltr>
		</a>
	)
}

function DateTime({ value }: { value: Date | string }) {
	const intl = useIntl()
	return <time dateTime={new Date(value).toISOString()}>{intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })}</time>
}

export function BuyerPanel({ buyer }: { buyer: StaffOrderView['buyer'] }) {
	return (
		<Panel titleId="staff.order.buyer">
			<dl className={styles.facts}>
				<Fact termId="staff.order.buyer.name">
					<bdi>{buyer.name}</bdi>
				</Fact>
				{buyer.phone ? (
					<Fact termId="staff.order.buyer.phone">
						<Phone value={buyer.phone} />
					</Fact>
				) : null}
				{buyer.email ? (
					<Fact termId="staff.order.buyer.email">
						<Ltr>{buyer.email}</Ltr>
					</Fact>
				) : null}
				<Fact termId="staff.order.buyer.since">
					<DateTime value={buyer.since} />
				</Fact>
			</dl>
		</Panel>
	)
}

export function AddressPanel({ order }: { order: Pick<OrderDetail, 'address' | 'deliveryMode' | 'logisticsMethod' | 'remark'> }) {
	const address = order.address
	return (
		<Panel titleId="staff.order.address">
			<dl className={styles.facts}>
				<Fact termId="staff.order.deliveryMode">
					<FormattedMessage id={order.deliveryMode === 2 ? 'staff.order.deliveryMode.pickup' : 'staff.order.deliveryMode.address'} />
				</Fact>
				<Fact termId="staff.order.recipient">
					<bdi>{address.fullName}</bdi>
				</Fact>
				<Fact termId="staff.order.buyer.phone">
					<Phone value={address.phone} />
				</Fact>
				{order.deliveryMode === 2 ? (
					<Fact termId="staff.order.pickupStore">
						<bdi>{address.pickupStoreName}</bdi>
						{address.pickupStoreAddress ? <div className={styles.muted}>{address.pickupStoreAddress}</div> : null}
					</Fact>
				) : (
					<Fact termId="staff.order.addressLine">
						<bdi>{address.regions.join(' / ')}</bdi>
						{address.addressLine ? (
							<div>
								<bdi>{address.addressLine}</bdi>
							</div>
						) : null}
						{address.postcode ? <div className={`${styles.muted} ${styles.ltr}`}>{address.postcode}</div> : null}
					</Fact>
				)}
				<Fact termId="staff.order.logisticsMethod">
					<FormattedMessage id={order.logisticsMethod === 'air' ? 'staff.order.logisticsMethod.air' : 'staff.order.logisticsMethod.sea'} />
				</Fact>
				{order.remark ? (
					<Fact termId="staff.order.remark">
						<bdi>{order.remark}</bdi>
					</Fact>
				) : null}
			</dl>
		</Panel>
	)
}

export function ItemsPanel({ items }: { items: OrderDetail['items'] }) {
	const intl = useIntl()
	return (
		<Panel titleId="staff.order.items">
			<div className={styles.tableScroll}>
				<table className={styles.table}>
					<thead>
						<tr>
							<th className={styles.th} scope="col">
								<FormattedMessage id="staff.order.item" />
							</th>
							<th className={`${styles.th} ${styles.numeric}`} scope="col">
								<FormattedMessage id="staff.order.quantity" />
							</th>
							<th className={`${styles.th} ${styles.numeric}`} scope="col">
								<FormattedMessage id="staff.order.unitPrice" />
							</th>
							<th className={`${styles.th} ${styles.numeric}`} scope="col">
								<FormattedMessage id="staff.order.lineTotal" />
							</th>
						</tr>
					</thead>
					<tbody>
						{items.map((item) => (
							<tr key={item.id}>
								<td className={styles.td}>
									<span className={styles.itemTitle}>
										<bdi>{item.title}</bdi>
										{item.skuLabel ? <bdi className={styles.muted}>{item.skuLabel}</bdi> : null}
									</span>
								</td>
								<td className={`${styles.td} ${styles.numeric}`}>{intl.formatNumber(item.quantity)}</td>
								<td className={`${styles.td} ${styles.numeric}`}>
									<Price amount={item.unitPrice} size="small" tone="neutral" />
								</td>
								<td className={`${styles.td} ${styles.numeric}`}>
									<Price amount={item.unitPrice * item.quantity} size="small" tone="neutral" />
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</Panel>
	)
}

function AmountRow({
	labelId,
	amount,
	strong = false,
	values,
}: {
	labelId: string
	amount: number
	strong?: boolean
	values?: Record<string, ReactNode>
}) {
	return (
		<>
			<dt className={strong ? `${styles.factTerm} ${styles.totalRow}` : styles.factTerm}>
				<FormattedMessage id={labelId} values={values} />
			</dt>
			<dd className={`${styles.factValue} ${styles.numeric}`}>
				<Price amount={amount} size="small" tone={strong ? 'accent' : 'neutral'} />
			</dd>
		</>
	)
}

export function AmountsPanel({ order, costsEnteredBy }: { order: OrderDetail; costsEnteredBy: string | null }) {
	const intl = useIntl()
	const costs = order.logisticsCosts
	return (
		<Panel titleId="staff.order.amounts">
			<dl className={styles.amounts}>
				<AmountRow labelId="staff.order.goodsAmount" amount={order.goodsAmount} />
				{order.discountAmount > 0 ? <AmountRow labelId="staff.order.discountAmount" amount={-order.discountAmount} /> : null}
				{order.subsidyAmount > 0 ? <AmountRow labelId="staff.order.subsidyAmount" amount={-order.subsidyAmount} /> : null}
				<AmountRow labelId="staff.order.payableAmount" amount={order.payableAmount} strong />
				{!costs ? <AmountRow labelId="staff.order.estimatedLogistics" amount={order.estimatedLogisticsAmount} /> : null}
			</dl>
			{costs ? (
				<>
					<h3 className={styles.subheading}>
						<FormattedMessage id="staff.costs.title" />
					</h3>
					<dl className={styles.amounts}>
						<AmountRow labelId="staff.costs.maritimeFee" amount={costs.maritimeFee} />
						<AmountRow
							labelId="staff.costs.containerStorageBilled"
							amount={costs.containerStorageIqd}
							values={{
								usd: intl.formatNumber(costs.containerStorageUsdCentsPerDay / 100, { style: 'currency', currency: 'USD' }),
								days: costs.containerStorageDays,
								rate: intl.formatNumber(costs.usdToIqd),
							}}
						/>
						<AmountRow labelId="staff.costs.chinaFreightSupplement" amount={costs.chinaFreightSupplement} />
						<AmountRow labelId="staff.costs.insurance" amount={costs.insurance} />
						<AmountRow labelId="staff.costs.domesticWarehouseFee" amount={costs.domesticWarehouseFee} />
						<AmountRow labelId="staff.costs.valueAddedServiceFee" amount={costs.valueAddedServiceFee} />
						<AmountRow labelId="staff.costs.total" amount={costs.total} strong />
					</dl>
					<p className={styles.hint}>
						<FormattedMessage
							id="staff.costs.enteredBy"
							values={{ name: <bdi>{costsEnteredBy ?? '—'}</bdi>, at: <DateTime value={costs.enteredAt} /> }}
						/>
					</p>
				</>
			) : null}
		</Panel>
	)
}

const PAYMENT_STATUS_TONE = {
	pending: 'neutral',
	in_review: 'warning',
	succeeded: 'success',
	failed: 'danger',
	rejected: 'danger',
	cancelled: 'neutral',
} as const

/** A payment's state; cash reported not collected reads "abnormal payment collection" (spec section 4). */
export function PaymentStatusBadge({ payment }: { payment: { status: keyof typeof PAYMENT_STATUS_TONE; type: PaymentType } }) {
	const cashNotCollected = payment.status === 'failed' && paysOnHandover(payment.type)
	return (
		<Badge tone={PAYMENT_STATUS_TONE[payment.status]}>
			<FormattedMessage id={cashNotCollected ? 'payment.status.abnormalCollection' : `staff.payment.status.${payment.status}`} />
		</Badge>
	)
}

/** A bank slip: a thumbnail for a picture, a link for a PDF; both open the file in a new tab. */
export function SlipLinks({ slips, href }: { slips: readonly Pick<StaffSlipView, 'id' | 'contentType'>[]; href: (slipId: string) => string }) {
	const intl = useIntl()
	if (slips.length === 0) return null
	return (
		<ul className={styles.slips}>
			{slips.map((slip, index) => {
				const label = intl.formatMessage({ id: 'staff.payment.slip' }, { number: index + 1 })
				return (
					<li key={slip.id}>
						<a href={href(slip.id)} target="_blank" rel="noreferrer" className={styles.slipThumb} aria-label={label} title={label}>
							{slip.contentType.startsWith('image/') ? (
								<img src={href(slip.id)} alt="" className={styles.slipImage} loading="lazy" />
							) : (
								<FormattedMessage id="staff.payment.slipPdf" values={{ number: index + 1 }} />
							)}
						</a>
					</li>
				)
			})}
		</ul>
	)
}

export function PaymentsPanel({
	payments,
	slips,
	slipHref,
	actions,
}: {
	payments: OrderDetail['payments']
	slips: readonly StaffSlipView[]
	slipHref: (slipId: string) => string
	/** The review or collection buttons for one payment, if staff can act on it. */
	actions?: (payment: OrderDetail['payments'][number]) => ReactNode
}) {
	return (
		<Panel titleId="staff.order.payments">
			{payments.length === 0 ? (
				<p className={styles.hint}>
					<FormattedMessage id="staff.order.noPayments" />
				</p>
			) : (
				<ul className={styles.list}>
					{payments.map((payment) => (
						<li key={payment.id} className={styles.listItem}>
							<div className={styles.row}>
								<strong>
									<FormattedMessage id={payment.stage === 'goods' ? 'staff.payment.stage.goods' : 'staff.payment.stage.logistics'} />
								</strong>
								<FormattedMessage id={PAYMENT_TYPE_LABEL[payment.type]} />
								<Price amount={payment.amount} size="small" tone="neutral" />
								<PaymentStatusBadge payment={payment} />
							</div>
							<span className={styles.muted}>
								<DateTime value={payment.createdAt} />
							</span>
							{payment.failureReason ? (
								<span>
									<FormattedMessage id="staff.payment.reason" values={{ reason: <bdi>{payment.failureReason}</bdi> }} />
								</span>
							) : null}
							<SlipLinks slips={slips.filter((slip) => slip.paymentId === payment.id)} href={slipHref} />
							{actions?.(payment)}
						</li>
					))}
				</ul>
			)}
		</Panel>
	)
}

function statusName(status: number | null) {
	return status === null ? null : <FormattedMessage id={ORDER_STATUS_LABEL[status as OrderStatus] ?? 'staff.order.status.unknown'} />
}

/** Notes the system writes are message ids (order.closeReason.unpaid); people's notes are shown as written. */
function EventNote({ note }: { note: string }) {
	const intl = useIntl()
	if (/^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(note) && intl.messages[note]) return <FormattedMessage id={note} />
	return <bdi>{note}</bdi>
}

export function EventsPanel({ events }: { events: OrderDetail['events'] }) {
	return (
		<Panel titleId="staff.order.events">
			<ol className={styles.list}>
				{[...events].reverse().map((event, index) => (
					<li key={`${new Date(event.at).getTime()}-${index}`} className={styles.listItem}>
						<div className={styles.row}>
							<strong>
								{event.fromStatus === null ? (
									<FormattedMessage id="staff.order.event.placed" values={{ to: statusName(event.toStatus) }} />
								) : (
									<FormattedMessage id="staff.order.event.moved" values={{ from: statusName(event.fromStatus), to: statusName(event.toStatus) }} />
								)}
							</strong>
							<Badge tone="neutral">
								<FormattedMessage id={`staff.actor.${event.actor}`} />
							</Badge>
						</div>
						<span className={styles.muted}>
							<DateTime value={event.at} />
						</span>
						{event.note ? <EventNote note={event.note} /> : null}
					</li>
				))}
			</ol>
		</Panel>
	)
}
