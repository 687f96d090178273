import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field, splitFieldProps } from '../Field/Field.tsx'
import * as styles from './Textarea.css.ts'

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
	/** The visible label. Always shown: placeholders are not labels. */
	label: string
	/** Helper text under the field. */
	hint?: ReactNode
	/** The error message, already translated; marks the field invalid and is announced. */
	error?: ReactNode
	/** Class for the outer wrapper (label, control, messages). */
	className?: string
	/** Class for the `<textarea>` itself. */
	textareaClassName?: string
}

/**
 * Several lines of text with TextField's label, hint and error: a plain `<textarea name>` that works in a form
 * without JavaScript. Three rows by default; the buyer can make it taller. Pass `dir="auto"` for text that may
 * be Arabic or Latin.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
	const { field, control } = splitFieldProps(props)
	const { textareaClassName, rows = 3, ...textareaProps } = control
	return (
		<Field {...field}>
			{(wiring) => <textarea ref={ref} rows={rows} {...textareaProps} {...wiring} className={cx(styles.textarea, textareaClassName)} />}
		</Field>
	)
})
