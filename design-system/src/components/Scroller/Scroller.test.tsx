// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Scroller } from './Scroller.tsx'

test('a named list of its items, in reading order', () => {
	renderIn(
		'ar',
		<Scroller aria-label="العروض" itemSize="full" snap="start">
			<li>الأول</li>
			<li>الثاني</li>
		</Scroller>,
	)
	const list = screen.getByRole('list', { name: 'العروض' })
	expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['الأول', 'الثاني'])
	expect(list.tagName).toBe('UL')
})

test('item size, snapping and the inset are looks of their own', () => {
	renderIn(
		'en',
		<>
			<Scroller data-testid="plain" />
			<Scroller data-testid="card" itemSize="card" />
			<Scroller data-testid="snap" snap="always" />
			<Scroller data-testid="inset" inset />
		</>,
	)
	const classes = ['plain', 'card', 'snap', 'inset'].map((id) => screen.getByTestId(id).className)
	expect(new Set(classes).size).toBe(4)
})
