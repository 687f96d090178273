// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { TabBar, type TabBarItem } from './TabBar.tsx'

const ITEMS: Array<TabBarItem> = [
	{ key: 'home', label: 'الرئيسية', icon: 'home', href: '/', active: true },
	{ key: 'gifts', label: 'الهدايا المجانية', icon: 'gift', href: '/pages/free-gifts/index', badge: 3, badgeLabel: '٣ هدايا جديدة' },
	{ key: 'account', label: 'حسابي', icon: 'user', href: '/pages/account/index' },
]

test('is a named navigation whose active tab is the current page', () => {
	renderIn('ar', <TabBar label="التنقل الرئيسي" items={ITEMS} />)
	const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' })
	const links = within(nav).getAllByRole('link')
	expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/pages/free-gifts/index', '/pages/account/index'])
	expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null])
})

test('a badge is read with its meaning, not as a bare number', () => {
	renderIn('ar', <TabBar label="التنقل الرئيسي" items={ITEMS} />)
	const gifts = screen.getByRole('link', { name: /الهدايا المجانية/ })
	expect(gifts.textContent).toContain('٣ هدايا جديدة')
	const badge = [...gifts.querySelectorAll('span')].filter((span) => span.textContent === '3').at(-1)
	expect(badge?.getAttribute('aria-hidden')).toBe('true')
})

test('renders links through renderLink so a router link can be used', () => {
	renderIn(
		'en',
		<TabBar
			label="Main"
			items={[{ key: 'home', label: 'Home', icon: 'home', href: '/', active: true }]}
			// eslint-disable-next-line jsx-a11y/anchor-has-content -- props carries the children
			renderLink={({ href, ...props }) => <a data-router-link href={`/app${href}`} {...props} />}
		/>,
	)
	const link = screen.getByRole('link', { name: 'Home' })
	expect(link.hasAttribute('data-router-link')).toBe(true)
	expect(link.getAttribute('href')).toBe('/app/')
	expect(link.getAttribute('aria-current')).toBe('page')
})
