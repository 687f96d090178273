// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Textarea } from './Textarea.tsx'

test('the label names a multi-line field that a plain form sends', () => {
	const { container } = renderIn(
		'ar',
		<form>
			<Textarea label="العنوان" name="addressLine" defaultValue="شارع ١٤ رمضان" />
		</form>,
	)
	const field = screen.getByLabelText('العنوان')
	expect(field.tagName).toBe('TEXTAREA')
	expect(field.getAttribute('rows')).toBe('3')
	fireEvent.change(field, { target: { value: 'شارع ١٤ رمضان، بناية 12B' } })
	expect(new FormData(container.querySelector('form') as HTMLFormElement).get('addressLine')).toBe('شارع ١٤ رمضان، بناية 12B')
})

test('an error marks it invalid, is announced and describes it after the hint', () => {
	renderIn('en', <Textarea label="What do you need?" name="description" hint="Size, colour, material" error="Describe what you need" />)
	const field = screen.getByLabelText('What do you need?')
	expect(field.getAttribute('aria-invalid')).toBe('true')
	const texts = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
	expect(texts).toEqual(['Size, colour, material', 'Describe what you need'])
	expect(screen.getByRole('alert').textContent).toBe('Describe what you need')
})

test('aria-invalid from a form library marks it invalid without a message', () => {
	renderIn('en', <Textarea label="Notes" aria-invalid="true" />)
	expect(screen.getByLabelText('Notes').getAttribute('aria-invalid')).toBe('true')
	expect(screen.queryByRole('alert')).toBeNull()
})
