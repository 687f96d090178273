import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field, isAriaInvalid } from '../Field/Field.tsx'
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
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
	{ label, hint, error, className, inputClassName, id, ...props },
	ref,
) {
	const { 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...inputProps } = props
	return (
		<Field label={label} hint={hint} error={error} id={id ?? undefined} describedBy={describedBy} invalid={isAriaInvalid(ariaInvalid)} className={className}>
			{(control) => <input ref={ref} type="file" {...inputProps} {...control} className={cx(styles.input, inputClassName)} />}
		</Field>
	)
})
