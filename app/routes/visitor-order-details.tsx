import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Ltr, Text, TextField, Heading, Card, PageBody, Callout, Price, DataList, Stack, Badge } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { getCodeSender, otpSecret } from '#app/modules/auth/auth.server.ts'
import { CODE_LENGTH } from '#app/modules/auth/rules.ts'
import { OTP_CODE_TTL_MINUTES } from '#app/providers/otp/messages.ts'
import { maskPhone } from '#app/modules/orders/ui/mask.ts'
import { TrackingEstimateBox, TrackingTimeline } from '#app/modules/orders/ui/TrackingTimeline.tsx'
import { visitorOrderView } from '#app/modules/orders/order-views.server.ts'
import { Fact } from '#app/modules/orders/ui/OrderAmounts.tsx'
import { OrderCosts, OrderDateTime, OrderItemsSection, PaymentTypeFact } from '#app/modules/orders/ui/OrderSections.tsx'
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
import { type PaymentStage } from '#app/db/schema/order-vocabulary.ts'
import { PAYMENT_TYPE, paysOnHandover } from '#app/modules/orders/order-status.ts'
import { type PaymentNotice, paymentNotice } from '#app/modules/orders/ui/payment-notice.ts'
import { PaymentNoticeBox } from '#app/modules/orders/ui/PaymentNoticeBox.tsx'
import { getBankAccount } from '#app/modules/payments/bank-account.server.ts'
import { BankTransferDetails } from '#app/modules/payments/BankTransferDetails.tsx'
import { CashDue } from '#app/modules/payments/CashDue.tsx'
import { PaymentMethodForm } from '#app/modules/payments/PaymentMethodForm.tsx'
import { PaymentError } from '#app/modules/payments/payments.server.ts'
import { MAX_SLIPS, SLIP_FIELD, SLIP_MAX_BYTES, VisitorPaymentActionSchema } from '#app/modules/payments/schema.ts'
import { SlipUploadForm } from '#app/modules/payments/SlipUploadForm.tsx'
import {
	beginVisitorCardCheckout,
	getVisitorPaymentPage,
	startVisitorPayment,
	submitVisitorSlips,
} from '#app/modules/payments/visitor-payments.server.ts'
import { getPaymentGateway } from '#app/providers/payment/index.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { discardRequestBody, filesOf, readForm, tryUpload } from '#app/utils/request-body.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
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
	const url = new URL(request.url)
	const number = (url.searchParams.get('number') ?? '').trim().slice(0, 40)
	const db = getDb()
	const order = number ? await provenOrder(db, request, number) : null
	const proofMinutes = VISITOR_PROOF_TTL_MS / 60_000
	if (!order) return { number, order: null, tracking: null, payment: null, notice: null, proofMinutes }
	const view = await visitorOrderView(db, order)
	return data(
		{
			number: order.number,
			order: view.order,
			tracking: view.tracking,
			payment: order.actions.pay ? await paymentPanel(order.id, order.actions.pay, url.searchParams.get('change') === '1') : null,
			notice: paymentNotice({ awaited: order.actions.pay, payments: order.payments }),
			proofMinutes,
		},
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

/**
 * What the payment page would show the buyer for the stage the order waits for, in this page: slips under review ·
 * an open transfer (the account and the upload; also before one is started when the order is paid by transfer) ·
 * an open cash payment (nothing to pay online) · the method choice (card, transfer; after a failure or rejection
 * too).
 */
type PanelMode = 'inReview' | 'transfer' | 'cash' | 'choose'

async function paymentPanel(orderId: string, stage: PaymentStage, change: boolean) {
	const view = await getVisitorPaymentPage(getDb(), { provenOrderId: orderId, stage })
	if (!view.due || view.amount === null) return null
	const latest = view.latest
	const open = latest?.status === 'pending' && !change
	let mode: PanelMode = 'choose'
	if (latest?.status === 'in_review') mode = 'inReview'
	else if (open && latest.type === PAYMENT_TYPE.bankTransfer) mode = 'transfer'
	else if (open && paysOnHandover(latest.type)) mode = 'cash'
	else if (!change && (!latest || latest.status === 'cancelled') && view.preferredType === PAYMENT_TYPE.bankTransfer) mode = 'transfer'
	return {
		mode,
		stage,
		amount: view.amount,
		methods: view.methods,
		defaultType: view.preferredType ?? PAYMENT_TYPE.card,
		latest: latest ? { type: latest.type, status: latest.status, slipCount: latest.slips.length } : null,
		/** The open transfer the slips are for; null when sending them starts it. */
		transferId: mode === 'transfer' && latest?.status === 'pending' && latest.type === PAYMENT_TYPE.bankTransfer ? latest.id : null,
		pickupStore: view.pickupStore,
		bank: mode === 'transfer' ? getBankAccount() : null,
		// A fresh key per page view, as on the buyer's payment page: a double tap is one payment.
		idempotencyKey: crypto.randomUUID(),
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

/** A payment button of the proven order's page was refused: the message shows in the payment panel. */
type PaymentActionData = { step: 'pay'; error: string }

/** The proof ran out (or was never there) while paying: back to the form, the order number kept. */
function proofExpired(number: string, headers?: HeadersInit) {
	return data<VisitorActionData>(
		{ step: 'details', number, phone: '', channel: 'whatsapp', error: 'visitorOrder.proof.ranOut' },
		{ status: 401, headers },
	)
}

function paymentRefused(messageId: string, status: number, headers?: HeadersInit) {
	return data<PaymentActionData>({ step: 'pay', error: messageId }, { status, headers })
}

function isMultipart(request: Request) {
	return (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')
}

/**
 * Step 1 sends a code (the same answer whether or not the pair matches an order); step 2 checks it and remembers
 * the proof. With the proof, the page's payment buttons: start paying by a method (card: off to the gateway) and
 * send a transfer's slips — always for the proven order, whatever the form says.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const number = (new URL(request.url).searchParams.get('number') ?? '').trim().slice(0, 40)
	const db = getDb()
	const order = number ? await provenOrder(db, request, number) : null
	let form: FormData
	if (order) {
		// Streams the body: a slip over 10 MB, or a sixth file, stops the upload there (as on the buyer's page).
		const upload = await tryUpload(request, {
			maxFileSize: SLIP_MAX_BYTES,
			maxFiles: MAX_SLIPS,
			tooLargeMessageId: 'payment.slip.tooLarge',
			tooManyMessageId: 'payment.slip.tooMany',
		})
		if (!upload.ok) return paymentRefused(upload.refusal.messageId, upload.refusal.status, upload.refusal.headers)
		form = upload.form
	} else if (isMultipart(request)) {
		// Slips without a live proof: nothing is read.
		return proofExpired(number, (await discardRequestBody(request)) ? undefined : { Connection: 'close' })
	} else {
		form = await readForm(request)
	}
	const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
	if (fields.intent === 'start' || fields.intent === 'slips') {
		if (!order) return proofExpired(number)
		const parsed = VisitorPaymentActionSchema.safeParse(fields)
		if (!parsed.success) {
			const message = parsed.error.issues[0]?.message ?? ''
			return paymentRefused(/^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(message) ? message : 'error.http.400', 400)
		}
		return pay(request, { id: order.id, number: order.number, stage: order.actions.pay }, parsed.data, form)
	}

	const parsed = VisitorActionSchema.safeParse(fields)
	if (!parsed.success)
		return data<VisitorActionData>({ step: 'details', number: '', phone: '', channel: 'whatsapp', error: 'error.http.400' }, { status: 400 })
	const input = parsed.data
	const { locale } = (await getRequestContext(request)).requestLocale
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

/** The gateway sends the payer back here with its signed result: an absolute URL on this site. */
function callbackUrl(request: Request) {
	return new URL(href('/pages/payment/callback'), getEnv().PUBLIC_URL ?? new URL(request.url).origin).toString()
}

/** The buyer's payment page's two commands, for the proven order (visitor-payments.server.ts). */
async function pay(
	request: Request,
	order: { id: string; number: string; stage: PaymentStage | null },
	command: ReturnType<typeof VisitorPaymentActionSchema.parse>,
	form: FormData,
) {
	const db = getDb()
	const here = visitorOrderPath(order.number)
	const start = async (type: number) => {
		if (!order.stage) throw new PaymentError('payment.error.notDue', 409)
		return startVisitorPayment(db, { provenOrderId: order.id, stage: order.stage, type, idempotencyKey: command.idempotencyKey })
	}
	try {
		if (command.intent === 'start') {
			const started = await start(command.type)
			if (started.type === PAYMENT_TYPE.card) {
				const { locale } = (await getRequestContext(request)).requestLocale
				const checkout = await beginVisitorCardCheckout(db, getPaymentGateway(), {
					provenOrderId: order.id,
					paymentId: started.paymentId,
					returnUrl: here,
					callbackUrl: callbackUrl(request),
					locale,
				})
				return redirect(checkout.redirectUrl)
			}
			if (paysOnHandover(started.type)) return redirectWithToast(request, here, { messageId: 'payment.cash.chosen', tone: 'success' })
			return redirect(here)
		}
		const files = filesOf(form, SLIP_FIELD)
		// The order is paid by transfer and none is open yet: sending the slips starts it (the same key, one transfer).
		const paymentId = command.paymentId ?? (await start(PAYMENT_TYPE.bankTransfer)).paymentId
		try {
			await submitVisitorSlips(db, {
				provenOrderId: order.id,
				paymentId,
				files: await Promise.all(files.map(async (file) => ({ bytes: new Uint8Array(await file.arrayBuffer()) }))),
			})
		} catch (error) {
			// A second tap after the slips went through: show where they are.
			if (error instanceof PaymentError && error.messageId === 'payment.slip.alreadySubmitted') return redirect(here)
			throw error
		}
		return redirectWithToast(request, here, { messageId: 'payment.slip.submitted', tone: 'success' })
	} catch (error) {
		if (error instanceof PaymentError) return paymentRefused(error.messageId, error.status)
		throw error
	}
}

export default function VisitorOrderDetailsPage() {
	const { number, order, tracking, payment, notice, proofMinutes } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.visitorOrderDetails.title" />
			<PageBody endSpace>
				{order && tracking && notice ? (
					<VisitorOrder order={order} tracking={tracking} payment={payment} notice={notice} proofMinutes={proofMinutes} />
				) : (
					<FindOrder number={number} />
				)}
			</PageBody>
		</>
	)
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>
type LoadedOrder = NonNullable<Loaded['order']>
type LoadedTracking = NonNullable<Loaded['tracking']>
type LoadedPayment = NonNullable<Loaded['payment']>

/** Whether the payment panel already says what the notice would: what is due, a transfer to finish, slips under review. */
function panelSays(notice: PaymentNotice) {
	return notice.kind === 'due' || notice.kind === 'inReview' || (notice.kind === 'continue' && notice.method === 'transfer')
}

function VisitorOrder({
	order,
	tracking,
	payment,
	notice,
	proofMinutes,
}: {
	order: LoadedOrder
	tracking: LoadedTracking
	payment: LoadedPayment | null
	notice: PaymentNotice
	proofMinutes: number
}) {
	return (
		<>
			<Card asChild gap="small">
				<section aria-labelledby="visitor-order">
					<Stack direction="row" align="center" justify="space-between" gap="small">
						<Heading level={4} as="h2" tone="strong" id="visitor-order">
							<FormattedMessage id="order.number.value" values={{ number: <Ltr>{order.number}</Ltr> }} />
						</Heading>
						<OrderStatusBadge status={order.status} />
					</Stack>
					<Text size="small">
						<FormattedMessage id={`order.statusHint.${order.status}`} />
					</Text>
					<DataList.Root>
						<Fact labelId="order.info.submitted">
							<OrderDateTime value={order.submittedAt} />
						</Fact>
						<PaymentTypeFact paymentType={order.paymentType} />
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
					</DataList.Root>
				</section>
			</Card>
			{payment && panelSays(notice) ? null : <PaymentNoticeBox orderId={null} notice={notice} />}
			{payment ? <VisitorPayment payment={payment} number={order.number} /> : null}
			<OrderItemsSection items={order.items} headingId="visitor-items" linkProducts={false} />
			<OrderCosts
				amounts={order.amounts}
				logisticsCosts={order.logisticsCosts}
				estimatedLogisticsAmount={order.estimatedLogisticsAmount}
				logisticsPaid={order.logisticsPaid}
			/>
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

function VisitorPayment({ payment, number }: { payment: LoadedPayment; number: string }) {
	const answer = useActionData<typeof action>()
	const error = answer?.step === 'pay' ? answer.error : null
	const changeTo = href('/pages/not-login-order-details/index', { number, change: '1' })
	const changeLink = (
		<Button asChild variant="ghost" tone="neutral" fullWidth>
			<Link to={changeTo}>
				<FormattedMessage id="payment.changeMethod" />
			</Link>
		</Button>
	)
	return (
		<Stack as="section" gap="small" aria-labelledby="visitor-payment">
			<Card gap="small">
				<Heading level={4} as="h2" tone="strong" id="visitor-payment">
					<FormattedMessage id="payment.title" />
				</Heading>
				<div>
					<Badge tone="brand">
						<FormattedMessage id={payment.stage === 'goods' ? 'payment.stage.goods' : 'payment.stage.logistics'} />
					</Badge>
				</div>
				<DataList.Root layout="amounts">
					<DataList.Item>
						<DataList.Label>
							<FormattedMessage id="payment.summary.amount" />
						</DataList.Label>
						<DataList.Value>
							<Price amount={payment.amount} size="large" />
						</DataList.Value>
					</DataList.Item>
				</DataList.Root>
			</Card>
			{error && payment.mode !== 'transfer' ? (
				<Callout.Root id="payment-method-error" tone="danger" role="alert">
					<Callout.Icon name="alert" />
					<Callout.Text>
						<FormattedMessage id={error} />
					</Callout.Text>
				</Callout.Root>
			) : null}
			{payment.mode === 'inReview' ? (
				<Callout.Root tone="brand" role="status">
					<Callout.Icon name="clock" />
					<Callout.Title>
						<FormattedMessage id="payment.review.title" />
					</Callout.Title>
					<span>
						<FormattedMessage id="payment.review.body" values={{ count: payment.latest?.slipCount ?? 0 }} />
					</span>
				</Callout.Root>
			) : null}
			{payment.mode === 'transfer' && payment.bank ? (
				<>
					<BankTransferDetails account={payment.bank} amount={payment.amount} orderNumber={number} />
					<SlipUploadForm
						fields={{ ...(payment.transferId ? { paymentId: payment.transferId } : {}), idempotencyKey: payment.idempotencyKey }}
						error={error}
					>
						{changeLink}
					</SlipUploadForm>
				</>
			) : null}
			{payment.mode === 'cash' && payment.latest ? (
				<CashDue type={payment.latest.type} amount={payment.amount} store={payment.pickupStore} changeTo={changeTo} />
			) : null}
			{payment.mode === 'choose' ? (
				<PaymentMethodForm
					methods={payment.methods}
					defaultType={payment.defaultType}
					amount={payment.amount}
					idempotencyKey={payment.idempotencyKey}
					error={error}
				/>
			) : null}
		</Stack>
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
	const answer = useActionData<typeof action>()
	const actionData = answer && answer.step !== 'pay' ? answer : undefined
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
					<Stack as={Form} method="post" gap="medium">
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
					</Stack>
					<Stack as={Form} method="post" direction="row" justify="end" gap="small" wrap>
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
					</Stack>
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
					<Stack as={Form} method="post" gap="medium">
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
					</Stack>
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
