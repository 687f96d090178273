import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Text, Heading, Card, PageBody, DataList, Box, Callout, Stack, Textarea } from '#design-system'
import { ErrorScreen, statusOf } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { AddressCard } from '#app/modules/addresses/AddressCard.tsx'
import { AddressNotFoundError, getAddress } from '#app/modules/addresses/addresses.server.ts'
import { addCart, CartError } from '#app/modules/cart/cart.server.ts'
import { OrderTransitionError } from '#app/modules/orders/order-status.ts'
import {
	cancelOrder,
	confirmReceipt,
	logisticsOptions,
	repurchaseLines,
	updateOrderAddress,
	updateOrderLogistic,
	updateOrderRemark,
} from '#app/modules/orders/commands.server.ts'
import { MAX_REMARK_LENGTH, OrderError, OrderNotFoundError } from '#app/modules/orders/orders.server.ts'
import { getOrder } from '#app/modules/orders/queries.server.ts'
import { logisticsPaid, orderAmounts } from '#app/modules/orders/order-views.server.ts'
import { ConfirmOrderAction, ConfirmOrderPanel } from '#app/modules/orders/ui/ConfirmOrderAction.tsx'
import { LogisticsChangeSheet } from '#app/modules/orders/ui/LogisticsChangeSheet.tsx'
import { Fact } from '#app/modules/orders/ui/OrderAmounts.tsx'
import { OrderAddress } from '#app/modules/orders/ui/OrderAddress.tsx'
import { RepurchaseButton } from '#app/modules/orders/ui/OrderCard.tsx'
import { CopyableNumber, LogisticsNumber } from '#app/modules/orders/ui/OrderNumber.tsx'
import { OrderCosts, OrderDateTime, OrderItemsSection, PaymentTypeFact } from '#app/modules/orders/ui/OrderSections.tsx'
import { changeAddressPath, logisticsPath, repurchaseCheckoutPath } from '#app/modules/orders/ui/order-links.ts'
import { OrderActionSchema, OrderQuerySchema } from '#app/modules/orders/ui/order-page-schema.ts'
import * as styles from '#app/modules/orders/ui/Orders.css.ts'
import { OrderStatusBadge } from '#app/modules/orders/ui/OrderStatusBadge.tsx'
import { paymentNotice } from '#app/modules/orders/ui/payment-notice.ts'
import { PaymentNoticeBox } from '#app/modules/orders/ui/PaymentNoticeBox.tsx'
import { useOrderUpdates } from '#app/modules/orders/ui/use-order-updates.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { orderLink, paymentLink } from '#app/links.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.orderDetails.title')

function notFound(): never {
	throw data(null, { status: 404 })
}

/** getOrderDetail: the buyer's own order, every field of spec section 3; anyone else's is the 404 page. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	const url = new URL(request.url)
	const query = OrderQuerySchema.safeParse({ orderId: url.searchParams.get('orderId'), addressId: url.searchParams.get('addressId') ?? undefined })
	if (!query.success) notFound()
	const db = getDb()
	const order = await getOrder(db, { userId: user.id, orderId: query.data.orderId, locale }).catch((error: unknown) => {
		if (error instanceof OrderNotFoundError) notFound()
		throw error
	})
	// Back from the address book with a chosen address: shown for confirmation, changed only by the form.
	let chosenAddress = null
	if (query.data.addressId && order.actions.changeAddress) {
		try {
			const { createdAt: _c, updatedAt: _u, deletedAt: _d, ...address } = await getAddress(db, user.id, query.data.addressId, locale)
			chosenAddress = address
		} catch (error) {
			if (!(error instanceof AddressNotFoundError)) throw error
		}
	}
	return {
		order: {
			id: order.id,
			number: order.number,
			status: order.status,
			paymentType: order.paymentType,
			logisticsMethod: order.logisticsMethod,
			address: order.address,
			remark: order.remark,
			amounts: orderAmounts(order),
			estimatedLogisticsAmount: order.estimatedLogisticsAmount,
			logisticsCosts: order.logisticsCosts,
			logisticsPaid: logisticsPaid(order),
			logisticsNumber: order.logisticsNumber,
			submittedAt: order.submittedAt,
			paidAt: order.paidAt,
			receivedAt: order.receivedAt,
			closedAt: order.closedAt,
			closeReason: order.closeReason,
			items: order.items,
			actions: order.actions,
		},
		payment: paymentNotice({ awaited: order.actions.pay, payments: order.payments }),
		chosenAddress,
		remarkMax: MAX_REMARK_LENGTH,
		// updateOrderLogistic: the methods with this order's estimate, while the state allows a change.
		logisticsOptions: order.actions.changeLogistics ? await logisticsOptions(db, { userId: user.id, orderId: order.id }) : [],
	}
}

type ActionData = {
	/** Without JavaScript: the action to confirm in the page. */
	confirm?: 'cancel' | 'confirmReceipt'
	redirectTo?: string | null
	error?: string
	/** The remark as typed, kept when it was refused. */
	remark?: string
	/** The shipping method change was refused: the message shows in its sheet. */
	logistics?: boolean
}

/**
 * cancelOrder, confirmOrder, repurchase, updateOrderRemark and updateOrderAddress, one intent each. Forms from
 * the order list post here too (with `redirectTo`). Another buyer's order is the 404 page; a refusal is a
 * message and a 4xx, never a 500.
 */
export async function action({ request }: ActionFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	const parsed = OrderActionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data<ActionData>({ error: 'error.http.400' }, { status: 400 })
	const command = parsed.data
	const db = getDb()
	const here = orderLink(command.orderId)
	try {
		switch (command.intent) {
			case 'cancel':
			case 'confirmReceipt': {
				if (command.confirm !== 'yes') {
					// Still only for the buyer's own order: another buyer's is 404 before anything is asked.
					await getOrder(db, { userId: user.id, orderId: command.orderId, locale })
					return data<ActionData>({ confirm: command.intent, redirectTo: command.redirectTo })
				}
				if (command.intent === 'cancel') await cancelOrder(db, { userId: user.id, orderId: command.orderId })
				else await confirmReceipt(db, { userId: user.id, orderId: command.orderId })
				return redirectWithToast(request, command.redirectTo ?? here, {
					messageId: command.intent === 'cancel' ? 'order.cancelled' : 'order.receiptConfirmed',
					tone: 'success',
				})
			}
			case 'repurchase': {
				const lines = await repurchaseLines(db, { userId: user.id, orderId: command.orderId })
				const added: typeof lines = []
				for (const line of lines) {
					try {
						await addCart(db, { userId: user.id, skuId: line.skuId, quantity: line.quantity })
						added.push(line)
					} catch (error) {
						// Sold out, no longer sold, or the quantity no longer fits: the rest still goes in.
						if (!(error instanceof CartError)) throw error
					}
				}
				if (added.length === 0) return data<ActionData>({ error: 'order.repurchase.unavailable' }, { status: 409 })
				return redirectWithToast(request, repurchaseCheckoutPath(added), {
					messageId: added.length < lines.length ? 'order.repurchase.partial' : 'order.repurchase.added',
					tone: added.length < lines.length ? 'info' : 'success',
				})
			}
			case 'remark': {
				try {
					await updateOrderRemark(db, { userId: user.id, orderId: command.orderId, remark: command.remark })
				} catch (error) {
					if (error instanceof OrderError && !(error instanceof OrderNotFoundError)) {
						return data<ActionData>({ error: error.messageId, remark: command.remark }, { status: error.status })
					}
					throw error
				}
				return redirectWithToast(request, here, { messageId: 'order.remark.saved', tone: 'success' })
			}
			case 'changeLogistics': {
				try {
					await updateOrderLogistic(db, { userId: user.id, orderId: command.orderId, logisticsMethod: command.logisticsMethod })
				} catch (error) {
					if (error instanceof OrderError && !(error instanceof OrderNotFoundError)) {
						return data<ActionData>({ error: error.messageId, logistics: true }, { status: error.status })
					}
					throw error
				}
				return redirectWithToast(request, here, { messageId: 'order.logistics.changed', tone: 'success' })
			}
			case 'changeAddress': {
				await updateOrderAddress(db, { userId: user.id, orderId: command.orderId, addressId: command.addressId, locale })
				return redirectWithToast(request, here, { messageId: 'order.address.changed', tone: 'success' })
			}
		}
	} catch (error) {
		if (error instanceof OrderNotFoundError) notFound()
		if (error instanceof OrderError) return data<ActionData>({ error: error.messageId }, { status: error.status })
		if (error instanceof OrderTransitionError) return data<ActionData>({ error: 'order.error.transition' }, { status: 409 })
		throw error
	}
}

export default function OrderDetailsPage() {
	const { order, payment, chosenAddress, remarkMax, logisticsOptions } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const intl = useIntl()
	const navigation = useNavigation()
	useOrderUpdates(order.id)
	const { actions } = order
	const saving = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
	const closeReason = order.closeReason
		? /^order\.closeReason\.[A-Za-z]+$/.test(order.closeReason)
			? intl.formatMessage({ id: order.closeReason })
			: order.closeReason
		: null

	return (
		<>
			<PageHeader titleId="page.orderDetails.title" />
			<PageBody endSpace>
				<section className={styles.statusBanner} aria-labelledby="order-status">
					<Heading level={3} as="h2" tone="inherit" id="order-status">
						<FormattedMessage id={`order.statusHint.${order.status}`} />
					</Heading>
					<div>
						<OrderStatusBadge status={order.status} />
					</div>
					{closeReason ? (
						<Text size="small" tone="onBrand">
							<FormattedMessage id="order.closeReason" values={{ reason: <bdi>{closeReason}</bdi> }} />
						</Text>
					) : null}
				</section>

				<PaymentNoticeBox orderId={order.id} notice={payment} />

				{actionData?.confirm ? <ConfirmOrderPanel orderId={order.id} intent={actionData.confirm} redirectTo={actionData.redirectTo ?? null} /> : null}
				{actionData?.error && actionData.remark === undefined && !(actionData.logistics && logisticsOptions.length > 0) ? (
					<Text tone="danger" size="small" role="alert">
						<FormattedMessage id={actionData.error} />
					</Text>
				) : null}

				{chosenAddress ? (
					<Callout.Root tone="warning" asChild>
						<section aria-labelledby="order-new-address">
							<Heading level={4} as="h2" tone="strong" id="order-new-address">
								<FormattedMessage id="order.address.confirmChange" />
							</Heading>
							<AddressCard address={chosenAddress} headingLevel={3} />
							<Form method="post">
								<input type="hidden" name="intent" value="changeAddress" />
								<input type="hidden" name="orderId" value={order.id} />
								<input type="hidden" name="addressId" value={chosenAddress.id} />
								<Callout.Actions>
									<Button type="submit" size="small" loading={saving('changeAddress')}>
										<FormattedMessage id="order.address.useThis" />
									</Button>
									<Button asChild variant="outline" tone="neutral" size="small">
										<Link to={orderLink(order.id)} replace>
											<FormattedMessage id="order.address.keep" />
										</Link>
									</Button>
								</Callout.Actions>
							</Form>
						</section>
					</Callout.Root>
				) : null}

				<Card asChild gap="small">
					<section aria-labelledby="order-info">
						<Heading level={4} as="h2" tone="strong" id="order-info">
							<FormattedMessage id="order.info.title" />
						</Heading>
						<DataList.Root>
							<Fact labelId="order.info.number">
								<CopyableNumber value={order.number} />
							</Fact>
							<Fact labelId="order.info.submitted">
								<OrderDateTime value={order.submittedAt} />
							</Fact>
							{order.paidAt ? (
								<Fact labelId="order.info.paid">
									<OrderDateTime value={order.paidAt} />
								</Fact>
							) : null}
							{order.receivedAt ? (
								<Fact labelId="order.info.received">
									<OrderDateTime value={order.receivedAt} />
								</Fact>
							) : null}
							{order.closedAt && !order.receivedAt ? (
								<Fact labelId="order.info.closed">
									<OrderDateTime value={order.closedAt} />
								</Fact>
							) : null}
							<PaymentTypeFact paymentType={order.paymentType} />
							<Fact labelId="order.info.logisticsMethod">
								<Box as="span" display="inline-flex" alignItems="center" flexWrap="wrap" gap="small">
									<FormattedMessage id={`order.logisticsMethod.${order.logisticsMethod}`} />
									{logisticsOptions.length > 0 ? (
										<LogisticsChangeSheet
											key={order.logisticsMethod}
											orderId={order.id}
											options={logisticsOptions}
											error={actionData?.logistics ? (actionData.error ?? null) : null}
										/>
									) : null}
								</Box>
							</Fact>
							<Fact labelId="order.info.logisticsNumber">
								<LogisticsNumber value={order.logisticsNumber} />
							</Fact>
						</DataList.Root>
						<Stack direction="row" gap="small" wrap>
							{actions.track ? (
								<Button asChild variant="soft" size="small" icon="truck">
									<Link to={logisticsPath(order.id)}>
										<FormattedMessage id="order.action.track" />
									</Link>
								</Button>
							) : null}
							<Button asChild variant="soft" size="small" icon="chat">
								<Link to={href('/pages/chat-room/index', { orderId: order.id })}>
									<FormattedMessage id="order.action.askSupport" />
								</Link>
							</Button>
						</Stack>
					</section>
				</Card>

				<Card asChild gap="small">
					<section aria-labelledby="order-address">
						<Stack direction="row" align="center" justify="space-between" gap="small">
							<Heading level={4} as="h2" tone="strong" id="order-address">
								<FormattedMessage id={order.address.deliveryMode === 2 ? 'order.address.pickupTitle' : 'order.address.title'} />
							</Heading>
							{actions.changeAddress ? (
								<Button asChild variant="ghost" size="small">
									<Link to={changeAddressPath(order.id)}>
										<FormattedMessage id="order.address.change" />
									</Link>
								</Button>
							) : null}
						</Stack>
						<OrderAddress address={order.address} />
					</section>
				</Card>

				<OrderItemsSection items={order.items} headingId="order-items" />

				<OrderCosts
					amounts={order.amounts}
					logisticsCosts={order.logisticsCosts}
					estimatedLogisticsAmount={order.estimatedLogisticsAmount}
					logisticsPaid={order.logisticsPaid}
				/>

				<Card asChild gap="small">
					<section aria-labelledby="order-remark">
						<Heading level={4} as="h2" tone="strong" id="order-remark">
							<FormattedMessage id="order.remark.title" />
						</Heading>
						{actions.editRemark ? (
							<Stack as={Form} method="post" gap="medium">
								<input type="hidden" name="intent" value="remark" />
								<input type="hidden" name="orderId" value={order.id} />
								<Textarea
									name="remark"
									label={intl.formatMessage({ id: 'order.remark.label' }, { max: intl.formatNumber(remarkMax) })}
									defaultValue={actionData?.remark ?? order.remark}
									key={actionData?.remark ?? order.remark}
									maxLength={remarkMax}
									error={actionData?.remark !== undefined && actionData.error ? <FormattedMessage id={actionData.error} /> : undefined}
								/>
								<Stack direction="row" justify="end" gap="small" wrap>
									<Button type="submit" variant="soft" size="small" loading={saving('remark')}>
										<FormattedMessage id="order.remark.save" />
									</Button>
								</Stack>
							</Stack>
						) : order.remark ? (
							<Text size="small">
								<bdi>{order.remark}</bdi>
							</Text>
						) : (
							<Text size="small" tone="muted">
								<FormattedMessage id="order.remark.none" />
							</Text>
						)}
					</section>
				</Card>

				{actions.cancel || actions.confirmReceipt || actions.repurchase || actions.pay ? (
					<div className={styles.actions}>
						{actions.cancel ? <ConfirmOrderAction orderId={order.id} intent="cancel" size="medium" /> : null}
						{actions.repurchase ? <RepurchaseButton orderId={order.id} size="medium" /> : null}
						{actions.confirmReceipt ? <ConfirmOrderAction orderId={order.id} intent="confirmReceipt" size="medium" variant="solid" /> : null}
						{actions.pay && (payment.kind === 'due' || payment.kind === 'continue') ? (
							<Button asChild>
								<Link to={paymentLink(order.id, actions.pay)}>
									<FormattedMessage id={actions.pay === 'goods' ? 'order.action.pay' : 'order.action.payLogistics'} />
								</Link>
							</Button>
						) : null}
					</div>
				) : null}
			</PageBody>
		</>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<>
			<PageHeader titleId={statusOf(error) === 404 ? 'page.notFound.title' : 'page.orderDetails.title'} />
			<ErrorScreen error={error} />
		</>
	)
}
