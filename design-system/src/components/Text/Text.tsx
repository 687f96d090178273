import { forwardRef, type ElementType, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './Text.css.ts'

export const textTones = ['neutral', 'muted', 'brand', 'accent', 'danger', 'success', 'warning', 'onBrand', 'inherit'] as const
export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const
export const textWeights = ['regular', 'medium', 'strong'] as const
export const textAligns = ['start', 'center', 'end'] as const

export type TextTone = (typeof textTones)[number]
export type TextSize = (typeof textSizes)[number]
export type TextWeight = (typeof textWeights)[number]

export interface TextProps extends HTMLAttributes<HTMLElement> {
	/** The element to render; `span` (shown as a block) by default. */
	as?: ElementType
	tone?: TextTone
	size?: TextSize
	weight?: TextWeight
	align?: (typeof textAligns)[number]
	/** Flow inside a line instead of starting a block. */
	inline?: boolean
	/** One line with an ellipsis at the end (the end is on the left in right-to-left). */
	truncate?: boolean
	/** Show at most this many lines, then an ellipsis. */
	lineClamp?: number
}

/** `var(--name)` → `--name`, to set a vanilla-extract variable inline. */
function cssVarName(variable: string) {
	return variable.replace(/^var\((--[^,)]+).*$/, '$1')
}

/** Body text in the tokens' sizes, weights and tones. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
	{
		as: Component = 'span',
		tone = 'neutral',
		size = 'standard',
		weight = 'regular',
		align,
		inline = false,
		truncate = false,
		lineClamp,
		className,
		style,
		...props
	},
	ref,
) {
	const clamped = lineClamp !== undefined && lineClamp > 0 && !truncate
	return (
		<Component
			ref={ref}
			{...props}
			className={cx(
				styles.text,
				inline && styles.inline,
				styles.tones[tone],
				styles.sizes[size],
				styles.weights[weight],
				align && styles.aligns[align],
				truncate && styles.truncate,
				clamped && styles.lineClamp,
				className,
			)}
			style={clamped ? { [cssVarName(styles.lineClampLines)]: String(lineClamp), ...style } : style}
		/>
	)
})
