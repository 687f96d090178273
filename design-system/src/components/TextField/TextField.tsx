import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './TextField.css.ts'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
	/** The visible label. Always shown: placeholders are not labels. */
	label: string
	/** Helper text under the field. */
	hint?: ReactNode
	/** The error message, already translated; marks the field invalid and is announced. */
	error?: ReactNode
	/**
	 * Content at the start of the control (the right side in RTL), e.g. an icon, or a country code
	 * wrapped as `<span dir="ltr">+964</span>` so its plus sign stays in front in Arabic.
	 */
	startAdornment?: ReactNode
	/** Content at the end of the control, e.g. a show-password IconButton. */
	endAdornment?: ReactNode
	/** Class for the outer wrapper (label, control, messages). */
	className?: string
	/** Class for the `<input>` itself. */
	inputClassName?: string
}

/**
 * A labelled text input that works as a plain uncontrolled `<input name>` in a form
 * (no JavaScript needed), with hint and error wired through `aria-describedby`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
	{ label, hint, error, startAdornment, endAdornment, className, inputClassName, id: idProp, disabled, ...props },
	ref,
) {
	const generatedId = useId()
	const id = idProp ?? `text-field-${generatedId}`
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = error ? `${id}-error` : undefined
	const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined
	const invalid = Boolean(error) || props['aria-invalid'] === true || props['aria-invalid'] === 'true'

	return (
		<div className={cx(styles.field, className)}>
			<label htmlFor={id} className={styles.label}>
				{label}
			</label>
			<div className={styles.control} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
				{startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
				<input
					ref={ref}
					id={id}
					disabled={disabled}
					{...props}
					aria-invalid={invalid || undefined}
					aria-describedby={describedBy}
					className={cx(styles.input, inputClassName)}
				/>
				{endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
			</div>
			{hint ? (
				<p id={hintId} className={styles.hint}>
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={errorId} role="alert" className={styles.error}>
					<Icon name="alert" size="xsmall" style={{ marginBlockStart: 3 }} />
					<span>{error}</span>
				</p>
			) : null}
		</div>
	)
})
