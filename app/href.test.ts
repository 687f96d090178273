import { expect, test } from 'vitest'
import { href, hrefUnder } from './href.ts'
import { PAGE_ROUTES } from './route-table.ts'

test('a page path is written as it stands, with its query after it', () => {
	expect(href('/pages/cart/index')).toBe('/pages/cart/index')
	expect(href('/pages/order-details/index', { orderId: 'a b&c' })).toBe('/pages/order-details/index?orderId=a%20b%26c')
	expect(new URL(href('/pages/order-details/index', { orderId: 'a b&c' }), 'http://x').searchParams.get('orderId')).toBe('a b&c')
})

test('empty query values are left out, numbers and booleans written out, the order kept', () => {
	expect(href('/pages/search-detail/index', { keyword: 'هاتف', page: 2, select: true, categoryId: undefined, sort: '', tab: null })).toBe(
		`/pages/search-detail/index?keyword=${encodeURIComponent('هاتف')}&page=2&select=true`,
	)
	expect(href('/pages/search-detail/index', {})).toBe('/pages/search-detail/index')
	expect(
		href(
			'/pages/search-detail/index',
			new URLSearchParams([
				['a', '1'],
				['a', '2'],
			]),
		),
	).toBe('/pages/search-detail/index?a=1&a=2')
})

test('parameters are filled in and encoded; a missing one is a mistake, not a broken link', () => {
	expect(href('/staff/orders/:number', { number: 'DJ 1/2' })).toBe('/staff/orders/DJ%201%2F2')
	expect(href('/staff/inbox/:conversationId', { conversationId: 'c1' }, { focus: 'composer' })).toBe('/staff/inbox/c1?focus=composer')
	expect(() => href('/staff/orders/:number', { number: '' })).toThrow(/:number/)
})

test('a file under a splat route keeps its slashes and encodes each segment', () => {
	expect(hrefUnder('/media', 'products/a b.webp', { w: 320 })).toBe('/media/products/a%20b.webp?w=320')
})

test('every page of the route table can be linked to', () => {
	for (const route of PAGE_ROUTES) {
		const path = route.path === '/' ? '/' : `/${route.path}`
		// @ts-expect-error: the loop's path is a union the one-argument form accepts at runtime
		expect(href(path)).toBe(path)
	}
})
