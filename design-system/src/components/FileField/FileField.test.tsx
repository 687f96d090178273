// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { FileField } from './FileField.tsx'

test('a labelled file input that a multipart form sends by its name', () => {
	renderIn('ar', <FileField label="اختر صورة جديدة" name="avatar" accept="image/*" hint="JPEG أو PNG، حتى 5MB" />)
	const input = screen.getByLabelText('اختر صورة جديدة')
	expect(input.getAttribute('type')).toBe('file')
	expect(input.getAttribute('name')).toBe('avatar')
	expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('JPEG أو PNG، حتى 5MB')
})

test('an error marks it invalid and is announced', () => {
	renderIn('en', <FileField label="Photos" name="photos" multiple error="Choose at most 6 photos" />)
	expect(screen.getByLabelText('Photos').getAttribute('aria-invalid')).toBe('true')
	expect(screen.getByRole('alert').textContent).toBe('Choose at most 6 photos')
})
