// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Heading } from '../Heading/Heading.tsx'
import { PageBody } from './PageBody.tsx'

test('holds the page sections in order, as the element asked for', () => {
	const { container } = renderIn(
		'ar',
		<PageBody as="section" aria-label="تفاصيل الطلب" endSpace>
			<Heading level={4} as="h2">
				معلومات الطلب
			</Heading>
			<Heading level={4} as="h2">
				عنوان التسليم
			</Heading>
		</PageBody>,
	)
	const body = screen.getByRole('region', { name: 'تفاصيل الطلب' })
	expect(body.tagName).toBe('SECTION')
	expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['معلومات الطلب', 'عنوان التسليم'])
	expect(container.querySelectorAll('section')).toHaveLength(1)
})

test('a different gap, padding or end space is a different look; the same props are the same look', () => {
	const { container } = renderIn(
		'en',
		<>
			<PageBody data-testid="a" />
			<PageBody data-testid="b" />
			<PageBody data-testid="c" gap="large" />
			<PageBody data-testid="d" padding="medium" />
			<PageBody data-testid="e" endSpace />
		</>,
	)
	const classOf = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.className
	expect(classOf('a')).toBe(classOf('b'))
	for (const other of ['c', 'd', 'e']) expect(classOf(other)).not.toBe(classOf('a'))
	expect(container.querySelector('[data-testid="a"]')?.tagName).toBe('DIV')
})
