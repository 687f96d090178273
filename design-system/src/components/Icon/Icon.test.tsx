// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import '../../../test-utils.tsx'
import { Icon } from './Icon.tsx'
import { mirrored } from './Icon.css.ts'
import { directionalIcons, iconNames } from './icons.tsx'

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

test('every icon in the set draws something', () => {
	for (const name of iconNames) {
		const { container, unmount } = render(<Icon name={name} />)
		expect(container.querySelector('svg')?.children.length, name).toBeGreaterThan(0)
		unmount()
	}
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
