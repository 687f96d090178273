// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Card } from './Card.tsx'

test('asChild makes the meaningful element the card and keeps its role and name', () => {
	renderIn(
		'ar',
		<Card asChild tone="brand">
			<article aria-labelledby="name">
				<h2 id="name">زينب حسن</h2>
			</article>
		</Card>,
	)
	const article = screen.getByRole('article', { name: 'زينب حسن' })
	expect(article.getAttribute('data-tone')).toBe('brand')
	expect(article.className).not.toBe('')
})

test('a link card stays a link', () => {
	renderIn(
		'en',
		<Card asChild padding="medium">
			<a href="/pages/inquiry-details/index?id=1">Red leather bag, 500 pieces</a>
		</Card>,
	)
	expect(screen.getByRole('link', { name: 'Red leather bag, 500 pieces' }).getAttribute('href')).toBe('/pages/inquiry-details/index?id=1')
})

test('a neutral card is a div that says nothing about its tone', () => {
	const { container } = renderIn('en', <Card>Coupon</Card>)
	const card = container.querySelector('div > div') as HTMLElement
	expect(card.textContent).toBe('Coupon')
	expect(card.hasAttribute('data-tone')).toBe(false)
})
