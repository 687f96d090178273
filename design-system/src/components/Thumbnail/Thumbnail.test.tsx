// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Thumbnail } from './Thumbnail.tsx'

test('a picture of the size asked for, loaded lazily and described by its alt text', () => {
	renderIn('ar', <Thumbnail src="/media/photo.webp?w=200" alt="صورتك" size="xlarge" />)
	const image = screen.getByRole('img', { name: 'صورتك' })
	expect(image.getAttribute('width')).toBe('96')
	expect(image.getAttribute('loading')).toBe('lazy')
})

test('without a picture a decorative placeholder stands in', () => {
	const { container } = renderIn('en', <Thumbnail src={null} alt="" />)
	expect(screen.queryByRole('img')).toBeNull()
	expect(container.querySelector('[aria-hidden] svg')).not.toBeNull()
})
