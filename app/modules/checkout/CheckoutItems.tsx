import { FormattedMessage, useIntl } from 'react-intl'
import { Price } from '#design-system'
import { type CartMessage } from '#app/modules/cart/cart.ts'
import { LineStepper } from '#app/modules/cart/LineStepper.tsx'
import { cx } from '#app/utils/cx.ts'
import * as styles from './TradeFlow.css.ts'
import { href } from '#app/href.ts'

/** A trade-flow line as it reaches the browser (TradeFlowLine). */
export type CheckoutItemData = {
	skuId: string
	title: string
	skuLabel: string
	imageUrl: string | null
	unitPrice: number
	quantity: number
	typed: string
	minOrderQty: number
	stock: number
	problem: CartMessage | null
}

/**
 * The items being ordered: picture, name, the SKU's values, unit price, quantity and what stands in the way
 * (sold out, below the minimum order, more than the stock). Each line's `skuId` + `qty` belong to the page's
 * form, which is also its address; − / + and "update" send that form to this page by GET without JavaScript,
 * and call `onQuantity` (which rewrites the address) with it. Quote lines keep the quote's quantities.
 */
export function CheckoutItems({
	lines,
	formId,
	editable,
	error,
	lineErrors,
	onQuantity,
}: {
	lines: readonly CheckoutItemData[]
	formId: string
	editable: boolean
	error: string | null
	lineErrors: Record<string, string>
	onQuantity: (skuId: string, typed: string) => void
}) {
	const intl = useIntl()
	const pieces = lines.reduce((sum, line) => sum + line.quantity, 0)
	return (
		<section className={cx(styles.card, error && styles.cardInvalid)} aria-labelledby="items-title">
			<div className={styles.cardHead}>
				<h2 id="items-title" className={styles.cardTitle}>
					<FormattedMessage id="checkout.items.title" values={{ count: lines.length }} />
				</h2>
				<span className={styles.muted}>
					<FormattedMessage id="checkout.items.pieces" values={{ count: pieces }} />
				</span>
			</div>
			<ul className={styles.items}>
				{lines.map((line) => {
					const lineError = lineErrors[line.skuId]
					const problem = lineError ? { id: lineError } : line.problem
					return (
						<li key={line.skuId} className={styles.item} aria-labelledby={`item-${line.skuId}`}>
							{line.imageUrl ? (
								<img className={styles.thumbnail} src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
							) : (
								<span className={styles.thumbnail} />
							)}
							<div className={styles.itemBody}>
								<h3 id={`item-${line.skuId}`} className={styles.itemTitle}>
									{line.title}
								</h3>
								{line.skuLabel ? <span className={styles.muted}>{line.skuLabel}</span> : null}
								<input type="hidden" name="skuId" value={line.skuId} form={formId} />
								<div className={styles.itemFoot}>
									<Price amount={line.unitPrice} />
									{editable ? (
										<LineStepper
											id={`qty-${line.skuId}`}
											formId={formId}
											inputName="qty"
											value={line.typed}
											label={intl.formatMessage({ id: 'cart.line.quantity' }, { title: line.title })}
											minimum={line.minOrderQty}
											maximum={line.stock}
											quantity={line.quantity}
											decrease={{ name: 'step', value: `${line.skuId}:-1`, formAction: href('/pages/trade_flow/index'), formMethod: 'get' }}
											increase={{ name: 'step', value: `${line.skuId}:1`, formAction: href('/pages/trade_flow/index'), formMethod: 'get' }}
											update={{ name: 'step', value: `${line.skuId}:0`, formAction: href('/pages/trade_flow/index'), formMethod: 'get' }}
											problem={problem}
											onStep={(quantity) => onQuantity(line.skuId, String(quantity))}
											onCommit={(typed) => onQuantity(line.skuId, typed)}
										/>
									) : (
										<>
											<input type="hidden" name="qty" value={line.typed} form={formId} />
											<span className={styles.itemQuantity}>
												<FormattedMessage id="checkout.items.quantity" values={{ count: line.quantity }} />
											</span>
										</>
									)}
								</div>
								{!editable && problem ? (
									<p className={styles.fieldError} role="alert">
										<FormattedMessage id={problem.id} values={problem.values} />
									</p>
								) : null}
							</div>
						</li>
					)
				})}
			</ul>
			{error && Object.keys(lineErrors).length === 0 ? (
				<p className={styles.fieldError} role="alert">
					<FormattedMessage id={error} />
				</p>
			) : null}
		</section>
	)
}
