import sharp from 'sharp'

/*
 * The visual descriptor behind search by photo: a 64-bit difference hash (dHash). The picture is turned
 * upright, flattened onto white, reduced to greyscale, contrast-stretched and shrunk to 9×8; each bit says
 * whether a cell is clearly brighter than its neighbour towards the end of the row. Re-encoding, resizing,
 * JPEG artefacts and small crops move only a few bits, while a different subject moves many, so the
 * Hamming distance (`bit_count(a # b)` in SQL) ranks pictures by likeness.
 */

export const DHASH_BITS = 64
const HASH_WIDTH = 9
const HASH_HEIGHT = 8
/**
 * Shrinking in two steps (first to a small square, then to 9×8) keeps the cells stable when the input
 * is a little larger, smaller or re-compressed; JPEG inputs are shrunk while they are decoded, so even a
 * 1080px photo is described in a few milliseconds.
 */
const INTERMEDIATE_SIZE = 64
/**
 * Neighbours closer than this (out of 255) count as equal and give a 0 bit. Without it the bits of flat
 * areas (a studio background, a white wall) follow JPEG noise and differ between two copies of one picture.
 */
const FLAT_DIFFERENCE = 2
/** A decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000

export type ImageDescriptor = {
	/** The difference hash as a signed 64-bit integer, the way PostgreSQL's `bigint` holds it. */
	dhash: bigint
	/**
	 * How many of the 64 comparisons were not flat. A plain wall, a black frame or a blank page has
	 * almost none: its hash says nothing about what is in the picture.
	 */
	detail: number
}

/** The 9×8 greyscale cells of a picture, row by row. */
async function hashCells(bytes: Uint8Array): Promise<Uint8Array> {
	const small = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
		.rotate()
		.flatten({ background: '#ffffff' })
		.greyscale()
		.normalise()
		.resize(INTERMEDIATE_SIZE, INTERMEDIATE_SIZE, { fit: 'fill', kernel: 'linear' })
		.extractChannel(0)
		.raw()
		.toBuffer()
	const cells = await sharp(small, { raw: { width: INTERMEDIATE_SIZE, height: INTERMEDIATE_SIZE, channels: 1 } })
		.resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill', kernel: 'linear' })
		.extractChannel(0)
		.raw()
		.toBuffer()
	return new Uint8Array(cells.buffer, cells.byteOffset, cells.byteLength)
}

/** The dHash of 9×8 greyscale cells (bit 63 is the first comparison of the first row) and its detail. */
export function differenceHash(cells: ArrayLike<number>): ImageDescriptor {
	if (cells.length !== HASH_WIDTH * HASH_HEIGHT) throw new Error(`expected ${HASH_WIDTH * HASH_HEIGHT} cells, got ${cells.length}`)
	let hash = 0n
	let detail = 0
	for (let row = 0; row < HASH_HEIGHT; row++) {
		for (let column = 0; column < HASH_WIDTH - 1; column++) {
			const here = cells[row * HASH_WIDTH + column]!
			const next = cells[row * HASH_WIDTH + column + 1]!
			hash = (hash << 1n) | (here > next + FLAT_DIFFERENCE ? 1n : 0n)
			if (Math.abs(here - next) > FLAT_DIFFERENCE) detail++
		}
	}
	return { dhash: BigInt.asIntN(DHASH_BITS, hash), detail }
}

/**
 * The descriptor of a picture (any format sharp reads). Throws when the bytes are not a picture sharp
 * can decode; pictures from buyers are checked first (photo-upload.server.ts).
 */
export async function describeImage(bytes: Uint8Array): Promise<ImageDescriptor> {
	return differenceHash(await hashCells(bytes))
}

/** How many of the 64 bits differ: 0 for the same picture, a few for a copy, 15–30 for unrelated pictures. */
export function hammingDistance(a: bigint, b: bigint): number {
	let rest = BigInt.asUintN(DHASH_BITS, a ^ b)
	let count = 0
	while (rest) {
		rest &= rest - 1n
		count++
	}
	return count
}
