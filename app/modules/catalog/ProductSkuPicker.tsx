import { Form } from '@remix-run/react'
import { type MouseEvent } from 'react'
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl'
import { Chip, Fieldset, Thumbnail, VisuallyHidden } from '#design-system'
import * as styles from './ProductOptions.css.ts'
import { optionStates, type SelectableSku, type Selection, skuAfterChoosing } from './sku-selection.ts'

export type PickerAttribute = {
	key: string
	name: string
	values: ReadonlyArray<{ key: string; value: string; swatch: string | null }>
}

type Props = {
	productId: string
	attributes: readonly PickerAttribute[]
	skus: readonly SelectableSku[]
	selection: Selection
	/** What the quantity field holds now, carried along when the form is sent without JavaScript. */
	quantity: string
	thumbnailUrl: string | null
	onToggle: (attributeKey: string, valueKey: string) => void
}

/** "A، B" in Arabic script, "A、B" in Chinese, "A, B" otherwise (Intl.ListFormat lacks Kurdish in browsers). */
export function joinNames(intl: IntlShape, names: readonly string[]): string {
	const separator = /^(ar|ckb)/.test(intl.locale) ? '، ' : intl.locale.startsWith('zh') ? '、' : ', '
	return names.join(separator)
}

/**
 * The SKU picker: one row of values per attribute. A value that can only lead to a sold-out (or missing)
 * combination is disabled (aria-disabled, struck through). With JavaScript, a tap chooses or clears a value
 * in place; without it, the picker is a GET form whose buttons name the SKU the tap leads to (`?sku=`).
 */
export function ProductSkuPicker({ productId, attributes, skus, selection, quantity, thumbnailUrl, onToggle }: Props) {
	const intl = useIntl()
	const states = optionStates(skus, attributes, selection)
	const chosenNames = attributes.flatMap((attribute) => {
		const value = attribute.values.find((candidate) => candidate.key === selection[attribute.key])
		return value ? [value.value] : []
	})
	const missing = attributes.filter((attribute) => selection[attribute.key] === undefined).map((attribute) => attribute.name)

	const choose = (event: MouseEvent<HTMLButtonElement>, attributeKey: string, valueKey: string, disabled: boolean) => {
		event.preventDefault()
		if (!disabled) onToggle(attributeKey, valueKey)
	}

	return (
		<Form method="get" preventScrollReset className={styles.group} aria-labelledby="product-options">
			<input type="hidden" name="productId" value={productId} />
			<input type="hidden" name="quantity" value={quantity} />
			<div className={styles.summary}>
				{thumbnailUrl ? <Thumbnail src={`${thumbnailUrl}?w=200`} alt="" size="medium" /> : null}
				<div className={styles.summaryText}>
					<h2 id="product-options" className={styles.stepperName}>
						<FormattedMessage id="product.options" />
					</h2>
					<p className={styles.summaryLine} aria-live="polite">
						{chosenNames.length > 0 ? <FormattedMessage id="product.options.selected" values={{ values: joinNames(intl, chosenNames) }} /> : null}
						{chosenNames.length > 0 && missing.length > 0 ? ' · ' : null}
						{missing.length > 0 ? <FormattedMessage id="product.options.prompt" values={{ names: joinNames(intl, missing) }} /> : null}
					</p>
				</div>
			</div>
			{attributes.map((attribute) => (
				<Fieldset key={attribute.key} legend={attribute.name} variant="plain" gap="small" legendSize="small">
					<div className={styles.values}>
						{attribute.values.map((value) => {
							const state = states[attribute.key]?.[value.key] ?? { selected: false, disabled: true }
							// A chosen value stays tappable (to clear it) even when its SKU has sold out since.
							const blocked = state.disabled && !state.selected
							const target = blocked ? null : skuAfterChoosing(skus, selection, attribute.key, value.key)
							return (
								<Chip
									key={value.key}
									variant="outline"
									shape="rounded"
									size="large"
									type={target ? 'submit' : 'button'}
									name={target ? 'sku' : undefined}
									value={target ? target.id : undefined}
									aria-pressed={state.selected}
									aria-disabled={blocked || undefined}
									unavailable={state.disabled}
									data-value={value.key}
									onClick={(event) => choose(event, attribute.key, value.key, blocked)}
								>
									{value.swatch ? <span className={styles.swatch} style={{ backgroundColor: value.swatch }} aria-hidden /> : null}
									<bdi>{value.value}</bdi>
									{state.disabled ? (
										<VisuallyHidden>
											{' '}
											<FormattedMessage id="product.options.unavailable" />
										</VisuallyHidden>
									) : null}
								</Chip>
							)
						})}
					</div>
				</Fieldset>
			))}
		</Form>
	)
}
