// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { TileGrid } from './TileGrid.tsx'

test('a named list of tiles, or another element when asked', () => {
	renderIn(
		'ar',
		<>
			<TileGrid aria-label="نتائج البحث">
				<li>حقيبة</li>
				<li>هاتف</li>
			</TileGrid>
			<TileGrid as="div" columns={2} data-testid="fields" />
		</>,
	)
	expect(screen.getByRole('list', { name: 'نتائج البحث' }).querySelectorAll('li')).toHaveLength(2)
	expect(screen.getByTestId('fields').tagName).toBe('DIV')
})

test('two, three or a responsive number of columns are three looks', () => {
	renderIn(
		'en',
		<>
			<TileGrid data-testid="a" columns={2} />
			<TileGrid data-testid="b" columns={3} />
			<TileGrid data-testid="c" />
		</>,
	)
	expect(new Set(['a', 'b', 'c'].map((id) => screen.getByTestId(id).className)).size).toBe(3)
})
