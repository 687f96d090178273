/*
 * Compressing a buyer's photo in the browser before it is uploaded (spec section 9): under 512 KB, at
 * most 1080 px wide, JPEG quality 0.6; when the result is still too big, the width shrinks by 0.7 and
 * the quality drops by 0.25 per retry, up to 3 retries, and after 5 seconds the best attempt so far is
 * sent. The plan and the retry loop are pure (tested in Vitest); only `compressPhoto` touches the canvas.
 */

export const PHOTO_TARGET_BYTES = 512 * 1024
export const PHOTO_MAX_WIDTH = 1080
export const PHOTO_WIDTH_SCALE_PER_RETRY = 0.7
export const PHOTO_INITIAL_QUALITY = 0.6
export const PHOTO_QUALITY_STEP = 0.25
/** 0.6 − 3 × 0.25 would be negative; below 0.2 JPEG blocks wipe out the detail photo search needs. */
export const PHOTO_MIN_QUALITY = 0.2
export const PHOTO_MAX_RETRIES = 3
export const PHOTO_COMPRESSION_TIME_LIMIT_MS = 5000

export type CompressionAttempt = { maxWidth: number; quality: number }

/** The attempts in order: 1080 px at 0.6, then 756 at 0.35, 529 at 0.2 and 370 at 0.2. */
export function planCompressionAttempts(): CompressionAttempt[] {
	return Array.from({ length: PHOTO_MAX_RETRIES + 1 }, (_, retry) => ({
		maxWidth: Math.round(PHOTO_MAX_WIDTH * PHOTO_WIDTH_SCALE_PER_RETRY ** retry),
		quality: Math.max(PHOTO_MIN_QUALITY, Math.round((PHOTO_INITIAL_QUALITY - PHOTO_QUALITY_STEP * retry) * 100) / 100),
	}))
}

/** The size to draw a picture at for one attempt: never wider than `maxWidth`, never enlarged, same shape. */
export function scaledSize(width: number, height: number, maxWidth: number) {
	const scale = Math.min(1, maxWidth / width)
	return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

export type CompressionRun<T extends { size: number }> = {
	attempts: readonly CompressionAttempt[]
	/** Encodes the picture for one attempt. */
	encode: (attempt: CompressionAttempt) => Promise<T>
	/** Milliseconds since some fixed point (`performance.now`). */
	now: () => number
	/** Resolves after `ms` milliseconds; the encode in flight is abandoned when time runs out. */
	wait: (ms: number) => Promise<void>
	targetBytes?: number
	timeLimitMs?: number
}

/**
 * Runs the attempts in order until one is small enough, and returns it; when none is, or time runs out,
 * the smallest result so far (null when not even the first attempt finished in time).
 */
export async function runCompression<T extends { size: number }>({
	attempts,
	encode,
	now,
	wait,
	targetBytes = PHOTO_TARGET_BYTES,
	timeLimitMs = PHOTO_COMPRESSION_TIME_LIMIT_MS,
}: CompressionRun<T>): Promise<T | null> {
	const startedAt = now()
	let best: T | null = null
	for (const attempt of attempts) {
		const remaining = timeLimitMs - (now() - startedAt)
		if (remaining <= 0) break
		const outcome = await Promise.race([encode(attempt).then((result) => ({ result })), wait(remaining).then(() => null)])
		if (!outcome) break
		const { result } = outcome
		if (!best || result.size < best.size) best = result
		if (result.size <= targetBytes) return result
	}
	return best
}

/* ---------------------------------------------------------------------------------------------- */
/* The browser part.                                                                                */

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number) {
	return new Promise<Blob>((resolve, reject) => {
		canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas could not be encoded'))), 'image/jpeg', quality)
	})
}

/**
 * The photo as the spec wants it uploaded: a JPEG under 512 KB when the browser can decode the picture,
 * otherwise the file untouched (the server checks it and says what is wrong). Never larger than the
 * original.
 */
export async function compressPhoto(file: File): Promise<File> {
	if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file
	let bitmap: ImageBitmap
	try {
		bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
	} catch {
		// Not a picture this browser can decode (a HEIC photo in Chrome, a document): let the server judge.
		return file
	}
	try {
		const canvas = document.createElement('canvas')
		const context = canvas.getContext('2d')
		if (!context) return file
		const blob = await runCompression({
			attempts: planCompressionAttempts(),
			encode: ({ maxWidth, quality }) => {
				const { width, height } = scaledSize(bitmap.width, bitmap.height, maxWidth)
				canvas.width = width
				canvas.height = height
				// Transparent pixels would turn black in a JPEG.
				context.fillStyle = '#ffffff'
				context.fillRect(0, 0, width, height)
				context.drawImage(bitmap, 0, 0, width, height)
				return canvasToJpeg(canvas, quality)
			},
			now: () => performance.now(),
			wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
		})
		if (!blob || blob.size >= file.size) return file
		return new File([blob], 'photo.jpg', { type: 'image/jpeg', lastModified: Date.now() })
	} finally {
		bitmap.close()
	}
}
