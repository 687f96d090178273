import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { PdfRasterError, rasterizePdf } from '#app/providers/pdf/rasterize.server.ts'
import { type StorageExtension } from '#app/providers/storage/storage.ts'
import { MAX_SLIPS, MIN_SLIPS, SLIP_MAX_BYTES } from './schema.ts'

/**
 * Bank slips (spec sections 5 and 9: 1 to 5 files; png, jpg, jpeg, gif, pdf). A file is judged by its bytes,
 * never by its name or the type the browser claims. Pictures are re-encoded (upright, no metadata such as
 * GPS, nothing smuggled after the image data). A PDF is never kept: each of its pages is drawn as a picture
 * (app/providers/pdf), so no script, form or embedded file in it reaches staff, whose desktop readers would run
 * them. At most 5 pictures in all, pages counted.
 */

/** What the buyer may send. */
export const SLIP_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'] as const
type SlipUploadType = (typeof SLIP_UPLOAD_TYPES)[number]
/** What is kept: pictures only. */
export const SLIP_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const
export type SlipContentType = (typeof SLIP_CONTENT_TYPES)[number]

const EXTENSION: Record<SlipContentType, StorageExtension> = {
	'image/png': 'png',
	'image/jpeg': 'jpg',
	'image/gif': 'gif',
}

/** A decompression bomb (a tiny file that unpacks to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000
/** Phone photos of a receipt are sharp enough at this size; larger ones are scaled down. */
const MAX_SIDE = 4_000

/** Why slips were refused: a message id and the status the route answers with. */
export class SlipError extends Error {
	override name = 'SlipError'
	constructor(
		readonly messageId: string,
		readonly status: 400 | 413,
	) {
		super(messageId)
	}
}

export type PreparedSlip = { bytes: Uint8Array; contentType: SlipContentType; extension: StorageExtension }

/** The count rule, checked before any file is read. */
export function checkSlipCount(count: number) {
	if (count < MIN_SLIPS) throw new SlipError('payment.slip.required', 400)
	if (count > MAX_SLIPS) throw new SlipError('payment.slip.tooMany', 400)
}

/**
 * One uploaded file checked by content and made safe: a picture re-encoded, a PDF drawn page by page (at most
 * `maxPages`). Throws SlipError.
 */
export async function prepareSlip(bytes: Uint8Array, { maxPages = MAX_SLIPS }: { maxPages?: number } = {}): Promise<PreparedSlip[]> {
	if (bytes.byteLength === 0) throw new SlipError('payment.slip.required', 400)
	if (bytes.byteLength > SLIP_MAX_BYTES) throw new SlipError('payment.slip.tooLarge', 413)
	const type = await fileTypeFromBuffer(bytes)
	const uploaded = type?.mime as SlipUploadType | undefined
	if (!uploaded || !SLIP_UPLOAD_TYPES.includes(uploaded)) throw new SlipError('payment.slip.unsupported', 400)
	if (uploaded === 'application/pdf') {
		let pages: Uint8Array[]
		try {
			pages = await rasterizePdf(bytes, { maxPages })
		} catch (error) {
			if (error instanceof PdfRasterError && error.reason === 'tooManyPages') throw new SlipError('payment.slip.tooManyPages', 400)
			throw new SlipError('payment.slip.unreadable', 400)
		}
		return Promise.all(pages.map((page) => reencode(page, 'image/png')))
	}
	return [await reencode(bytes, uploaded)]
}

async function reencode(bytes: Uint8Array, contentType: SlipContentType): Promise<PreparedSlip> {
	try {
		const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: contentType === 'image/gif' })
		const upright = contentType === 'image/gif' ? image : image.rotate()
		const resized = upright.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
		const encoded =
			contentType === 'image/png'
				? resized.png({ compressionLevel: 9 })
				: contentType === 'image/jpeg'
					? resized.jpeg({ quality: 88, mozjpeg: true })
					: resized.gif()
		const output = await encoded.toBuffer()
		return { bytes: new Uint8Array(output.buffer, output.byteOffset, output.byteLength), contentType, extension: EXTENSION[contentType] }
	} catch {
		// A valid signature in front of truncated or corrupt data, or too many pixels.
		throw new SlipError('payment.slip.unreadable', 400)
	}
}

/** Every slip of one submission, in order, PDFs as their pages; the first bad one names the problem. */
export async function prepareSlips(files: readonly Uint8Array[]): Promise<PreparedSlip[]> {
	checkSlipCount(files.length)
	for (const file of files) if (file.byteLength > SLIP_MAX_BYTES) throw new SlipError('payment.slip.tooLarge', 413)
	const prepared: PreparedSlip[] = []
	for (const file of files) {
		// A PDF's pages count as slips: what is left of the five is what its pages may take.
		const room = MAX_SLIPS - prepared.length
		if (room <= 0) throw new SlipError('payment.slip.tooManyPages', 400)
		prepared.push(...(await prepareSlip(file, { maxPages: room })))
	}
	return prepared
}
