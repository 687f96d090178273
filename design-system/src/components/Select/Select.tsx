import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field, isAriaInvalid } from '../Field/Field.tsx'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './Select.css.ts'

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
	/** The visible label. Always shown. */
	label: string
	/** Helper text under the field. */
	hint?: ReactNode
	/** The error message, already translated; marks the field invalid and is announced. */
	error?: ReactNode
	/** A first option with an empty value, e.g. "Choose…"; chosen while nothing else is. */
	placeholder?: string
	/** Class for the outer wrapper (label, control, messages). */
	className?: string
	/** Class for the `<select>` itself. */
	selectClassName?: string
	/** The `<option>` (and `<optgroup>`) elements. */
	children?: ReactNode
}

/**
 * The phone's own picker, dressed like TextField, with the same label, hint and error. A native `<select name>`:
 * it works in a form without JavaScript and opens the system list on phones. The chevron sits at the end
 * (the left in right-to-left).
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
	{ label, hint, error, placeholder, className, selectClassName, id, children, ...props },
	ref,
) {
	const { 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...selectProps } = props
	return (
		<Field
			label={label}
			hint={hint}
			error={error}
			id={id ?? undefined}
			describedBy={describedBy}
			invalid={isAriaInvalid(ariaInvalid)}
			className={className}
		>
			{(control) => (
				<div className={styles.wrap}>
					<select ref={ref} {...selectProps} {...control} className={cx(styles.select, selectClassName)}>
						{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
						{children}
					</select>
					<Icon name="chevron-down" size="small" className={styles.chevron} />
				</div>
			)}
		</Field>
	)
})
