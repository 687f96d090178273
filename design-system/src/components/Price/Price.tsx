import { type HTMLAttributes } from 'react'
import { useIntl } from 'react-intl'
import { cx } from '../../utils/cx.ts'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx'
import * as styles from './Price.css.ts'

export const priceSizes = ['small', 'standard', 'large'] as const
export const priceTones = ['accent', 'neutral', 'muted', 'brand', 'success'] as const

export type PriceSize = (typeof priceSizes)[number]
export type PriceTone = (typeof priceTones)[number]

export const IQD_FORMAT = {
	style: 'currency',
	currency: 'IQD',
	minimumFractionDigits: 0,
	maximumFractionDigits: 0,
} as const satisfies Intl.NumberFormatOptions

export interface PriceProps extends HTMLAttributes<HTMLSpanElement> {
	/** Whole Iraqi dinars. */
	amount: number
	/** The price before a discount, shown struck through after the amount. */
	originalAmount?: number
	/** Read before the struck-through price by screen readers, e.g. "was". */
	originalLabel?: string
	/** Read before the amount by screen readers when there is an original price, e.g. "now". */
	amountLabel?: string
	size?: PriceSize
	tone?: PriceTone
}

/**
 * An IQD price formatted for the IntlProvider's (region-tagged) locale: "‏١٬٢٣٤ د.ع.‏" in ar-IQ,
 * "IQD 1,234" in en-IQ. Each figure is isolated in `<bdi>` so it keeps its order in any direction.
 */
export function Price({ amount, originalAmount, originalLabel, amountLabel, size = 'standard', tone = 'accent', className, ...props }: PriceProps) {
	const intl = useIntl()
	const showOriginal = originalAmount !== undefined && originalAmount > amount
	return (
		<span {...props} className={cx(styles.price, styles.sizes[size], styles.tones[tone], className)}>
			<span className={styles.amount}>
				{showOriginal && amountLabel ? <VisuallyHidden>{amountLabel} </VisuallyHidden> : null}
				<bdi>{intl.formatNumber(amount, IQD_FORMAT)}</bdi>
			</span>
			{showOriginal ? (
				<s className={styles.original}>
					{originalLabel ? <VisuallyHidden>{originalLabel} </VisuallyHidden> : null}
					<bdi>{intl.formatNumber(originalAmount, IQD_FORMAT)}</bdi>
				</s>
			) : null}
		</span>
	)
}
