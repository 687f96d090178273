import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, QuantityStepper, Text } from '#design-system'
import { type CartMessage } from './cart.ts'
import * as styles from './Cart.css.ts'

/** What a − / + / update button sends when the page works without JavaScript. */
export type StepperSubmit = { name: string; value: string; formAction?: string; formMethod?: 'get' | 'post' }

type Props = {
	/** The input's id (problems are tied to it with aria-describedby). */
	id: string
	/** The form the buttons and the field belong to. */
	formId: string
	inputName: string
	/** What the field holds, as typed or as stored. */
	value: string
	/** The field's accessible name, e.g. "Quantity of Bag 12". */
	label: string
	minimum: number
	maximum: number
	/** The whole number − / + step from. */
	quantity: number
	decrease: StepperSubmit
	increase: StepperSubmit
	/** The no-JavaScript "update" button, after typing a number. */
	update: StepperSubmit
	problem: CartMessage | null
	disabled?: boolean
	busy?: boolean
	/** With JavaScript: − / + (the buttons' own submit is prevented). */
	onStep: (quantity: number) => void
	/** With JavaScript: the typed number, on blur or Enter, when it changed. */
	onCommit: (typed: string) => void
}

/**
 * A line's quantity: − / field / +, bounded by the minimum order and the stock. Without JavaScript the buttons
 * submit their form (the cart's POST, the trade flow's GET) with a step; with it they call `onStep`.
 */
export function LineStepper({
	id,
	formId,
	inputName,
	value,
	label,
	minimum,
	maximum,
	quantity,
	decrease,
	increase,
	update,
	problem,
	disabled = false,
	busy = false,
	onStep,
	onCommit,
}: Props) {
	const intl = useIntl()
	const [typed, setTyped] = useState(value)
	useEffect(() => setTyped(value), [value])
	const floor = Math.max(1, minimum)
	const step = (event: MouseEvent<HTMLButtonElement>, delta: -1 | 1) => {
		event.preventDefault()
		onStep(Math.max(floor, Math.min(quantity + delta, Math.max(maximum, floor))))
	}
	const commit = () => {
		if (typed !== value) onCommit(typed)
	}
	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'Enter') {
			event.preventDefault()
			commit()
		}
	}
	const problemId = `${id}-problem`
	return (
		<div className={styles.stepperBlock} aria-busy={busy || undefined}>
			<QuantityStepper.Root invalid={Boolean(problem)}>
				<QuantityStepper.Decrease
					type="submit"
					form={formId}
					{...decrease}
					label={intl.formatMessage({ id: 'product.quantity.decrease' })}
					disabled={disabled || quantity <= floor}
					onClick={(event) => step(event, -1)}
				/>
				<QuantityStepper.Input
					id={id}
					name={inputName}
					form={formId}
					min={floor}
					max={Math.max(maximum, floor)}
					value={typed}
					disabled={disabled}
					aria-label={label}
					aria-invalid={problem ? true : undefined}
					aria-describedby={problem ? problemId : undefined}
					onChange={(event) => setTyped(event.currentTarget.value)}
					onBlur={commit}
					onKeyDown={onKeyDown}
				/>
				<QuantityStepper.Increase
					type="submit"
					form={formId}
					{...increase}
					label={intl.formatMessage({ id: 'product.quantity.increase' })}
					disabled={disabled || quantity >= maximum}
					onClick={(event) => step(event, 1)}
				/>
			</QuantityStepper.Root>
			<noscript>
				<Button type="submit" form={formId} {...update} variant="outline" tone="neutral" size="small">
					<FormattedMessage id="product.quantity.update" />
				</Button>
			</noscript>
			{problem ? (
				<Text id={problemId} size="small" weight="medium" tone="danger" role="alert">
					<FormattedMessage id={problem.id} values={problem.values} />
				</Text>
			) : null}
		</div>
	)
}
