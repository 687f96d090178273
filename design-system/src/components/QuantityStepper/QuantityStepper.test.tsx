// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { QuantityStepper } from './QuantityStepper.tsx'

function Stepper({ onStep, onSubmit }: { onStep?: (delta: number) => void; onSubmit?: (data: FormData) => void }) {
	return (
		<form
			onSubmit={(event) => {
				event.preventDefault()
				const data = new FormData(event.currentTarget)
				const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
				if (submitter?.name) data.set(submitter.name, submitter.value)
				onSubmit?.(data)
			}}
		>
			<QuantityStepper.Root invalid>
				<QuantityStepper.Decrease label="إنقاص الكمية" type="submit" name="step" value="-1" disabled />
				<QuantityStepper.Input aria-label="الكمية" name="quantity" defaultValue={12} min={12} max={40} />
				<QuantityStepper.Increase label="زيادة الكمية" type={onStep ? 'button' : 'submit'} name="step" value="1" onClick={() => onStep?.(1)} />
			</QuantityStepper.Root>
		</form>
	)
}

test('the steps are named buttons and the number is a numeric field', () => {
	renderIn('ar', <Stepper />)
	expect(screen.getByRole('button', { name: 'إنقاص الكمية' }).hasAttribute('disabled')).toBe(true)
	const input = screen.getByRole('spinbutton', { name: 'الكمية' })
	expect(input.getAttribute('inputmode')).toBe('numeric')
	expect(input.getAttribute('min')).toBe('12')
})

test('without JavaScript a step submits its form with its name and value, and the number', () => {
	const onSubmit = vi.fn()
	renderIn('ar', <Stepper onSubmit={onSubmit} />)
	fireEvent.click(screen.getByRole('button', { name: 'زيادة الكمية' }))
	const data = onSubmit.mock.calls[0]?.[0] as FormData
	expect(data.get('step')).toBe('1')
	expect(data.get('quantity')).toBe('12')
})

test('a step is a plain button by default, for handling in place', () => {
	const onStep = vi.fn()
	const onSubmit = vi.fn()
	renderIn('en', <Stepper onStep={onStep} onSubmit={onSubmit} />)
	fireEvent.click(screen.getByRole('button', { name: 'زيادة الكمية' }))
	expect(onStep).toHaveBeenCalledWith(1)
	expect(onSubmit).not.toHaveBeenCalled()
})
