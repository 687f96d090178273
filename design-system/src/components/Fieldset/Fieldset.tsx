import { forwardRef, useId, type FieldsetHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { FieldErrorMessage } from '../Field/Field.tsx'
import * as styles from './Fieldset.css.ts'

export const fieldsetVariants = ['card', 'plain'] as const
export const fieldsetGaps = ['xsmall', 'small', 'medium', 'large'] as const
export const fieldsetLegendSizes = ['standard', 'small'] as const

export interface FieldsetProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
	/** The group's name, read before each of its fields. Leave it out only when `aria-labelledby` names the group. */
	legend?: ReactNode
	/** A line under the legend about the whole group, e.g. "Up to 6 photos". */
	hint?: ReactNode
	/** The group's error, already translated (e.g. "Choose a delivery method"); announced. */
	error?: ReactNode
	variant?: (typeof fieldsetVariants)[number]
	gap?: (typeof fieldsetGaps)[number]
	legendSize?: (typeof fieldsetLegendSizes)[number]
}

/**
 * A `<fieldset>` with a visible `<legend>`: radios of one question, the fields of one part of a form. The
 * hint and the error describe the group (`aria-describedby`), so a screen reader hears them on entering it.
 */
export const Fieldset = forwardRef<HTMLFieldSetElement, FieldsetProps>(function Fieldset(
	{ legend, hint, error, variant = 'card', gap = 'medium', legendSize = 'standard', className, children, ...props },
	ref,
) {
	const id = useId()
	const hintId = hint ? `fieldset-${id}-hint` : undefined
	const errorId = error ? `fieldset-${id}-error` : undefined
	const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined
	return (
		<fieldset
			ref={ref}
			{...props}
			aria-describedby={describedBy}
			data-invalid={error ? true : undefined}
			className={cx(styles.fieldset, styles.variants[variant], styles.gaps[gap], className)}
		>
			{legend ? <legend className={cx(styles.legend, styles.legendSizes[legendSize])}>{legend}</legend> : null}
			{hint ? (
				<p id={hintId} className={styles.hint}>
					{hint}
				</p>
			) : null}
			{children}
			{error ? <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage> : null}
		</fieldset>
	)
})
