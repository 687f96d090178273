// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Checkbox } from './Checkbox.tsx'

test('the label names the box, a tap on it toggles it, and a plain form sends it', () => {
	const { container } = renderIn(
		'ar',
		<form>
			<Checkbox name="isDefault" value="on" label="اجعله العنوان الافتراضي" description="يُختار تلقائيًا عند إتمام الطلب" />
		</form>,
	)
	const box = screen.getByRole('checkbox', { name: 'اجعله العنوان الافتراضي' })
	expect((box as HTMLInputElement).checked).toBe(false)
	fireEvent.click(screen.getByText('اجعله العنوان الافتراضي'))
	expect((box as HTMLInputElement).checked).toBe(true)
	expect(new FormData(container.querySelector('form') as HTMLFormElement).get('isDefault')).toBe('on')
})

test('without a label it is the bare box, named by aria-label and tied to another form', () => {
	renderIn(
		'en',
		<>
			<form id="selection" />
			<Checkbox aria-label="Choose Red bag for checkout" form="selection" name="lineId" value="l1" defaultChecked />
		</>,
	)
	const box = screen.getByRole('checkbox', { name: 'Choose Red bag for checkout' }) as HTMLInputElement
	expect(box.closest('label')).toBeNull()
	expect(new FormData(document.getElementById('selection') as HTMLFormElement).get('lineId')).toBe('l1')
})

test('the chip look keeps the box reachable and named', () => {
	renderIn('en', <Checkbox variant="chip" label="Include my photo" name="photo" />)
	expect(screen.getByRole('checkbox', { name: 'Include my photo' })).toBeTruthy()
})
