import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field, splitFieldProps } from '../Field/Field.tsx'
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
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
	const { field, control } = splitFieldProps(props)
	const { placeholder, selectClassName, children, ...selectProps } = control
	return (
		<Field {...field}>
			{(wiring) => (
				<div className={styles.wrap}>
					<select ref={ref} {...selectProps} {...wiring} className={cx(styles.select, selectClassName)}>
						{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
						{children}
					</select>
					<Icon name="chevron-down" size="small" className={styles.chevron} />
				</div>
			)}
		</Field>
	)
})
