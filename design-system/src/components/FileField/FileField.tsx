import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field, splitFieldProps } from '../Field/Field.tsx'
import * as styles from './FileField.css.ts'

export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
	/** The visible label, e.g. "Choose a new photo". */
	label: string
	/** What may be chosen, e.g. "JPEG or PNG, up to 5MB". */
	hint?: ReactNode
	/** The error message, already translated; marks the field invalid and is announced. */
	error?: ReactNode
	/** Class for the outer wrapper (label, control, messages). */
	className?: string
	/** Class for the `<input type="file">` itself. */
	inputClassName?: string
}

/**
 * A labelled native file picker with TextField's hint and error: `<input type="file" name>` sent by a plain
 * multipart form without JavaScript. `accept="image/*"` offers the camera and the album on phones.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(props, ref) {
	const { field, control } = splitFieldProps(props)
	const { inputClassName, ...inputProps } = control
	return (
		<Field {...field}>{(wiring) => <input ref={ref} type="file" {...inputProps} {...wiring} className={cx(styles.input, inputClassName)} />}</Field>
	)
})
