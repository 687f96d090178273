import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Ltr, Text, TextField, Heading, Card, PageBody, Callout } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { getCodeSender, otpSecret } from '#app/modules/auth/auth.server.ts'
import { CODE_LENGTH } from '#app/modules/auth/rules.ts'
import { OTP_CODE_TTL_MINUTES } from '#app/providers/otp/messages.ts'
import { getTracking } from '#app/modules/orders/tracking.server.ts'
import { TrackingEstimateBox, TrackingTimeline } from '#app/modules/orders/ui/TrackingTimeline.tsx'
import { maskName, maskPhone } from '#app/modules/orders/ui/mask.ts'
import { Fact, LogisticsCosts, ProductCost } from '#app/modules/orders/ui/OrderAmounts.tsx'
import { OrderItems } from '#app/modules/orders/ui/OrderItems.tsx'
import { orderListPath, visitorOrderPath } from '#app/modules/orders/ui/order-links.ts'
import { VisitorActionSchema } from '#app/modules/orders/ui/order-page-schema.ts'
import * as styles from '#app/modules/orders/ui/Orders.css.ts'
import { OrderStatusBadge } from '#app/modules/orders/ui/OrderStatusBadge.tsx'
import {
	provenOrder,
	rememberVisitorProof,
	requestVisitorCode,
	verifyVisitorCode,
	VISITOR_PROOF_TTL_MS,
	VisitorOrderError,
} from '#app/modules/orders/visitor-access.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** How Iraqi buyers write a mobile number; shown as the phone field's example. */
const PHONE_EXAMPLE = '0770 123 4567'
const ORDER_NUMBER_EXAMPLE = 'D261123048213'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.visitorOrderDetails.title')

/**
 * getOrderDetailForLandingPage: with a proof for this order (visitor-access.server.ts), its status, items,
 * amounts and shipment, and nothing else about the buyer (no address, a masked name and phone). Without one,
 * the form that asks for the number and the phone on the order.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const number = (new URL(request.url).searchParams.get('number') ?? '').trim().slice(0, 40)
	const db = getDb()
	const order = number ? await provenOrder(db, request, number) : null
	const proofMinutes = VISITOR_PROOF_TTL_MS / 60_000
	if (!order) return { number, order: null, tracking: null, proofMinutes }
	const tracking = await getTracking(db, { orderId: order.id, viewer: { kind: 'visitor', orderId: order.id } })
	return {
		number: order.number,
		order: {
			number: order.number,
			status: order.status,
			submittedAt: order.submittedAt,
			paymentType: order.paymentType,
			logisticsMethod: order.logisticsMethod,
			deliveryMode: order.address.deliveryMode,
			recipient: maskName(order.address.fullName),
			phone: maskPhone(order.address.phone),
			items: order.items.map(({ id, productId, title, skuLabel, imageUrl, quantity, unitPrice }) => ({
				id,
				productId,
				title,
				skuLabel,
				imageUrl,
				quantity,
				unitPrice,
			})),
			amounts: {
				goodsAmount: order.goodsAmount,
				discountAmount: order.discountAmount,
				subsidyAmount: order.subsidyAmount,
				payableAmount: order.payableAmount,
				goodsPaid: order.goodsPaid,
			},
			estimatedLogisticsAmount: order.estimatedLogisticsAmount,
			logisticsCosts: order.logisticsCosts
				? {
						maritimeFee: order.logisticsCosts.maritimeFee,
						containerStorageUsdCentsPerDay: order.logisticsCosts.containerStorageUsdCentsPerDay,
						containerStorageDays: order.logisticsCosts.containerStorageDays,
						usdToIqd: order.logisticsCosts.usdToIqd,
						containerStorageIqd: order.logisticsCosts.containerStorageIqd,
						chinaFreightSupplement: order.logisticsCosts.chinaFreightSupplement,
						insurance: order.logisticsCosts.insurance,
						domesticWarehouseFee: order.logisticsCosts.domesticWarehouseFee,
						valueAddedServiceFee: order.logisticsCosts.valueAddedServiceFee,
						total: order.logisticsCosts.total,
					}
				: null,
			logisticsPaid: order.payments.some((payment) => payment.stage === 'logistics' && payment.status === 'succeeded'),
		},
		tracking: { logisticsNumber: tracking.logisticsNumber, legs: tracking.legs, estimate: tracking.estimate },
		proofMinutes,
	}
}

type VisitorActionData = {
	step: 'details' | 'code'
	number: string
	phone: string
	channel: 'whatsapp' | 'sms'
	error?: string
	field?: 'number' | 'phone' | 'code'
	values?: Record<string, string | number>
}

/** Step 1 sends a code (the same answer whether or not the pair matches an order); step 2 checks it and remembers the proof. */
export async function action({ request, context }: ActionFunctionArgs) {
	const parsed = VisitorActionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success)
		return data<VisitorActionData>({ step: 'details', number: '', phone: '', channel: 'whatsapp', error: 'error.http.400' }, { status: 400 })
	const input = parsed.data
	const { locale } = (await getRequestContext(request)).requestLocale
	const db = getDb()
	const echo = { number: input.number, phone: input.phone, channel: input.channel }
	const step = input.intent === 'send' ? 'details' : 'code'
	try {
		if (input.intent === 'send') {
			await requestVisitorCode(
				{ db, sender: getCodeSender(), secret: otpSecret(), maxSendsPerIp: getEnv().OTP_MAX_SENDS_PER_IP },
				{ number: input.number, phone: input.phone, channel: input.channel, locale, ip: context.clientIp ?? null },
			)
			return data<VisitorActionData>({ step: 'code', ...echo })
		}
		const proven = await verifyVisitorCode({ db, secret: otpSecret() }, { number: input.number, phone: input.phone, code: input.code })
		return redirect(visitorOrderPath(proven.number), { headers: { 'Set-Cookie': await rememberVisitorProof(request, proven.orderId) } })
	} catch (error) {
		if (error instanceof VisitorOrderError) {
			return data<VisitorActionData>({ step: 'details', ...echo, error: error.messageId, field: error.field }, { status: error.status })
		}
		if (error instanceof AuthError) {
			const { cause: _cause, ...values } = error.values
			return data<VisitorActionData>(
				{ step, ...echo, error: error.messageId, field: step === 'code' ? 'code' : undefined, values },
				{ status: error.status },
			)
		}
		throw error
	}
}

export default function VisitorOrderDetailsPage() {
	const { number, order, tracking, proofMinutes } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.visitorOrderDetails.title" />
			<PageBody endSpace>
				{order && tracking ? <VisitorOrder order={order} tracking={tracking} proofMinutes={proofMinutes} /> : <FindOrder number={number} />}
			</PageBody>
		</>
	)
}

type LoadedOrder = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['order']>
type LoadedTracking = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['tracking']>

function VisitorOrder({ order, tracking, proofMinutes }: { order: LoadedOrder; tracking: LoadedTracking; proofMinutes: number }) {
	const intl = useIntl()
	return (
		<>
			<Card asChild gap="small">
				<section aria-labelledby="visitor-order">
					<div className={styles.sectionHead}>
						<Heading level={4} as="h2" tone="strong" id="visitor-order">
							<FormattedMessage id="order.number.value" values={{ number: <Ltr>{order.number}</Ltr> }} />
						</Heading>
						<OrderStatusBadge status={order.status} />
					</div>
					<Text size="small">
						<FormattedMessage id={`order.statusHint.${order.status}`} />
					</Text>
					<dl className={styles.facts}>
						<Fact labelId="order.info.submitted">
							<time dateTime={order.submittedAt.toISOString()}>
								{intl.formatDate(order.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}
							</time>
						</Fact>
						<Fact labelId="order.info.paymentType">
							<FormattedMessage id={`order.paymentType.${order.paymentType}`} />
						</Fact>
						<Fact labelId="order.info.logisticsMethod">
							<FormattedMessage id={`order.logisticsMethod.${order.logisticsMethod}`} />
						</Fact>
						<Fact labelId="visitorOrder.recipient">
							<span>
								<bdi>{order.recipient}</bdi> <Ltr>{order.phone}</Ltr>
							</span>
						</Fact>
						{tracking.logisticsNumber ? (
							<Fact labelId="order.info.logisticsNumber">
								<Ltr>{tracking.logisticsNumber}</Ltr>
							</Fact>
						) : null}
					</dl>
				</section>
			</Card>
			<Card asChild gap="small">
				<section aria-labelledby="visitor-items">
					<Heading level={4} as="h2" tone="strong" id="visitor-items">
						<FormattedMessage id="order.items.title" values={{ count: order.items.length, countText: intl.formatNumber(order.items.length) }} />
					</Heading>
					<OrderItems items={order.items} linkProducts={false} />
				</section>
			</Card>
			<ProductCost amounts={order.amounts} />
			<LogisticsCosts costs={order.logisticsCosts} estimatedAmount={order.estimatedLogisticsAmount} paid={order.logisticsPaid} />
			<Card asChild gap="small">
				<section aria-labelledby="visitor-timeline">
					<Heading level={4} as="h2" tone="strong" id="visitor-timeline">
						<FormattedMessage id="logistics.timeline.title" />
					</Heading>
					<TrackingEstimateBox estimate={tracking.estimate} />
					<TrackingTimeline legs={tracking.legs} />
				</section>
			</Card>
			<Text size="small" tone="muted">
				<FormattedMessage id="visitorOrder.proofNote" values={{ minutes: proofMinutes }} />
			</Text>
			<SignInHint />
		</>
	)
}

function SignInHint() {
	return (
		<Text size="small" tone="muted">
			<Link to={href('/pages/login/index', { redirectTo: orderListPath() })}>
				<FormattedMessage id="visitorOrder.signIn" />
			</Link>
		</Text>
	)
}

function FindOrder({ number }: { number: string }) {
	const intl = useIntl()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
	const message = (field: VisitorActionData['field'] | null) =>
		actionData?.error && (actionData.field ?? null) === field ? intl.formatMessage({ id: actionData.error }, actionData.values) : undefined

	if (actionData?.step === 'code') {
		return (
			<Card asChild gap="small">
				<section aria-labelledby="visitor-code">
					<Heading level={4} as="h2" tone="strong" id="visitor-code">
						<FormattedMessage id="visitorOrder.code.title" />
					</Heading>
					<Text size="small" role="status">
						<FormattedMessage
							id="visitorOrder.code.sent"
							values={{
								number: <Ltr>{actionData.number}</Ltr>,
								phone: <Ltr>{maskPhone(actionData.phone.replace(/[\s-]/g, ''))}</Ltr>,
								digits: CODE_LENGTH,
								minutes: OTP_CODE_TTL_MINUTES,
							}}
						/>
					</Text>
					<Form method="post" className={styles.form}>
						<input type="hidden" name="intent" value="verify" />
						<input type="hidden" name="number" value={actionData.number} />
						<input type="hidden" name="phone" value={actionData.phone} />
						<input type="hidden" name="channel" value={actionData.channel} />
						<TextField
							name="code"
							label={intl.formatMessage({ id: 'visitorOrder.code.label' })}
							inputMode="numeric"
							autoComplete="one-time-code"
							maxLength={CODE_LENGTH}
							pattern="[0-9]*"
							dir="ltr"
							required
							// The code step has this one field.
							// eslint-disable-next-line jsx-a11y/no-autofocus
							autoFocus
							error={message('code')}
						/>
						<Button type="submit" fullWidth size="large" loading={busy('verify')}>
							<FormattedMessage id="visitorOrder.code.submit" />
						</Button>
					</Form>
					<Form method="post" className={styles.formRow}>
						<input type="hidden" name="intent" value="send" />
						<input type="hidden" name="number" value={actionData.number} />
						<input type="hidden" name="phone" value={actionData.phone} />
						<input type="hidden" name="channel" value={actionData.channel} />
						<Button type="submit" variant="ghost" size="small" loading={busy('send')}>
							<FormattedMessage id="visitorOrder.code.resend" />
						</Button>
						<Button asChild variant="ghost" tone="neutral" size="small">
							<Link to={visitorOrderPath(actionData.number)}>
								<FormattedMessage id="visitorOrder.code.change" />
							</Link>
						</Button>
					</Form>
				</section>
			</Card>
		)
	}

	const formError = message(null)
	return (
		<>
			<Card asChild gap="small">
				<section aria-labelledby="visitor-find">
					<Heading level={4} as="h2" tone="strong" id="visitor-find">
						<FormattedMessage id="visitorOrder.find.title" />
					</Heading>
					<Text size="small" tone="muted">
						<FormattedMessage id="visitorOrder.find.body" />
					</Text>
					{formError ? (
						<Text tone="danger" size="small" role="alert">
							{formError}
						</Text>
					) : null}
					<Form method="post" className={styles.form}>
						<input type="hidden" name="intent" value="send" />
						<TextField
							name="number"
							label={intl.formatMessage({ id: 'visitorOrder.number.label' })}
							hint={
								<FormattedMessage id="visitorOrder.number.hint" values={{ example: <Ltr className={styles.nowrap}>{ORDER_NUMBER_EXAMPLE}</Ltr> }} />
							}
							defaultValue={actionData?.number ?? number}
							autoCapitalize="characters"
							autoComplete="off"
							spellCheck={false}
							dir="ltr"
							maxLength={40}
							required
							error={message('number')}
						/>
						<TextField
							name="phone"
							type="tel"
							label={intl.formatMessage({ id: 'visitorOrder.phone.label' })}
							hint={<FormattedMessage id="visitorOrder.phone.hint" values={{ example: <Ltr className={styles.nowrap}>{PHONE_EXAMPLE}</Ltr> }} />}
							defaultValue={actionData?.phone ?? ''}
							autoComplete="tel"
							inputMode="tel"
							dir="ltr"
							maxLength={30}
							required
							error={message('phone')}
						/>
						<Button type="submit" name="channel" value="whatsapp" fullWidth size="large" icon="whatsapp" loading={busy('send')}>
							<FormattedMessage id="visitorOrder.send.whatsapp" />
						</Button>
						<Button type="submit" name="channel" value="sms" fullWidth variant="outline" icon="chat">
							<FormattedMessage id="visitorOrder.send.sms" />
						</Button>
					</Form>
				</section>
			</Card>
			<Callout.Root tone="brand">
				<Callout.Icon name="info" />
				<Callout.Text muted>
					<FormattedMessage id="visitorOrder.privacy" />
				</Callout.Text>
			</Callout.Root>
			<SignInHint />
		</>
	)
}
