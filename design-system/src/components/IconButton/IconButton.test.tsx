// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { IconButton } from './IconButton.tsx'

test('is named by its label, not by its icon', () => {
	const onClick = vi.fn()
	renderIn('ar', <IconButton icon="heart" label="أضف إلى المفضلة" onClick={onClick} />)
	const button = screen.getByRole('button', { name: 'أضف إلى المفضلة' })
	expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
	fireEvent.click(button)
	expect(onClick).toHaveBeenCalledTimes(1)
})

test('a badge is shown but its meaning comes from the label', () => {
	renderIn('en', <IconButton icon="cart" label="Cart, 3 items" badge={3} />)
	const button = screen.getByRole('button', { name: 'Cart, 3 items' })
	expect(button.textContent).toBe('3')
})

test('the back arrow points the way back in right-to-left', () => {
	renderIn('ar', <IconButton icon="arrow-back" label="رجوع" />)
	expect(screen.getByRole('button', { name: 'رجوع' }).querySelector('svg')?.getAttribute('data-directional')).toBe('true')
})
