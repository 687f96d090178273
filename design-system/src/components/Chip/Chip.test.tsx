// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Chip } from './Chip.tsx'

test('a chip button does not submit the form it sits in unless asked to', () => {
	const onSubmit = vi.fn((event: Event) => event.preventDefault())
	const { container } = renderIn(
		'ar',
		<form>
			<Chip aria-pressed>أحمر</Chip>
		</form>,
	)
	container.querySelector('form')?.addEventListener('submit', onSubmit)
	fireEvent.click(screen.getByRole('button', { name: 'أحمر', pressed: true }))
	expect(onSubmit).not.toHaveBeenCalled()
})

test('an unavailable option stays a named, focusable button marked for its look', () => {
	renderIn(
		'en',
		<Chip unavailable aria-disabled>
			XL (sold out)
		</Chip>,
	)
	const chip = screen.getByRole('button', { name: 'XL (sold out)' })
	expect(chip.hasAttribute('data-unavailable')).toBe(true)
	expect(chip.getAttribute('aria-disabled')).toBe('true')
})

test('asChild makes a link a chip', () => {
	renderIn(
		'ar',
		<Chip asChild tone="accent">
			<a href="/pages/search-detail/index?keyword=SKU-A12">SKU-A12 أحمر</a>
		</Chip>,
	)
	expect(screen.getByRole('link', { name: 'SKU-A12 أحمر' }).hasAttribute('data-unavailable')).toBe(false)
})
