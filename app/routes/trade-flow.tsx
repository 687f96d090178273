import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import {
	Form,
	Link,
	type ShouldRevalidateFunction,
	useActionData,
	useLoaderData,
	useLocation,
	useNavigate,
	useNavigation,
	useRouteError,
} from '@remix-run/react'
import { type MouseEvent, useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ActionBar, Box, Button, Callout, EmptyState, Icon, PageBody, Price, Stack, Text, toast } from '#design-system'
import { ErrorScreen } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { cartCheckoutLines, CartError } from '#app/modules/cart/cart.server.ts'
import { findCheckoutDraft, openCheckoutDraft, type PlacedCheckout } from '#app/modules/orders/checkout-drafts.server.ts'
import { CheckoutItems } from '#app/modules/checkout/CheckoutItems.tsx'
import { type CheckoutErrors, previewTradeFlow, submitCheckout, type TradeFlowOrigin } from '#app/modules/checkout/checkout.server.ts'
import { LogisticsChoice, PaymentChoice } from '#app/modules/checkout/ChoiceSections.tsx'
import { CouponChoice } from '#app/modules/checkout/CouponChoice.tsx'
import { DeliverySection } from '#app/modules/checkout/DeliverySection.tsx'
import { PriceBreakdown } from '#app/modules/checkout/PriceBreakdown.tsx'
import { RemarkField } from '#app/modules/checkout/RemarkField.tsx'
import {
	COUPON_AUTO,
	COUPON_NONE,
	readTradeFlowParams,
	type TradeFlowState,
	tradeFlowUrl,
	withQuantity,
} from '#app/modules/checkout/trade-flow-url.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { checkoutLink, orderLink } from '#app/links.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'

const FORM_ID = 'trade-flow'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.tradeFlow.title')

/** The page carries a one-time idempotency key: never from a cache, never the back-forward cache. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * The trade flow (spec section 2; issue 6 item 2). Every choice lives in the address (trade-flow-url.ts), so
 * the page is whatever the address says, priced now by priceCheckout: from "buy now", from the cart, or from an
 * accepted quote. The idempotency key is made here, once per drawing of the page. A fresh link opens a checkout
 * draft (its id goes into the address); a draft already placed shows its order, never the live form again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	if (user.role !== 'buyer') throw data(null, { status: 403 })
	const url = new URL(request.url)
	const db = getDb()
	// Cart lines handed over by id (a repurchase fills the cart, then comes here): the lines themselves.
	const lineIds = url.searchParams.getAll('lineId')
	if (lineIds.length > 0) {
		const lines = await cartCheckoutLines(db, { userId: user.id, lineIds }).catch((error: unknown) => {
			if (error instanceof CartError) return null
			throw error
		})
		throw redirect(lines ? checkoutLink('cart', lines) : href('/pages/cart/index'))
	}
	const { state, canonical } = readTradeFlowParams(url.searchParams)
	const draft = state.draftId ? await findCheckoutDraft(db, { userId: user.id, draftId: state.draftId }) : null
	// A new checkout (or an unknown draft): open one; it is in the address from here on, so back comes to it.
	if (!draft) throw redirect(tradeFlowUrl(state, { draftId: await openCheckoutDraft(db, { userId: user.id }) }))
	if (draft.placed) return data({ placed: placedView(draft.placed) }, { headers: { 'Cache-Control': 'private, no-store' } })
	if (!canonical) throw redirect(tradeFlowUrl(state))
	const { locale } = await getRequestContext(request)
	const view = await previewTradeFlow(db, { userId: user.id, locale, state })
	if (!view) throw data(null, { status: 404 })
	return data(
		{ placed: null, state, view, idempotencyKey: crypto.randomUUID(), couponsOpen: url.searchParams.get('coupons') === '1' },
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

/** What the page says of a checkout already placed: the order's number and where it is. */
function placedView(order: PlacedCheckout) {
	return { number: order.number, href: orderLink(order.orderId) }
}

/**
 * Place the order. Missing choices come back as 422 with their messages and everything the buyer sent; card
 * and transfer go on to pay the goods, cash types to the order with a toast. The same key twice is one order.
 */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireUserContext(request)
	if (user.role !== 'buyer') throw data(null, { status: 403 })
	const { locale } = await getRequestContext(request)
	const result = await submitCheckout(getDb(), { userId: user.id, locale, form: await readForm(request) })
	if (!result.ok) return data(result, { status: result.status })
	if (result.toastId) {
		const tone = result.toastId === 'checkout.alreadyPlaced.title' ? 'info' : 'success'
		return redirectWithToast(request, result.redirectTo, { messageId: result.toastId, tone })
	}
	return redirect(result.redirectTo)
}

/** Typing a remark is mirrored into the address (so a reload keeps it) without pricing the page again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
	if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
	const withoutRemark = (url: URL) => {
		const params = new URLSearchParams(url.search)
		params.delete('remark')
		return `${url.pathname}?${params.toString()}`
	}
	if (currentUrl.href !== nextUrl.href && withoutRemark(currentUrl) === withoutRemark(nextUrl)) return false
	return defaultShouldRevalidate
}

export default function TradeFlowPage() {
	const page = useLoaderData<typeof loader>()
	if (page.placed) return <AlreadyPlaced number={page.placed.number} href={page.placed.href} />
	return <OpenCheckout {...page} />
}

/** Back to a checkout that already made its order: that order, and no way to place it again. */
function AlreadyPlaced({ number, href }: { number: string; href: string }) {
	return (
		<>
			<PageHeader titleId="page.tradeFlow.title" />
			<EmptyState
				data-checkout-placed
				icon={<Icon name="check" size="large" />}
				title={<FormattedMessage id="checkout.alreadyPlaced.title" />}
				description={<FormattedMessage id="checkout.alreadyPlaced.description" values={{ number: <bdi>{number}</bdi> }} />}
				action={
					<Button asChild>
						<Link to={href}>
							<FormattedMessage id="checkout.alreadyPlaced.view" />
						</Link>
					</Button>
				}
			/>
		</>
	)
}

type OpenCheckoutProps = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { placed: { number: string } }>

function OpenCheckout({ state, view, idempotencyKey, couponsOpen }: OpenCheckoutProps) {
	const actionData = useActionData<typeof action>()
	const refusal = actionData && !actionData.ok ? actionData : null
	const errors: CheckoutErrors = refusal?.errors ?? {}
	// After a refusal the page shows what was sent (nothing the buyer chose is lost), else the address's state.
	const shown: TradeFlowState = refusal?.state ?? state
	const navigation = useNavigation()
	const navigate = useNavigate()
	const location = useLocation()
	const intl = useIntl()
	const formRef = useRef<HTMLFormElement>(null)
	const here = tradeFlowUrl(state)
	const placing =
		navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction?.startsWith(href('/pages/trade_flow/index'))

	useEffect(() => {
		if (!refusal) return
		toast({ id: 'trade-flow', title: intl.formatMessage({ id: refusal.messageId }), tone: 'danger' })
		document.querySelector('[data-trade-flow] [role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' })
	}, [refusal, intl])

	const go = (next: TradeFlowState) => navigate(tradeFlowUrl(next), { replace: true, preventScrollReset: true })
	const typedRemark = () => {
		const field = formRef.current?.elements.namedItem('remark')
		return field instanceof HTMLTextAreaElement ? field.value.trim() : state.remark
	}
	// Leaving for the address book: come back with the remark typed so far.
	const carryRemark = (event: MouseEvent<HTMLAnchorElement>) => {
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		const remark = typedRemark()
		event.preventDefault()
		const target = new URL(event.currentTarget.href)
		target.searchParams.set('redirectTo', tradeFlowUrl(state, { remark }))
		navigate(`${target.pathname}${target.search}`)
	}
	const paymentType = shown.paymentType !== null && view.paymentTypes.includes(shown.paymentType) ? shown.paymentType : null

	if (view.lines.length === 0) {
		return (
			<>
				<PageHeader titleId="page.tradeFlow.title" />
				<EmptyState
					icon={<Icon name="cart" size="large" />}
					title={<FormattedMessage id="checkout.empty.title" />}
					description={<FormattedMessage id="checkout.empty.description" />}
					action={
						<Button asChild>
							<Link to={href('/pages/cart/index')}>
								<FormattedMessage id="checkout.empty.action" />
							</Link>
						</Button>
					}
				/>
			</>
		)
	}

	return (
		<>
			<PageHeader titleId="page.tradeFlow.title" />
			<Form method="post" action={here} id={FORM_ID} ref={formRef} noValidate data-trade-flow>
				<PageBody gap="small" padding="block">
					<input type="hidden" name="source" value={state.source} />
					{state.draftId ? <input type="hidden" name="draft" value={state.draftId} /> : null}
					{state.quoteId ? <input type="hidden" name="quoteId" value={state.quoteId} /> : null}
					{state.campaignId ? <input type="hidden" name="campaignId" value={state.campaignId} /> : null}
					<input type="hidden" name="addressId" value={view.address?.id ?? ''} />
					{/* The coupon applied now; "best" stays "best" while there is none, so a later change of lines can still find one. */}
					<input type="hidden" name="userCouponId" value={view.userCouponId ?? (state.userCouponId === COUPON_AUTO ? COUPON_AUTO : COUPON_NONE)} />
					<input type="hidden" name="idempotencyKey" value={idempotencyKey} />
					{view.origin ? <AgreedOrigin origin={view.origin} /> : null}
					<DeliverySection address={view.address} returnTo={here} error={errors.addressId ?? null} onLeave={carryRemark} />
					<CheckoutItems
						lines={view.lines}
						formId={FORM_ID}
						editable={!(view.origin?.type === 'campaign' && view.origin.kind === 'free_gift')}
						error={errors.lines ?? null}
						lineErrors={refusal?.lineErrors ?? {}}
						onQuantity={(skuId, typed) => go({ ...withQuantity(state, skuId, typed), remark: typedRemark() })}
					/>
					<LogisticsChoice
						formId={FORM_ID}
						selected={shown.logisticsMethod}
						estimate={view.estimatedLogisticsAmount}
						transit={view.transit}
						error={errors.logisticsMethod ?? null}
						onChange={(logisticsMethod) => go({ ...state, logisticsMethod, remark: typedRemark() })}
					/>
					{view.origin ? null : (
						<CouponChoice
							coupons={view.coupons}
							chosenId={view.userCouponId}
							discount={view.discountAmount}
							hrefFor={(userCouponId) => tradeFlowUrl(state, { userCouponId })}
							panelOpen={couponsOpen}
							panelHref={`${here}&coupons=1#coupons`}
							error={errors.userCouponId ?? null}
						/>
					)}
					<RemarkField
						defaultValue={shown.remark}
						error={errors.remark ?? null}
						onBlur={(remark) => {
							if (remark !== (new URLSearchParams(location.search).get('remark') ?? '')) go({ ...state, remark })
						}}
					/>
					<PriceBreakdown
						goodsAmount={view.goodsAmount}
						pieces={view.pieces}
						discountAmount={view.discountAmount}
						subsidyAmount={view.subsidyAmount}
						couponsApply={view.origin === null}
						payableAmount={view.payableAmount}
						estimatedLogisticsAmount={view.estimatedLogisticsAmount}
						logisticsChosen={state.logisticsMethod !== null}
					/>
					{view.origin && view.payableAmount === 0 && view.orderable ? null : (
						<PaymentChoice
							formId={FORM_ID}
							types={view.paymentTypes}
							selected={paymentType}
							error={errors.paymentType ?? null}
							onChange={(type) => go({ ...state, paymentType: type, remark: typedRemark() })}
						/>
					)}
					<noscript>
						<Stack direction="row" justify="center" padding="medium">
							<Button type="submit" formMethod="get" formAction={href('/pages/trade_flow/index')} variant="outline" tone="neutral">
								<FormattedMessage id="checkout.update" />
							</Button>
						</Stack>
					</noscript>
				</PageBody>
			</Form>
			{errors.form ? (
				<Box as="p" role="alert" background="dangerSoft" paddingInline="large" paddingBlock="small">
					<Text tone="danger" size="small" weight="medium" inline>
						<FormattedMessage id={errors.form} />
					</Text>
				</Box>
			) : null}
			<ActionBar inset="large">
				<Stack gap="xxsmall" flexGrow={1} aria-live="polite">
					<Text tone="muted" size="small">
						<FormattedMessage id="checkout.summary.payNow" />
					</Text>
					<Price amount={view.payableAmount} size="large" />
				</Stack>
				<Button type="submit" form={FORM_ID} size="large" loading={placing} loadingLabel={intl.formatMessage({ id: 'checkout.submitting' })}>
					<FormattedMessage id="checkout.submit" />
				</Button>
			</ActionBar>
		</>
	)
}

/** Whose prices these are: an accepted quote (until when it stands) or a won campaign. */
function AgreedOrigin({ origin }: { origin: TradeFlowOrigin }) {
	const intl = useIntl()
	const date = (value: Date | string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
	return (
		<Callout.Root tone="brand" role="note">
			<Callout.Icon name={origin.type === 'quote' ? 'send' : 'gift'} />
			<Callout.Text muted>
				{origin.type === 'quote' ? (
					<FormattedMessage id="checkout.origin.quote" values={{ date: date(origin.validUntil) }} />
				) : (
					<FormattedMessage id={origin.kind === 'free_gift' ? 'checkout.origin.gift' : 'checkout.origin.group'} />
				)}
			</Callout.Text>
		</Callout.Root>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<>
			<PageHeader titleId="page.tradeFlow.title" />
			<ErrorScreen error={error} />
		</>
	)
}
