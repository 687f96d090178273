import sharp from 'sharp'
import { expect, test } from 'vitest'
import { resizedImage } from './image-variants.server.ts'
import { imageSrcSet } from './image-srcset.ts'

test('a catalogue picture is served narrower on request, never wider', async () => {
	const original = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0b6e75' } })
		.webp()
		.toBuffer()
	const small = await sharp(await resizedImage('products/a.webp', 200, async () => original)).metadata()
	expect(small).toMatchObject({ format: 'webp', width: 200, height: 200 })
	const wide = await sharp(await resizedImage('products/a.webp', 750, async () => original)).metadata()
	expect(wide.width).toBe(600)
})

test('srcSet offers each width', () => {
	expect(imageSrcSet('/media/products/a.webp')).toBe(
		'/media/products/a.webp?w=200 200w, /media/products/a.webp?w=400 400w, /media/products/a.webp?w=750 750w',
	)
})
