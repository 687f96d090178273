// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { sprinkles } from '../../sprinkles.css.ts'
import { Stack } from './Stack.tsx'

test('lays children out in a row with the gap asked for', () => {
	renderIn(
		'ar',
		<Stack as="ul" role="list" direction="row" gap="small" align="center">
			<li>أ</li>
			<li>ب</li>
		</Stack>,
	)
	const list = screen.getByRole('list')
	expect(list.tagName).toBe('UL')
	expect(screen.getAllByRole('listitem')).toHaveLength(2)
	for (const className of sprinkles({ flexDirection: 'row', gap: 'small', alignItems: 'center' }).split(' ')) {
		expect(list.classList.contains(className)).toBe(true)
	}
})
