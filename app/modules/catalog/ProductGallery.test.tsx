// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, expect, test } from 'vitest'
import ar from '#locales/ar.json'
import en from '#locales/en.json'
import { ProductGallery } from './ProductGallery.tsx'

afterEach(cleanup)

const IMAGES = [1, 2, 3].map((index) => ({ url: `/media/products/${index}.webp`, dominantColor: null, index }))

/** The gallery in the reader's language, inside a router (each picture is a link). */
function renderGallery(locale: 'ar-IQ' | 'en', messages: Record<string, string>) {
	const router = createMemoryRouter([
		{
			path: '/',
			element: (
				<IntlProvider locale={locale} messages={messages}>
					<ProductGallery productId="p-1" images={IMAGES} activeUrl={null} />
				</IntlProvider>
			),
		},
	])
	render(<RouterProvider router={router} />)
}

test('each picture’s counter reads its place in Arabic numerals, never “not a number”', () => {
	renderGallery('ar-IQ', ar as Record<string, string>)
	expect(screen.getByText('٢ / ٣')).toBeTruthy()
	expect(document.body.textContent).not.toContain('ليس رقم')
	expect(screen.getByRole('link', { name: 'عرض الصورة ٣ من ٣ بملء الشاشة' })).toBeTruthy()
})

test('in English the counter reads 2 / 3', () => {
	renderGallery('en', en as Record<string, string>)
	expect(screen.getByText('2 / 3')).toBeTruthy()
	expect(screen.getByRole('link', { name: 'View photo 1 of 3 full screen' })).toBeTruthy()
})
