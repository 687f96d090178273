// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Radio } from './Radio.tsx'

function Modes() {
	return (
		<form>
			<Radio variant="card" name="deliveryMode" value="1" label="توصيل إلى عنواني" description="نوصل الطلب إلى باب متجرك" defaultChecked />
			<Radio variant="card" name="deliveryMode" value="2" label="استلام من متجر دجلة" description="بغداد، شارع الرشيد" />
		</form>
	)
}

test('one answer of a group: choosing another unchecks the first, and the form sends the choice', () => {
	const { container } = renderIn('ar', <Modes />)
	const pickup = screen.getByRole('radio', { name: 'استلام من متجر دجلة' }) as HTMLInputElement
	fireEvent.click(pickup)
	expect(pickup.checked).toBe(true)
	expect((screen.getByRole('radio', { name: 'توصيل إلى عنواني' }) as HTMLInputElement).checked).toBe(false)
	expect(new FormData(container.querySelector('form') as HTMLFormElement).get('deliveryMode')).toBe('2')
})

test('the description is part of the card the buyer taps', () => {
	renderIn('ar', <Modes />)
	fireEvent.click(screen.getByText('بغداد، شارع الرشيد'))
	expect((screen.getByRole('radio', { name: 'استلام من متجر دجلة' }) as HTMLInputElement).checked).toBe(true)
})

test('the description describes the choice instead of lengthening its name', () => {
	renderIn('ar', <Modes />)
	const delivery = screen.getByRole('radio', { name: 'توصيل إلى عنواني' })
	expect(document.getElementById(delivery.getAttribute('aria-describedby') ?? '')?.textContent).toBe('نوصل الطلب إلى باب متجرك')
})
