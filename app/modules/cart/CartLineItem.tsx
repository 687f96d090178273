import { Link, useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Badge, Checkbox, IconButton, Price, Thumbnail, toast } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type CartActionData, type CartMessage } from './cart.ts'
import * as styles from './Cart.css.ts'
import { LineStepper } from './LineStepper.tsx'
import { href } from '#app/href.ts'

/** A cart line as it reaches the browser (CartLineView). */
export type CartLineData = {
	id: string
	skuId: string
	productId: string
	title: string
	skuLabel: string
	imageUrl: string | null
	unitPrice: number
	listPrice: number | null
	quantity: number
	minOrderQty: number
	stock: number
	available: boolean
	problem: CartMessage | null
}

/** Before hydration a plain post comes back to this page (with the selection); after it a fetcher answers with data. */
function ReturnTo() {
	const location = useLocation()
	const hydrated = useHydrated()
	return hydrated ? null : <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
}

/**
 * One line of the cart: the tick that chooses it for checkout (it belongs to the selection form), the picture
 * and name linking back to the product with this SKU, the SKU's values, today's price, the quantity stepper and
 * remove. Changes post to the cart route: with JavaScript through a fetcher (the page stays, a toast answers),
 * without it as a plain form that comes back here.
 */
export function CartLineItem({
	line,
	selectionFormId,
	selected,
	onSelectedChange,
	pageError = null,
}: {
	line: CartLineData
	/** A refusal of this line's change sent without JavaScript (the page's action data). */
	pageError?: CartMessage | null
	selectionFormId: string
	selected: boolean
	onSelectedChange: (selected: boolean) => void
}) {
	const intl = useIntl()
	const update = useFetcher<CartActionData>()
	const remove = useFetcher<CartActionData>()
	const handled = useRef<CartActionData | undefined>(undefined)
	const updateFormId = `cart-line-${line.id}`

	useEffect(() => {
		for (const fetcher of [update, remove]) {
			const result = fetcher.data
			// Answered once the action is done ('loading' while the page revalidates: a removed line is still here then).
			if (!result || fetcher.state === 'submitting' || handled.current === result) continue
			handled.current = result
			if (!result.ok) toast({ id: `cart-${line.id}`, title: intl.formatMessage({ id: result.error.id }, result.error.values), tone: 'danger' })
			else if (result.intent === 'remove') toast({ id: 'cart-removed', title: intl.formatMessage({ id: 'cart.removed' }), tone: 'success' })
		}
	}, [update, remove, intl, line.id])

	const pendingQuantity = update.formData ? Number(update.formData.get('quantity')) : null
	const quantity = pendingQuantity && pendingQuantity > 0 ? pendingQuantity : line.quantity
	const failed = update.state === 'idle' && update.data && !update.data.ok ? update.data.error : null
	const problem = failed ?? pageError ?? line.problem
	const productHref = href('/pages/commodity_details/index', { productId: line.productId, sku: line.skuId })
	const titleId = `cart-line-${line.id}-title`
	const setQuantity = (next: number | string) =>
		update.submit({ intent: 'update', lineId: line.id, quantity: String(next) }, { method: 'post', action: href('/pages/cart/index') })

	return (
		<li className={cx(styles.line, !line.available && styles.lineUnavailable)} aria-labelledby={titleId}>
			<label className={styles.checkLabel}>
				<Checkbox
					form={selectionFormId}
					name="lineId"
					value={line.id}
					disabled={!line.available}
					checked={selected && line.available}
					onChange={(event) => onSelectedChange(event.currentTarget.checked)}
					aria-label={intl.formatMessage({ id: 'cart.line.select' }, { title: line.title })}
				/>
			</label>
			<Link to={productHref} tabIndex={-1} aria-hidden>
				<Thumbnail src={line.imageUrl} alt="" size="large" />
			</Link>
			<div className={styles.lineBody}>
				<div className={styles.lineHead}>
					<Link id={titleId} to={productHref} className={styles.lineTitle}>
						{line.title}
					</Link>
					<remove.Form method="post" action={href('/pages/cart/index')}>
						<input type="hidden" name="intent" value="remove" />
						<input type="hidden" name="lineId" value={line.id} />
						<ReturnTo />
						<IconButton
							type="submit"
							icon="trash"
							size="small"
							label={intl.formatMessage({ id: 'cart.line.remove' }, { title: line.title })}
							loading={remove.state !== 'idle'}
						/>
					</remove.Form>
				</div>
				{line.skuLabel ? (
					<Badge shape="tag" size="medium" wrap>
						{line.skuLabel}
					</Badge>
				) : null}
				<div className={styles.lineFoot}>
					<Price
						amount={line.unitPrice}
						originalAmount={line.listPrice ?? undefined}
						originalLabel={intl.formatMessage({ id: 'price.was' })}
						amountLabel={intl.formatMessage({ id: 'price.now' })}
					/>
					<update.Form method="post" action={href('/pages/cart/index')} id={updateFormId} className={styles.inlineForm}>
						<input type="hidden" name="intent" value="update" />
						<input type="hidden" name="lineId" value={line.id} />
						<ReturnTo />
					</update.Form>
					<LineStepper
						id={`cart-quantity-${line.id}`}
						formId={updateFormId}
						inputName="quantity"
						value={String(quantity)}
						label={intl.formatMessage({ id: 'cart.line.quantity' }, { title: line.title })}
						minimum={line.minOrderQty}
						maximum={line.stock}
						quantity={quantity}
						decrease={{ name: 'step', value: '-1' }}
						increase={{ name: 'step', value: '1' }}
						update={{ name: 'step', value: '0' }}
						problem={problem}
						disabled={!line.available}
						busy={update.state !== 'idle'}
						onStep={setQuantity}
						onCommit={setQuantity}
					/>
				</div>
			</div>
		</li>
	)
}
