import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, EmptyState, Icon, Price, PageBody, Badge, Card, DataList, Stack } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { PAYMENT_TYPE, paysOnHandover } from '#app/modules/orders/order-status.ts'
import { CopyableNumber } from '#app/modules/orders/ui/OrderNumber.tsx'
import { getBankAccount } from '#app/modules/payments/bank-account.server.ts'
import { CashDue } from '#app/modules/payments/CashDue.tsx'
import { BankTransferDetails } from '#app/modules/payments/BankTransferDetails.tsx'
import { PaymentMethodForm } from '#app/modules/payments/PaymentMethodForm.tsx'
import { submitBankSlips } from '#app/modules/payments/bank-transfer.server.ts'
import { beginCardCheckout } from '#app/modules/payments/card.server.ts'
import { getPaymentPage } from '#app/modules/payments/payment-views.server.ts'
import { PaymentError, PaymentNotFoundError, startPayment } from '#app/modules/payments/payments.server.ts'
import * as styles from '#app/modules/payments/Payments.css.ts'
import { declineMessageId, MAX_SLIPS, PaymentActionSchema, PaymentPageQuerySchema, SLIP_FIELD, SLIP_MAX_BYTES } from '#app/modules/payments/schema.ts'
import { SlipUploadForm } from '#app/modules/payments/SlipUploadForm.tsx'
import { getPaymentGateway } from '#app/providers/payment/index.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { tryUpload } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { orderLink, paymentLink } from '#app/links.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, 'payment.title'), { name: 'robots', content: 'noindex' }]

function pageQuery(request: Request) {
	const parsed = PaymentPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!parsed.success) throw new Response(null, { status: 404 })
	return parsed.data
}

async function loadPage(userId: string, orderId: string, stage: 'goods' | 'logistics') {
	try {
		return await getPaymentPage(getDb(), { userId, orderId, stage })
	} catch (error) {
		if (error instanceof PaymentNotFoundError) throw new Response(null, { status: 404 })
		throw error
	}
}

/**
 * What the page shows, from the order and the newest attempt at the stage:
 * paid · notDue · inReview (slips with staff) · transfer (steps 1 and 2 of an open transfer) · cash (an open
 * cash payment: pay the courier or at the store) · choose (the method choice, after a failure or rejection too).
 */
type Mode = 'paid' | 'notDue' | 'inReview' | 'transfer' | 'cash' | 'choose'

export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	const query = pageQuery(request)
	const view = await loadPage(user.id, query.orderId, query.stage)
	const latest = view.latest
	let mode: Mode = 'choose'
	if (!view.due) mode = latest?.status === 'succeeded' ? 'paid' : 'notDue'
	else if (latest?.status === 'in_review') mode = 'inReview'
	else if (latest?.status === 'pending' && latest.type === PAYMENT_TYPE.bankTransfer && !query.change) mode = 'transfer'
	else if (latest?.status === 'pending' && paysOnHandover(latest.type) && !query.change) mode = 'cash'
	return data(
		{
			mode,
			step: (mode === 'transfer' && query.step === '2' ? 2 : 1) as 1 | 2,
			order: { id: view.orderId, number: view.orderNumber, deliveryMode: view.deliveryMode },
			stage: view.stage,
			amount: view.amount ?? 0,
			methods: view.methods,
			defaultType: view.preferredType ?? PAYMENT_TYPE.card,
			latest: latest
				? {
						id: latest.id,
						type: latest.type,
						status: latest.status,
						failureReason: latest.failureReason,
						slips: latest.slips,
						amount: latest.amount,
					}
				: null,
			pickupStore: view.pickupStore,
			bank: mode === 'transfer' ? getBankAccount() : null,
			// A fresh key per page view: a double tap (or a resent form) is one payment, a new visit a new attempt.
			idempotencyKey: crypto.randomUUID(),
		},
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

type ActionData = { error: string }

function refused(messageId: string, status: number, headers?: HeadersInit) {
	return data<ActionData>({ error: messageId }, { status, headers })
}

/** The gateway sends the buyer back here with its signed result: an absolute URL on this site. */
function callbackUrl(request: Request) {
	return new URL(href('/pages/payment/callback'), getEnv().PUBLIC_URL ?? new URL(request.url).origin).toString()
}

async function readPaymentForm(request: Request): Promise<FormData | ReturnType<typeof refused>> {
	// Streams the body: a slip over 10 MB, or a sixth file, stops the upload there.
	const upload = await tryUpload(request, {
		maxFileSize: SLIP_MAX_BYTES,
		maxFiles: MAX_SLIPS,
		tooLargeMessageId: 'payment.slip.tooLarge',
		tooManyMessageId: 'payment.slip.tooMany',
	})
	return upload.ok ? upload.form : refused(upload.refusal.messageId, upload.refusal.status, upload.refusal.headers)
}

/** Start paying by the chosen method (card: off to the gateway), or send the slips of an open transfer. */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireUserContext(request)
	const query = pageQuery(request)
	const here = paymentLink(query.orderId, query.stage)
	const form = await readPaymentForm(request)
	if (!(form instanceof FormData)) return form
	const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
	const parsed = PaymentActionSchema.safeParse(fields)
	if (!parsed.success) {
		const message = parsed.error.issues[0]?.message ?? ''
		return refused(/^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(message) ? message : 'error.http.400', 400)
	}
	const db = getDb()
	const command = parsed.data
	try {
		if (command.intent === 'start') {
			const started = await startPayment(db, {
				userId: user.id,
				orderId: query.orderId,
				stage: query.stage,
				type: command.type,
				idempotencyKey: command.idempotencyKey,
			})
			if (started.type === PAYMENT_TYPE.card) {
				const { locale } = await getRequestContext(request)
				const checkout = await beginCardCheckout(db, getPaymentGateway(), {
					userId: user.id,
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
		const files = form.getAll(SLIP_FIELD).filter((value): value is File => value instanceof File && value.size > 0)
		try {
			await submitBankSlips(db, {
				userId: user.id,
				paymentId: command.paymentId,
				files: await Promise.all(files.map(async (file) => ({ bytes: new Uint8Array(await file.arrayBuffer()) }))),
			})
		} catch (error) {
			// A second tap after the slips went through: show where they are.
			if (error instanceof PaymentError && error.messageId === 'payment.slip.alreadySubmitted') return redirect(here)
			throw error
		}
		return redirectWithToast(request, here, { messageId: 'payment.slip.submitted', tone: 'success' })
	} catch (error) {
		if (error instanceof PaymentNotFoundError) throw new Response(null, { status: 404 })
		if (error instanceof PaymentError) return refused(error.messageId, error.status)
		throw error
	}
}

export default function PaymentPage() {
	const page = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const error = actionData && 'error' in actionData ? actionData.error : null
	return (
		<>
			<PageHeader titleId={page.mode === 'transfer' ? 'payment.transfer.title' : 'payment.title'} />
			<PageBody endSpace>
				<Summary number={page.order.number} stage={page.stage} amount={page.amount} />
				{error && page.mode !== 'transfer' ? <ErrorNotice id="payment-method-error" messageId={error} /> : null}
				{page.mode === 'paid' || page.mode === 'notDue' ? <NothingDue paid={page.mode === 'paid'} orderId={page.order.id} /> : null}
				{page.mode === 'inReview' ? <InReview orderId={page.order.id} slips={page.latest?.slips ?? []} /> : null}
				{page.mode === 'cash' && page.latest ? (
					<CashDue
						type={page.latest.type}
						amount={page.amount}
						store={page.pickupStore}
						changeTo={paymentLink(page.order.id, page.stage, { change: '1' })}
					/>
				) : null}
				{page.mode === 'transfer' && page.latest && page.bank ? (
					<TransferSteps
						step={page.step}
						paymentId={page.latest.id}
						orderId={page.order.id}
						stage={page.stage}
						amount={page.amount}
						number={page.order.number}
						bank={page.bank}
						error={error}
					/>
				) : null}
				{page.mode === 'choose' ? (
					<>
						{page.latest?.status === 'failed' ? (
							<Notice tone="danger" icon="alert" titleId="payment.failed.title">
								<span>
									<FormattedMessage id={declineMessageId(page.latest.failureReason)} />
								</span>
							</Notice>
						) : null}
						{page.latest?.status === 'rejected' ? (
							<Notice tone="danger" icon="alert" titleId="payment.rejected.title">
								{page.latest.failureReason ? (
									<span>
										<FormattedMessage id="payment.rejected.reason" values={{ reason: <bdi>{page.latest.failureReason}</bdi> }} />
									</span>
								) : null}
								<span>
									<FormattedMessage id="payment.rejected.again" />
								</span>
							</Notice>
						) : null}
						<PaymentMethodForm
							methods={page.methods}
							defaultType={page.defaultType}
							amount={page.amount}
							idempotencyKey={page.idempotencyKey}
							error={error}
						/>
					</>
				) : null}
			</PageBody>
		</>
	)
}

function Summary({ number, stage, amount }: { number: string; stage: 'goods' | 'logistics'; amount: number }) {
	return (
		<Card asChild gap="small">
			<section aria-label={useIntl().formatMessage({ id: 'payment.summary.label' })}>
				<div>
					<Badge tone="brand">
						<FormattedMessage id={stage === 'goods' ? 'payment.stage.goods' : 'payment.stage.logistics'} />
					</Badge>
				</div>
				<DataList.Root layout="amounts">
					<DataList.Item>
						<DataList.Label>
							<FormattedMessage id="payment.summary.order" />
						</DataList.Label>
						<DataList.Value>
							<CopyableNumber value={number} />
						</DataList.Value>
					</DataList.Item>
					<DataList.Item>
						<DataList.Label>
							<FormattedMessage id="payment.summary.amount" />
						</DataList.Label>
						<DataList.Value>
							<Price amount={amount} size="large" />
						</DataList.Value>
					</DataList.Item>
				</DataList.Root>
			</section>
		</Card>
	)
}

function Notice({
	tone,
	icon,
	titleId,
	children,
}: {
	tone: 'brand' | 'success' | 'warning' | 'danger'
	icon: 'alert' | 'info' | 'clock'
	titleId: string
	children?: ReactNode
}) {
	return (
		<Callout.Root tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
			<Callout.Icon name={icon} />
			<Callout.Title>
				<FormattedMessage id={titleId} />
			</Callout.Title>
			{children}
		</Callout.Root>
	)
}

function ErrorNotice({ id, messageId }: { id: string; messageId: string }) {
	return (
		<Callout.Root id={id} tone="danger" role="alert">
			<Callout.Icon name="alert" />
			<Callout.Text>
				<FormattedMessage id={messageId} />
			</Callout.Text>
		</Callout.Root>
	)
}

function NothingDue({ paid, orderId }: { paid: boolean; orderId: string }) {
	return (
		<EmptyState
			icon={<Icon name={paid ? 'card' : 'info'} size="large" />}
			title={<FormattedMessage id={paid ? 'payment.paid.title' : 'payment.notDue.title'} />}
			description={<FormattedMessage id={paid ? 'payment.paid.body' : 'payment.notDue.body'} />}
			action={
				<Button asChild variant="soft">
					<Link to={orderLink(orderId)}>
						<FormattedMessage id="payment.viewOrder" />
					</Link>
				</Button>
			}
		/>
	)
}

function InReview({ orderId, slips }: { orderId: string; slips: readonly { id: string; url: string; contentType: string }[] }) {
	const intl = useIntl()
	return (
		<>
			<Notice tone="brand" icon="clock" titleId="payment.review.title">
				<span>
					<FormattedMessage id="payment.review.body" values={{ count: slips.length }} />
				</span>
			</Notice>
			{slips.length > 0 ? (
				<ul className={styles.previews} aria-label={intl.formatMessage({ id: 'payment.slip.sent' })}>
					{slips.map((slip, index) => (
						<li key={slip.id} className={styles.preview}>
							<a href={slip.url} target="_blank" rel="noreferrer" aria-label={intl.formatMessage({ id: 'payment.slip.open' }, { number: index + 1 })}>
								{slip.contentType.startsWith('image/') ? (
									<img src={slip.url} alt="" className={styles.previewImage} loading="lazy" />
								) : (
									<span className={styles.previewDocument}>
										<Icon name="box" />
									</span>
								)}
							</a>
						</li>
					))}
				</ul>
			) : null}
			<Button asChild variant="outline" tone="neutral" size="large" fullWidth>
				<Link to={orderLink(orderId)}>
					<FormattedMessage id="payment.viewOrder" />
				</Link>
			</Button>
		</>
	)
}

function TransferSteps({
	step,
	paymentId,
	orderId,
	stage,
	amount,
	number,
	bank,
	error,
}: {
	step: 1 | 2
	paymentId: string
	orderId: string
	stage: 'goods' | 'logistics'
	amount: number
	number: string
	bank: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['bank']>
	error: string | null
}) {
	const intl = useIntl()
	return (
		<>
			<ol className={styles.steps} aria-label={intl.formatMessage({ id: 'payment.transfer.steps' })}>
				<li className={styles.step} aria-current={step === 1 ? 'step' : undefined}>
					<span className={styles.stepNumber}>{intl.formatNumber(1)}</span>
					<FormattedMessage id="payment.transfer.step1" />
				</li>
				<li className={styles.step} aria-current={step === 2 ? 'step' : undefined}>
					<span className={styles.stepNumber}>{intl.formatNumber(2)}</span>
					<FormattedMessage id="payment.transfer.step2" />
				</li>
			</ol>
			{step === 1 ? (
				<>
					<BankTransferDetails account={bank} amount={amount} orderNumber={number} />
					<Stack gap="small">
						<Button asChild size="large" fullWidth iconEnd="arrow-forward">
							<Link to={paymentLink(orderId, stage, { step: '2' })}>
								<FormattedMessage id="payment.transfer.next" />
							</Link>
						</Button>
						<Button asChild variant="ghost" tone="neutral" fullWidth>
							<Link to={paymentLink(orderId, stage, { change: '1' })}>
								<FormattedMessage id="payment.changeMethod" />
							</Link>
						</Button>
					</Stack>
				</>
			) : (
				<SlipUploadForm fields={{ paymentId }} error={error}>
					<Button asChild variant="ghost" tone="neutral" fullWidth icon="arrow-back">
						<Link to={paymentLink(orderId, stage)}>
							<FormattedMessage id="payment.transfer.back" />
						</Link>
					</Button>
				</SlipUploadForm>
			)}
		</>
	)
}
