import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { type StorageExtension } from '#app/providers/storage/storage.ts'
import { MAX_SLIPS, MIN_SLIPS, SLIP_MAX_BYTES } from './schema.ts'

/**
 * Bank slips (spec sections 5 and 9: 1 to 5 files; png, jpg, jpeg, gif, pdf). A file is judged by its bytes,
 * never by its name or the type the browser claims. Pictures are re-encoded (upright, no metadata such as
 * GPS, nothing smuggled after the image data); PDFs are kept as they are, served only as downloads.
 */

export const SLIP_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'] as const
export type SlipContentType = (typeof SLIP_CONTENT_TYPES)[number]

const EXTENSION: Record<SlipContentType, StorageExtension> = {
	'image/png': 'png',
	'image/jpeg': 'jpg',
	'image/gif': 'gif',
	'application/pdf': 'pdf',
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

/** One slip checked by content and, when it is a picture, re-encoded. Throws SlipError. */
export async function prepareSlip(bytes: Uint8Array): Promise<PreparedSlip> {
	if (bytes.byteLength === 0) throw new SlipError('payment.slip.required', 400)
	if (bytes.byteLength > SLIP_MAX_BYTES) throw new SlipError('payment.slip.tooLarge', 413)
	const type = await fileTypeFromBuffer(bytes)
	const contentType = type?.mime as SlipContentType | undefined
	if (!contentType || !SLIP_CONTENT_TYPES.includes(contentType)) throw new SlipError('payment.slip.unsupported', 400)
	if (contentType === 'application/pdf') {
		// file-type found the %PDF- header; a PDF is kept byte for byte (staff open it as a download).
		return { bytes, contentType, extension: EXTENSION[contentType] }
	}
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

/** Every slip of one submission, in order; the first bad one names the problem. */
export async function prepareSlips(files: readonly Uint8Array[]): Promise<PreparedSlip[]> {
	checkSlipCount(files.length)
	for (const file of files) if (file.byteLength > SLIP_MAX_BYTES) throw new SlipError('payment.slip.tooLarge', 413)
	const prepared: PreparedSlip[] = []
	for (const file of files) prepared.push(await prepareSlip(file))
	return prepared
}
