import { FormattedMessage, useIntl } from 'react-intl'
import { Heading, Price, Stack, Text, Thumbnail } from '#design-system'
import { type CartMessage } from '#app/modules/cart/cart.ts'
import { LineStepper } from '#app/modules/cart/LineStepper.tsx'
import { TradeFlowError, TradeFlowSection } from './TradeFlowSection.tsx'
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
		<TradeFlowSection invalid={Boolean(error)} aria-labelledby="items-title">
			<Stack direction="row" align="center" justify="space-between" gap="small">
				<Heading level={4} as="h2" tone="strong" id="items-title">
					<FormattedMessage id="checkout.items.title" values={{ count: lines.length }} />
				</Heading>
				<Text tone="muted" size="small" inline>
					<FormattedMessage id="checkout.items.pieces" values={{ count: pieces }} />
				</Text>
			</Stack>
			<Stack as="ul" gap="large">
				{lines.map((line) => {
					const lineError = lineErrors[line.skuId]
					const problem = lineError ? { id: lineError } : line.problem
					return (
						<Stack as="li" key={line.skuId} direction="row" align="start" gap="medium" aria-labelledby={`item-${line.skuId}`}>
							<Thumbnail src={line.imageUrl} alt="" size="medium" />
							<Stack gap="xsmall" flexGrow={1}>
								<Text as="h3" id={`item-${line.skuId}`} size="small" weight="medium" lineClamp={2}>
									{line.title}
								</Text>
								{line.skuLabel ? (
									<Text tone="muted" size="small">
										{line.skuLabel}
									</Text>
								) : null}
								<input type="hidden" name="skuId" value={line.skuId} form={formId} />
								<Stack direction="row" align="center" justify="space-between" gap="small" wrap>
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
											<Text tone="muted" size="small" inline>
												<FormattedMessage id="checkout.items.quantity" values={{ count: line.quantity }} />
											</Text>
										</>
									)}
								</Stack>
								{!editable && problem ? <TradeFlowError messageId={problem.id} values={problem.values} /> : null}
							</Stack>
						</Stack>
					)
				})}
			</Stack>
			{error && Object.keys(lineErrors).length === 0 ? <TradeFlowError messageId={error} /> : null}
		</TradeFlowSection>
	)
}
