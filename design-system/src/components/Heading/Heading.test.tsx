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

test('a section title: a level-2 element with the look of level 4, in the strong tone, unlike the default tone', () => {
	const { container } = renderIn(
		'ar',
		<>
			<Heading level={4} as="h2" tone="strong">
				معلومات الطلب
			</Heading>
			<Heading level={4} as="h2">
				عنوان التسليم
			</Heading>
		</>,
	)
	const strong = screen.getByRole('heading', { level: 2, name: 'معلومات الطلب' })
	const plain = screen.getByRole('heading', { level: 2, name: 'عنوان التسليم' })
	expect(strong.className).not.toBe(plain.className)
	expect(container.querySelectorAll('h4')).toHaveLength(0)
})
