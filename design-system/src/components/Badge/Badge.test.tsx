// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Badge } from './Badge.tsx'

test('its words are what it says; the icon is decorative', () => {
	const { container } = renderIn(
		'ar',
		<Badge icon="box" tone="brand" variant="solid">
			استلام من المتجر
		</Badge>,
	)
	expect(screen.getByText('استلام من المتجر')).toBeTruthy()
	expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
})

test('asChild dresses a link as a badge and keeps it a link', () => {
	renderIn(
		'en',
		<Badge asChild tone="brand">
			<a href="/pages/commodity_details/index?productId=1">Galaxy A15 128GB</a>
		</Badge>,
	)
	const link = screen.getByRole('link', { name: 'Galaxy A15 128GB' })
	expect(link.className).not.toBe('')
})
