// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Field } from './Field.tsx'

test('the label names whatever control it renders, here a file input', () => {
	renderIn('ar', <Field label="اختر صورة">{(control) => <input type="file" name="avatar" {...control} />}</Field>)
	const input = screen.getByLabelText('اختر صورة')
	expect(input.getAttribute('type')).toBe('file')
	expect(input.hasAttribute('aria-invalid')).toBe(false)
})

test('other descriptions, the hint and the error describe the control in that order; the error is announced', () => {
	renderIn(
		'en',
		<>
			<p id="rules">JPEG or PNG</p>
			<Field label="Photo" hint="Up to 5 MB" error="The photo is too large" describedBy="rules">
				{(control) => <input type="file" {...control} />}
			</Field>
		</>,
	)
	const input = screen.getByLabelText('Photo')
	expect(input.getAttribute('aria-invalid')).toBe('true')
	const texts = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
	expect(texts).toEqual(['JPEG or PNG', 'Up to 5 MB', 'The photo is too large'])
	expect(screen.getByRole('alert').textContent).toBe('The photo is too large')
})

test('invalid without a message marks the control but announces nothing', () => {
	renderIn(
		'en',
		<Field label="Photo" invalid>
			{(control) => <input {...control} />}
		</Field>,
	)
	expect(screen.getByLabelText('Photo').getAttribute('aria-invalid')).toBe('true')
	expect(screen.queryByRole('alert')).toBeNull()
})
