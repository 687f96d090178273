// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Section } from './Section.tsx'

test('a region named by its title, with its action beside the title and its content after', () => {
	renderIn(
		'ar',
		<Section titleId="recent" title="عمليات البحث الأخيرة" action={<button type="button">مسح الكل</button>}>
			<p>حقيبة</p>
		</Section>,
	)
	const region = screen.getByRole('region', { name: 'عمليات البحث الأخيرة' })
	expect(screen.getByRole('heading', { level: 2, name: 'عمليات البحث الأخيرة' }).id).toBe('recent')
	expect(region.textContent).toBe('عمليات البحث الأخيرةمسح الكلحقيبة')
})

test('a large title or the page inset is a different look from the plain one', () => {
	renderIn(
		'en',
		<>
			<Section titleId="a" title="A" />
			<Section titleId="b" title="B" titleSize="large" />
			<Section titleId="c" title="C" inset />
		</>,
	)
	const [a, b] = screen.getAllByRole('heading').map((heading) => heading.className)
	expect(a).not.toBe(b)
	const regions = screen.getAllByRole('region').map((region) => region.className)
	expect(regions[0]).not.toBe(regions[2])
})
