import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field, isAriaInvalid } from '../Field/Field.tsx'
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
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
	{ label, hint, error, className, textareaClassName, id, rows = 3, ...props },
	ref,
) {
	const { 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...textareaProps } = props
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
			{(control) => <textarea ref={ref} rows={rows} {...textareaProps} {...control} className={cx(styles.textarea, textareaClassName)} />}
		</Field>
	)
})
