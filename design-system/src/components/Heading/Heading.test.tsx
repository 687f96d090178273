// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Heading } from './Heading.tsx'

test.each([1, 2, 3, 4] as const)('level %i is an h%i heading', (level) => {
	renderIn('ar', <Heading level={level}>عروض الجملة</Heading>)
	expect(screen.getByRole('heading', { level, name: 'عروض الجملة' })).toBeTruthy()
})

test('as changes the element while keeping the look', () => {
	renderIn(
		'en',
		<Heading level={1} as="h2">
			Hot deals
		</Heading>,
	)
	expect(screen.getByRole('heading', { level: 2, name: 'Hot deals' })).toBeTruthy()
})
