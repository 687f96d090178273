import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ActionBar, Button, Checkbox, EmptyState, Icon, Price, Stack, Text, toast } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { afterSignInQuery } from '#app/modules/auth/login-events.ts'
import { type CartActionData, CART_ID_PATTERN } from '#app/modules/cart/cart.ts'
import * as styles from '#app/modules/cart/Cart.css.ts'
import { addCart, cartCheckoutLines, CartError, countCart, listCart, removeCartLines, updateCartQuantity } from '#app/modules/cart/cart.server.ts'
import { CartLineItem } from '#app/modules/cart/CartLineItem.tsx'
import { cartActionInput, CartActionSchema } from '#app/modules/cart/schema.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { readWriteKey, writeOnce } from '#app/modules/system/write-receipts.server.ts'
import { href } from '#app/href.ts'
import { checkoutLink } from '#app/links.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'

const SELECTION_FORM_ID = 'cart-selection'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.cart.title')

/** The buyer's cart. `?lineId=` (repeated) are the lines chosen for checkout; by default every line that can be bought. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	if (user.role !== 'buyer') throw data(null, { status: 403 })
	const lines = await listCart(getDb(), { userId: user.id, locale })
	const asked = new URL(request.url).searchParams.getAll('lineId').filter((id) => CART_ID_PATTERN.test(id))
	const selected = asked.length > 0 ? asked : lines.filter((line) => line.available && !line.problem).map((line) => line.id)
	return { lines, selected: selected.filter((id) => lines.some((line) => line.id === id)) }
}

function fail(error: CartActionData & { ok: false }, status: number) {
	return data<CartActionData>(error, { status })
}

/**
 * Every cart form posts here: the product page's "add to cart", the steppers, remove (one line or the chosen
 * ones) and "check out". Fetchers get data back (the page stays, a toast answers); plain posts — without
 * JavaScript — carry `returnTo` and are sent back there. A visitor is asked to sign in first.
 */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	// The product page's button names its page in the action's address (its form is the GET "buy now" form).
	const rawReturnTo = form.get('returnTo') ?? new URL(request.url).searchParams.get('returnTo')
	const returnTo = rawReturnTo ? safeRedirectPath(rawReturnTo, href('/pages/cart/index')) : null
	const { user } = await getRequestContext(request)
	if (!user) {
		if (returnTo) {
			// A visitor's "add to cart" without JavaScript: signing in finishes it (issue 17).
			const parsed = CartActionSchema.safeParse(cartActionInput(form))
			const after =
				parsed.success && parsed.data.intent === 'add' && parsed.data.quantity > 0
					? afterSignInQuery({ addSkuId: parsed.data.skuId, addQuantity: parsed.data.quantity })
					: {}
			return redirect(href('/pages/login/index', { redirectTo: returnTo, ...after }))
		}
		if (form.get('intent') === 'add') return fail({ ok: false, error: { id: 'error.http.401' } }, 401)
		return redirect(href('/pages/login/index', { redirectTo: href('/pages/cart/index') }))
	}
	if (user.role !== 'buyer') return fail({ ok: false, error: { id: 'error.http.403' } }, 403)
	const parsed = CartActionSchema.safeParse(cartActionInput(form))
	if (!parsed.success) return fail({ ok: false, error: { id: 'error.http.400' } }, 400)
	const db = getDb()
	const input = parsed.data
	// A change made offline and sent by the device's queue carries a key: done once however often it arrives.
	const once = { userId: user.id, key: readWriteKey(form) }
	try {
		switch (input.intent) {
			case 'add': {
				const added = await writeOnce(db, once, (tx) => addCart(tx, { userId: user.id, skuId: input.skuId, quantity: input.quantity }))
				if (returnTo) return redirectWithToast(request, returnTo, { messageId: 'cart.added', tone: 'success' })
				const quantity = added.replayed ? 0 : added.value.quantity
				return data<CartActionData>({ ok: true, intent: 'add', quantity, count: await countCart(db, user.id) })
			}
			case 'update': {
				const quantity = input.step ? Math.max(0, input.quantity + Number(input.step)) : input.quantity
				await writeOnce(db, once, (tx) => updateCartQuantity(tx, { userId: user.id, lineId: input.lineId, quantity }))
				if (returnTo) return redirect(returnTo)
				return data<CartActionData>({ ok: true, intent: 'update', count: await countCart(db, user.id) })
			}
			case 'remove': {
				await writeOnce(db, once, (tx) => removeCartLines(tx, { userId: user.id, lineIds: input.lineId }))
				if (returnTo) return redirectWithToast(request, href('/pages/cart/index'), { messageId: 'cart.removed', tone: 'success' })
				return data<CartActionData>({ ok: true, intent: 'remove', count: await countCart(db, user.id) })
			}
			case 'checkout': {
				const lines = await cartCheckoutLines(db, { userId: user.id, lineIds: input.lineId })
				return redirect(checkoutLink('cart', lines))
			}
		}
	} catch (error) {
		if (!(error instanceof CartError)) throw error
		// From the product page without JavaScript: back there with the quantity asked, which it checks itself.
		if (returnTo && input.intent === 'add' && !returnTo.startsWith(href('/pages/cart/index'))) {
			const back = new URL(returnTo, 'http://dijla.invalid')
			back.searchParams.set('sku', input.skuId)
			back.searchParams.set('quantity', String(input.quantity))
			back.searchParams.delete('skuId')
			const messageId = error.values ? 'cart.add.failed' : error.messageId
			return redirectWithToast(request, `${back.pathname}${back.search}`, { messageId, tone: 'danger' })
		}
		return fail(
			{ ok: false, error: error.cartMessage, ...('lineId' in input && typeof input.lineId === 'string' ? { lineId: input.lineId } : {}) },
			error.status,
		)
	}
}

export default function CartPage() {
	const { lines, selected: initiallySelected } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const intl = useIntl()
	const hydrated = useHydrated()
	const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initiallySelected))
	const selectable = useMemo(() => lines.filter((line) => line.available), [lines])
	const selected = selectable.filter((line) => chosen.has(line.id))
	const total = selected.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
	const pieces = selected.reduce((sum, line) => sum + line.quantity, 0)
	const allChosen = selectable.length > 0 && selected.length === selectable.length
	const busy = navigation.state !== 'idle' && navigation.formData?.get('intent')
	const error = actionData && !actionData.ok && !actionData.lineId ? actionData.error : null

	useEffect(() => {
		if (error) toast({ id: 'cart-selection', title: intl.formatMessage({ id: error.id }, error.values), tone: 'danger' })
	}, [error, intl])

	const choose = (lineId: string, on: boolean) =>
		setChosen((current) => {
			const next = new Set(current)
			if (on) next.add(lineId)
			else next.delete(lineId)
			return next
		})
	const checkNothingChosen = (event: FormEvent<HTMLFormElement>) => {
		if (selected.length > 0) return
		event.preventDefault()
		const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value
		const messageId = intent === 'remove' ? 'cart.select.beforeDelete' : 'cart.select.beforeCheckout'
		toast({ id: 'cart-selection', title: intl.formatMessage({ id: messageId }), tone: 'warning' })
	}

	if (lines.length === 0) {
		return (
			<>
				<PageHeader titleId="page.cart.title" />
				<EmptyState
					icon={<Icon name="cart" size="large" />}
					title={<FormattedMessage id="cart.empty.title" />}
					description={<FormattedMessage id="cart.empty.description" />}
					action={
						<Button asChild>
							<Link to="/">
								<FormattedMessage id="cart.empty.action" />
							</Link>
						</Button>
					}
				/>
			</>
		)
	}

	return (
		<>
			<PageHeader titleId="page.cart.title" />
			<Stack gap="small" paddingBlock="small">
				<div className={styles.toolbar}>
					{hydrated ? (
						<Checkbox
							className={styles.toolbarCheck}
							checked={allChosen}
							onChange={(event) => setChosen(new Set(event.currentTarget.checked ? selectable.map((line) => line.id) : []))}
							label={<FormattedMessage id="cart.selectAll" />}
						/>
					) : (
						<Text size="small" tone="muted">
							<FormattedMessage id="cart.lines" values={{ count: lines.length }} />
						</Text>
					)}
					<Button
						type="submit"
						form={SELECTION_FORM_ID}
						name="intent"
						value="remove"
						variant="ghost"
						tone="danger"
						size="small"
						icon="trash"
						loading={busy === 'remove'}
					>
						<FormattedMessage id="cart.removeSelected" />
					</Button>
				</div>
				<Stack as="ul" gap="small">
					{lines.map((line) => (
						<CartLineItem
							key={line.id}
							line={line}
							selectionFormId={SELECTION_FORM_ID}
							selected={chosen.has(line.id)}
							onSelectedChange={(on) => choose(line.id, on)}
							pageError={actionData && !actionData.ok && actionData.lineId === line.id ? actionData.error : null}
						/>
					))}
				</Stack>
			</Stack>
			{error ? (
				<p className={styles.barNotice} role="alert">
					<FormattedMessage id={error.id} values={error.values} />
				</p>
			) : null}
			<ActionBar asChild inset="large" className={styles.bar}>
				<Form method="post" id={SELECTION_FORM_ID} onSubmit={checkNothingChosen}>
					<input type="hidden" name="returnTo" value={href('/pages/cart/index')} />
					<div className={styles.barTotal} aria-live="polite">
						<Text size="small" tone="muted">
							<FormattedMessage id="cart.total" values={{ count: pieces }} />
						</Text>
						<Price amount={total} size="large" />
					</div>
					<noscript>
						<Button type="submit" formMethod="get" formAction={href('/pages/cart/index')} variant="outline" tone="neutral" size="small">
							<FormattedMessage id="cart.updateTotal" />
						</Button>
					</noscript>
					<Button type="submit" name="intent" value="checkout" size="large" loading={busy === 'checkout'}>
						<FormattedMessage id="cart.checkout" values={{ count: selected.length }} />
					</Button>
				</Form>
			</ActionBar>
		</>
	)
}
