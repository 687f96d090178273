import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './QuantityStepper.css.ts'

export const quantityStepperSizes = ['small', 'medium'] as const

export interface QuantityStepperRootProps extends HTMLAttributes<HTMLDivElement> {
	/** small: 40px steps (cart lines); medium: 44px steps (the product page). */
	size?: (typeof quantityStepperSizes)[number]
	/** The number is refused (below the minimum order, above the stock): a red line around it. */
	invalid?: boolean
}

/**
 * − / number / +, for a quantity. The parts are plain elements so each can belong to any form and submit it
 * without JavaScript (`form`, `name`, `value`, `formAction` on the buttons): `QuantityStepper.Root`,
 * `.Decrease`, `.Input`, `.Increase`. The minus and plus stay in that order in both directions (they are
 * signs, not arrows), so in Arabic the minus is on the right, at the start.
 */
const Root = forwardRef<HTMLDivElement, QuantityStepperRootProps>(function QuantityStepperRoot(
	{ size = 'small', invalid = false, className, ...props },
	ref,
) {
	return <div ref={ref} data-size={size} data-invalid={invalid || undefined} {...props} className={cx(styles.root, className)} />
})

export interface QuantityStepperStepProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
	/** The button's accessible name, e.g. "Decrease quantity". */
	label: string
}

function makeStep(sign: '−' | '+', displayName: string) {
	const Step = forwardRef<HTMLButtonElement, QuantityStepperStepProps>(function QuantityStepperStep({ label, type, className, ...props }, ref) {
		return (
			<button ref={ref} type={type ?? 'button'} aria-label={label} {...props} className={cx(styles.step, className)}>
				<span aria-hidden>{sign}</span>
			</button>
		)
	})
	Step.displayName = displayName
	return Step
}

const Decrease = makeStep('−', 'QuantityStepper.Decrease')
const Increase = makeStep('+', 'QuantityStepper.Increase')

export type QuantityStepperInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>

/** The number itself: a numeric field (`inputMode="numeric"`), named by `aria-label` or a `<label htmlFor>`. */
const Input = forwardRef<HTMLInputElement, QuantityStepperInputProps>(function QuantityStepperInput({ className, ...props }, ref) {
	return <input ref={ref} type="number" inputMode="numeric" step={1} {...props} className={cx(styles.input, className)} />
})

export const QuantityStepper = { Root, Decrease, Input, Increase }
