// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { expect, test } from 'vitest'
import { Slot } from './slot.tsx'

test('the child renders with the slot’s props: its own win, class names join, both handlers run (the child’s first), both refs are set', () => {
	const calls: string[] = []
	const slotRef = createRef<HTMLElement>()
	const childRef = createRef<HTMLAnchorElement>()
	render(
		<Slot ref={slotRef} className="from-slot" title="slot" data-tone="accent" style={{ color: 'red', margin: 1 }} onClick={() => calls.push('slot')}>
			<a ref={childRef} href="/cart" className="from-child" title="child" style={{ color: 'blue' }} onClick={() => calls.push('child')}>
				cart
			</a>
		</Slot>,
	)
	const link = screen.getByRole('link', { name: 'cart' })
	expect(link.className).toBe('from-slot from-child')
	expect(link.getAttribute('title')).toBe('child')
	expect(link.dataset.tone).toBe('accent')
	expect(link.style.color).toBe('blue')
	expect(link.style.margin).toBe('1px')
	fireEvent.click(link)
	expect(calls).toEqual(['child', 'slot'])
	expect(slotRef.current).toBe(link)
	expect(childRef.current).toBe(link)
})
