// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import '../../../test-utils.tsx'
import { Icon } from './Icon.tsx'
import { mirrored } from './Icon.css.ts'
import { directionalIcons, iconNames } from './icons.tsx'
import sprite from './icons.svg?raw'

test.each(directionalIcons)('%s is mirrored in right-to-left', (name) => {
	const { container } = render(<Icon name={name} />)
	expect(container.querySelector('svg')?.classList.contains(mirrored)).toBe(true)
})

test('icons without a direction are never mirrored', () => {
	for (const name of iconNames.filter((name) => !(directionalIcons as ReadonlyArray<string>).includes(name))) {
		const { container, unmount } = render(<Icon name={name} />)
		expect(container.querySelector('svg')?.classList.contains(mirrored), name).toBe(false)
		unmount()
	}
})

test('every icon in the set has a drawing in the sprite, and the sprite draws nothing else', () => {
	const symbols = new DOMParser().parseFromString(sprite, 'image/svg+xml').querySelectorAll('symbol')
	expect([...symbols].map((symbol) => symbol.id)).toEqual(iconNames)
	for (const symbol of symbols) {
		expect(symbol.getAttribute('viewBox'), symbol.id).toBe('0 0 24 24')
		expect(symbol.children.length, symbol.id).toBeGreaterThan(0)
	}
})

test('an icon draws its symbol from the sprite', () => {
	const { container } = render(<Icon name="cart" />)
	expect(container.querySelector('use')?.getAttribute('href')).toMatch(/icons\.svg#cart$/)
})

test('a decorative icon is hidden from screen readers; a labelled one is an image with that name', () => {
	const { container } = render(
		<>
			<Icon name="cart" />
			<Icon name="heart-filled" label="In favourites" />
		</>,
	)
	expect(container.querySelector('[data-icon="cart"]')?.getAttribute('aria-hidden')).toBe('true')
	expect(screen.getByRole('img', { name: 'In favourites' })).toBeTruthy()
})
