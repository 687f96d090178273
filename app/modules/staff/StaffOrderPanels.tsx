import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Badge, Button, Card, DataList, Heading, Ltr, Price, RowList, Stack, Table, Text, Thumbnail } from '#design-system'
import { ORDER_STATUS_LABEL, type OrderStatus, type PaymentType, paysOnHandover } from '#app/modules/orders/order-status.ts'
import type { OrderDetail } from '#app/modules/orders/queries.server.ts'
import { PAYMENT_TYPE_LABEL } from '#app/modules/payments/schema.ts'
import type { StaffOrderView, StaffSlipView } from './staff-orders.server.ts'

/**
 * The facts of one order as the console shows them: each panel is a titled section, read-only. What staff do
 * with the order lives in StaffOrderActions.tsx.
 */

export function Panel({ titleId, end, children }: { titleId: string; end?: ReactNode; children: ReactNode }) {
	return (
		<Card asChild>
			<section>
				<Stack direction="row" wrap align="center" justify="space-between" gap="small">
					<Heading level={3} as="h2" tone="strong">
						<FormattedMessage id={titleId} />
					</Heading>
					{end}
				</Stack>
				{children}
			</section>
		</Card>
	)
}

function Fact({ termId, children }: { termId: string; children: ReactNode }) {
	return (
		<DataList.Item>
			<DataList.Label>
				<FormattedMessage id={termId} />
			</DataList.Label>
			<DataList.Value>{children}</DataList.Value>
		</DataList.Item>
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
			<DataList.Root>
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
			</DataList.Root>
		</Panel>
	)
}

export function AddressPanel({ order }: { order: Pick<OrderDetail, 'address' | 'deliveryMode' | 'logisticsMethod' | 'remark'> }) {
	const address = order.address
	return (
		<Panel titleId="staff.order.address">
			<DataList.Root>
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
						{address.pickupStoreAddress ? (
							<Text tone="muted" size="small">
								{address.pickupStoreAddress}
							</Text>
						) : null}
					</Fact>
				) : (
					<Fact termId="staff.order.addressLine">
						<bdi>{address.regions.join(' / ')}</bdi>
						{address.addressLine ? (
							<div>
								<bdi>{address.addressLine}</bdi>
							</div>
						) : null}
						{address.postcode ? (
							<Text tone="muted" size="small">
								<Ltr>{address.postcode}</Ltr>
							</Text>
						) : null}
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
			</DataList.Root>
		</Panel>
	)
}

export function ItemsPanel({ items }: { items: OrderDetail['items'] }) {
	const intl = useIntl()
	return (
		<Panel titleId="staff.order.items">
			<Table.Root>
				<Table.Header>
					<Table.Row>
						<Table.ColumnHeader>
							<FormattedMessage id="staff.order.item" />
						</Table.ColumnHeader>
						<Table.ColumnHeader align="end">
							<FormattedMessage id="staff.order.quantity" />
						</Table.ColumnHeader>
						<Table.ColumnHeader align="end">
							<FormattedMessage id="staff.order.unitPrice" />
						</Table.ColumnHeader>
						<Table.ColumnHeader align="end">
							<FormattedMessage id="staff.order.lineTotal" />
						</Table.ColumnHeader>
					</Table.Row>
				</Table.Header>
				<Table.Body>
					{items.map((item) => (
						<Table.Row key={item.id}>
							<Table.Cell>
								<Stack gap="xxsmall" style={{ minInlineSize: 180 }}>
									<bdi>{item.title}</bdi>
									{item.skuLabel ? (
										<Text tone="muted" size="small">
											<bdi>{item.skuLabel}</bdi>
										</Text>
									) : null}
								</Stack>
							</Table.Cell>
							<Table.Cell align="end">{intl.formatNumber(item.quantity)}</Table.Cell>
							<Table.Cell align="end">
								<Price amount={item.unitPrice} size="small" tone="neutral" />
							</Table.Cell>
							<Table.Cell align="end">
								<Price amount={item.unitPrice * item.quantity} size="small" tone="neutral" />
							</Table.Cell>
						</Table.Row>
					))}
				</Table.Body>
			</Table.Root>
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
		<DataList.Item>
			<DataList.Label>
				<Text inline weight={strong ? 'strong' : 'regular'} tone={strong ? 'neutral' : 'inherit'}>
					<FormattedMessage id={labelId} values={values} />
				</Text>
			</DataList.Label>
			<DataList.Value>
				<Text align="end">
					<Price amount={amount} size="small" tone={strong ? 'accent' : 'neutral'} />
				</Text>
			</DataList.Value>
		</DataList.Item>
	)
}

export function AmountsPanel({ order, costsEnteredBy }: { order: OrderDetail; costsEnteredBy: string | null }) {
	const intl = useIntl()
	const costs = order.logisticsCosts
	return (
		<Panel titleId="staff.order.amounts">
			<DataList.Root>
				<AmountRow labelId="staff.order.goodsAmount" amount={order.goodsAmount} />
				{order.discountAmount > 0 ? <AmountRow labelId="staff.order.discountAmount" amount={-order.discountAmount} /> : null}
				{order.subsidyAmount > 0 ? <AmountRow labelId="staff.order.subsidyAmount" amount={-order.subsidyAmount} /> : null}
				<AmountRow labelId="staff.order.payableAmount" amount={order.payableAmount} strong />
				{!costs ? <AmountRow labelId="staff.order.estimatedLogistics" amount={order.estimatedLogisticsAmount} /> : null}
			</DataList.Root>
			{costs ? (
				<>
					<Heading level={4} as="h3" tone="strong">
						<FormattedMessage id="staff.costs.title" />
					</Heading>
					<DataList.Root>
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
					</DataList.Root>
					<Text as="p" tone="muted" size="small">
						<FormattedMessage
							id="staff.costs.enteredBy"
							values={{ name: <bdi>{costsEnteredBy ?? '—'}</bdi>, at: <DateTime value={costs.enteredAt} /> }}
						/>
					</Text>
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
		<Stack as="ul" role="list" direction="row" wrap gap="small">
			{slips.map((slip, index) => {
				const label = intl.formatMessage({ id: 'staff.payment.slip' }, { number: index + 1 })
				return (
					<li key={slip.id}>
						{slip.contentType.startsWith('image/') ? (
							<a href={href(slip.id)} target="_blank" rel="noreferrer" aria-label={label} title={label}>
								<Thumbnail src={href(slip.id)} alt="" size="xlarge" framed />
							</a>
						) : (
							<Button asChild variant="outline" tone="neutral" size="small">
								<a href={href(slip.id)} target="_blank" rel="noreferrer" aria-label={label} title={label}>
									<FormattedMessage id="staff.payment.slipPdf" values={{ number: index + 1 }} />
								</a>
							</Button>
						)}
					</li>
				)
			})}
		</Stack>
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
				<Text as="p" tone="muted" size="small">
					<FormattedMessage id="staff.order.noPayments" />
				</Text>
			) : (
				<RowList.Root>
					{payments.map((payment) => (
						<RowList.Item key={payment.id}>
							<Stack direction="row" wrap align="center" gap="small">
								<strong>
									<FormattedMessage id={payment.stage === 'goods' ? 'staff.payment.stage.goods' : 'staff.payment.stage.logistics'} />
								</strong>
								<FormattedMessage id={PAYMENT_TYPE_LABEL[payment.type]} />
								<Price amount={payment.amount} size="small" tone="neutral" />
								<PaymentStatusBadge payment={payment} />
							</Stack>
							<Text tone="muted" size="small">
								<DateTime value={payment.createdAt} />
							</Text>
							{payment.failureReason ? (
								<span>
									<FormattedMessage id="staff.payment.reason" values={{ reason: <bdi>{payment.failureReason}</bdi> }} />
								</span>
							) : null}
							<SlipLinks slips={slips.filter((slip) => slip.paymentId === payment.id)} href={slipHref} />
							{actions?.(payment)}
						</RowList.Item>
					))}
				</RowList.Root>
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
			<RowList.Root as="ol">
				{[...events].reverse().map((event, index) => (
					<RowList.Item key={`${new Date(event.at).getTime()}-${index}`}>
						<Stack direction="row" wrap align="center" gap="small">
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
						</Stack>
						<Text tone="muted" size="small">
							<DateTime value={event.at} />
						</Text>
						{event.note ? <EventNote note={event.note} /> : null}
					</RowList.Item>
				))}
			</RowList.Root>
		</Panel>
	)
}
