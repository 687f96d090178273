// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx'
import { SearchBar } from './SearchBar.tsx'

test('a search field labelled by the bar around it', () => {
	renderIn(
		'ar',
		<SearchBar.Root>
			<VisuallyHidden>ابحث</VisuallyHidden>
			<SearchBar.Input name="keyword" placeholder="ابحث عن منتجات" />
		</SearchBar.Root>,
	)
	const field = screen.getByRole('searchbox', { name: 'ابحث' })
	expect(field.getAttribute('name')).toBe('keyword')
	expect(field.closest('label')?.querySelector('svg')).not.toBeNull()
})

test('as a link, the link is the bar: the icon first, then its text', () => {
	renderIn(
		'en',
		<SearchBar.Root asChild tone="surface">
			<a href="/pages/search-key/index">Search wholesale products</a>
		</SearchBar.Root>,
	)
	const link = screen.getByRole('link', { name: 'Search wholesale products' })
	expect(link.firstElementChild?.tagName.toLowerCase()).toBe('svg')
	expect(link.className).not.toBe('')
})
