import { useId, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './Field.css.ts'

/** What a control inside a Field spreads onto itself: its id (the label points at it) and its descriptions. */
export interface FieldControlProps {
	id: string
	'aria-describedby'?: string
	'aria-invalid'?: true
}

export interface FieldProps {
	/** The visible label. Always shown: placeholders are not labels. */
	label: ReactNode
	/** Helper text under the control. */
	hint?: ReactNode
	/** The error message, already translated; marks the control invalid and is announced. */
	error?: ReactNode
	/** The control's id; generated when omitted. */
	id?: string
	/** Ids of other elements that describe the control, read before the hint and the error. */
	describedBy?: string
	/** Invalid without a message of its own (e.g. the form's error names it). */
	invalid?: boolean
	/** Class for the outer wrapper (label, control, messages). */
	className?: string
	/** Renders the control with the props that tie it to the label, hint and error. */
	children: (control: FieldControlProps) => ReactNode
}

/**
 * A label, one control, a hint and an error, wired together with `htmlFor` and `aria-describedby`. TextField,
 * Textarea and Select are built on it; use it directly for a control they do not cover (a file input).
 */
export function Field({ label, hint, error, id: idProp, describedBy, invalid = false, className, children }: FieldProps) {
	const generatedId = useId()
	const id = idProp ?? `field-${generatedId}`
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = error ? `${id}-error` : undefined
	const isInvalid = Boolean(error) || invalid
	return (
		<div className={cx(styles.field, className)}>
			<label htmlFor={id} className={styles.label}>
				{label}
			</label>
			{children({
				id,
				'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
				...(isInvalid ? { 'aria-invalid': true as const } : {}),
			})}
			{hint ? (
				<p id={hintId} className={styles.hint}>
					{hint}
				</p>
			) : null}
			{error ? <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage> : null}
		</div>
	)
}

/** An error under a control or a group: an alert icon and the message, announced when it appears. */
export function FieldErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
	return (
		<p id={id} role="alert" className={styles.error}>
			<Icon name="alert" size="xsmall" className={styles.errorIcon} />
			<span>{children}</span>
		</p>
	)
}

/** What a Field-based control (TextField, Textarea, Select, FileField) takes besides its element's own props. */
export interface FieldOwnProps {
	label: string
	hint?: ReactNode
	error?: ReactNode
	id?: string
	className?: string
	'aria-describedby'?: string
	'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'
}

/**
 * Splits a control's props into the Field's (label, hint, error, id, wrapper class, and the control's own
 * `aria-describedby` / `aria-invalid`, which the Field merges with its hint and error) and the element's.
 */
export function splitFieldProps<P extends FieldOwnProps>(props: P) {
	const { label, hint, error, id, className, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...control } = props
	const field = { label, hint, error, id, className, describedBy, invalid: ariaInvalid === true || ariaInvalid === 'true' }
	return { field, control }
}
