// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { TabNav } from './TabNav.tsx'

test('a named navigation of links; the current one is the page', () => {
	renderIn(
		'ar',
		<TabNav.Root label="حالة القسائم">
			<TabNav.Link href="/pages/coupons/index" active>
				متاحة <TabNav.Count>٣</TabNav.Count>
			</TabNav.Link>
			<TabNav.Link href="/pages/coupons/index?tab=used">مستخدمة</TabNav.Link>
		</TabNav.Root>,
	)
	const nav = screen.getByRole('navigation', { name: 'حالة القسائم' })
	const links = within(nav).getAllByRole('link')
	expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null])
	expect(within(nav).getAllByRole('listitem')).toHaveLength(2)
})

test('the current tab can say "true" instead of "page" (a sort order of the same page)', () => {
	renderIn(
		'en',
		<TabNav.Root label="Sort" variant="underline">
			<TabNav.Link href="?sort=price-asc" active aria-current="true">
				Price
			</TabNav.Link>
		</TabNav.Root>,
	)
	expect(screen.getByRole('link', { name: 'Price' }).getAttribute('aria-current')).toBe('true')
})

test('asChild keeps a router link and its props', () => {
	renderIn(
		'en',
		<TabNav.Root label="Groups" variant="pills">
			<TabNav.Link asChild active>
				<a href="?groupId=g1" data-discover="true">
					Shoes
				</a>
			</TabNav.Link>
		</TabNav.Root>,
	)
	const link = screen.getByRole('link', { name: 'Shoes' })
	expect(link.getAttribute('href')).toBe('?groupId=g1')
	expect(link.getAttribute('aria-current')).toBe('page')
})
