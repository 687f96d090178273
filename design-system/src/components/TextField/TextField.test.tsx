// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { TextField } from './TextField.tsx'

test('the label names the input', () => {
	renderIn('ar', <TextField label="رقم الهاتف" name="phone" />)
	expect(screen.getByLabelText('رقم الهاتف').tagName).toBe('INPUT')
})

test('an error is announced, marks the field invalid and describes it, together with the hint', () => {
	renderIn('ar', <TextField label="رقم الهاتف" name="phone" hint="مثال: 07701234567" error="رقم الهاتف غير صحيح" />)
	const input = screen.getByLabelText('رقم الهاتف')
	const alert = screen.getByRole('alert')
	expect(alert.textContent).toBe('رقم الهاتف غير صحيح')
	expect(input.getAttribute('aria-invalid')).toBe('true')
	const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? []
	expect(describedBy).toContain(alert.id)
	expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['مثال: 07701234567', 'رقم الهاتف غير صحيح'])
})

test('without an error the field is valid and nothing is announced', () => {
	renderIn('en', <TextField label="Phone" name="phone" />)
	expect(screen.queryByRole('alert')).toBeNull()
	expect(screen.getByLabelText('Phone').hasAttribute('aria-invalid')).toBe(false)
})

test('works as a plain uncontrolled input in a form', () => {
	const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
	const { container } = renderIn(
		'en',
		<form>
			<TextField label="Phone" name="phone" defaultValue="0770" startAdornment="+964" />
		</form>,
	)
	const form = container.querySelector('form') as HTMLFormElement
	form.addEventListener('submit', onSubmit)
	fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '07701234567' } })
	expect(new FormData(form).get('phone')).toBe('07701234567')
	expect(screen.getByText('+964')).toBeTruthy()
})
