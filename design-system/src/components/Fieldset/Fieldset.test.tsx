// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Fieldset } from './Fieldset.tsx'

test('the legend names the group of fields', () => {
	renderIn(
		'ar',
		<Fieldset legend="طريقة الاستلام">
			<label>
				<input type="radio" name="mode" value="1" /> توصيل إلى العنوان
			</label>
		</Fieldset>,
	)
	const group = screen.getByRole('group', { name: 'طريقة الاستلام' })
	expect(group.tagName).toBe('FIELDSET')
	expect(screen.getByRole('radio', { name: 'توصيل إلى العنوان' })).toBeTruthy()
})

test('the hint and an announced error describe the group', () => {
	renderIn(
		'en',
		<Fieldset legend="Photos" hint="Up to 6 photos" error="Choose at most 6 photos">
			<input type="file" aria-label="Add photos" />
		</Fieldset>,
	)
	const group = screen.getByRole('group', { name: 'Photos' })
	const texts = (group.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
	expect(texts).toEqual(['Up to 6 photos', 'Choose at most 6 photos'])
	expect(screen.getByRole('alert').textContent).toBe('Choose at most 6 photos')
})

test('without an error nothing is announced', () => {
	renderIn('en', <Fieldset legend="Recipient">fields</Fieldset>)
	expect(screen.queryByRole('alert')).toBeNull()
	expect(screen.getByRole('group', { name: 'Recipient' }).hasAttribute('aria-describedby')).toBe(false)
})
