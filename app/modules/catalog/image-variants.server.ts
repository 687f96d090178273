import sharp from 'sharp'
import { createTtlCache } from '#app/utils/ttl-cache.ts'
import { IMAGE_WIDTHS, type ImageWidth } from './image-srcset.ts'

export function isImageWidth(value: number): value is ImageWidth {
	return (IMAGE_WIDTHS as readonly number[]).includes(value)
}

// Resized pictures are kept in memory for an hour per instance; browsers keep them for a year.
const variants = createTtlCache<Buffer>({ ttlMs: 60 * 60 * 1000, maxEntries: 2000 })

/** A narrower WebP of a stored picture (never wider than the original). */
export function resizedImage(key: string, width: ImageWidth, original: () => Promise<Uint8Array>): Promise<Buffer> {
	return variants.get(`${key}@${width}`, async () =>
		sharp(await original())
			.resize({ width, withoutEnlargement: true })
			.webp({ quality: 72 })
			.toBuffer(),
	)
}
