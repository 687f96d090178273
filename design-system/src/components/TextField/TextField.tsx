import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field, splitFieldProps } from '../Field/Field.tsx'
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
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
	const { field, control } = splitFieldProps(props)
	const { startAdornment, endAdornment, inputClassName, disabled, ...inputProps } = control
	return (
		<Field {...field}>
			{(wiring) => (
				<div className={styles.control} data-invalid={wiring['aria-invalid']} data-disabled={disabled || undefined}>
					{startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
					<input ref={ref} disabled={disabled} {...inputProps} {...wiring} className={cx(styles.input, inputClassName)} />
					{endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
				</div>
			)}
		</Field>
	)
})
