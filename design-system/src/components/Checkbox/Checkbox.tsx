import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import * as chipStyles from '../Chip/Chip.css.ts'
import * as styles from './Checkbox.css.ts'

export const choiceVariants = ['plain', 'card', 'chip'] as const
export const choiceTones = ['brand', 'danger'] as const
export const choiceSizes = ['medium', 'large'] as const

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
	/**
	 * The visible label; the whole row (or card, or chip) is the `<label>`, so a tap anywhere on it toggles.
	 * Without a label only the box is drawn: name it with `aria-label`.
	 */
	label?: ReactNode
	/** Smaller lines under the label (a hint, a store's address and hours). */
	description?: ReactNode
	/** plain: box and text; card: a boxed choice that fills with the tone when checked; chip: a pill, the box hidden. */
	variant?: (typeof choiceVariants)[number]
	tone?: (typeof choiceTones)[number]
	size?: (typeof choiceSizes)[number]
	/** Class for the `<label>` (or, without a label, the input). */
	className?: string
	/** Class for the `<input>` when there is a label. */
	inputClassName?: string
}

/** A native checkbox or radio in one of three looks; shared by Checkbox and Radio. */
export function createChoice(type: 'checkbox' | 'radio', displayName: string) {
	const Choice = forwardRef<HTMLInputElement, ChoiceProps>(function Choice(
		{ label, description, variant = 'plain', tone = 'brand', size = 'medium', className, inputClassName, ...props },
		ref,
	) {
		const id = useId()
		const chip = variant === 'chip'
		const inputClass = chip ? styles.hiddenInput : cx(styles.input, styles.inputSizes[size], styles.inputTones[tone])
		if (label === undefined || label === null) {
			return <input ref={ref} type={type} {...props} className={cx(inputClass, className)} />
		}
		const rootClass = chip
			? chipStyles.chip({ variant: 'outline', size: 'medium' })
			: cx(styles.root, styles.variants[variant], variant === 'card' && styles.cardTones[tone])
		// With a description, the label alone names the input and the description describes it.
		const labelId = `choice-${id}-label`
		const descriptionId = `choice-${id}-description`
		const described =
			description && !chip
				? {
						'aria-labelledby': props['aria-labelledby'] ?? labelId,
						'aria-describedby': [props['aria-describedby'], descriptionId].filter(Boolean).join(' '),
					}
				: {}
		return (
			<label className={cx(rootClass, className)} data-variant={variant} data-described={description && !chip ? true : undefined}>
				<input ref={ref} type={type} {...props} {...described} className={cx(inputClass, !chip && styles.alignedInput, inputClassName)} />
				{chip ? (
					label
				) : (
					<span className={styles.text}>
						<span id={labelId} className={variant === 'card' ? styles.cardLabel : undefined}>
							{label}
						</span>
						{description ? (
							<span id={descriptionId} className={styles.description}>
								{description}
							</span>
						) : null}
					</span>
				)}
			</label>
		)
	})
	Choice.displayName = displayName
	return Choice
}

export type CheckboxProps = ChoiceProps

/**
 * A native checkbox with its label: works in a plain form without JavaScript (`name`, `value`, `form`,
 * `defaultChecked`), and keeps the browser's own focus and keyboard behaviour.
 */
export const Checkbox = createChoice('checkbox', 'Checkbox')
