import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * A PDF turned into pictures of its pages, so nothing active in it (JavaScript, forms, launch actions, embedded
 * files) is ever stored or reaches a reader (docs/decisions/018-safe-by-default.md). pdf.js (pdfjs-dist, Mozilla's
 * renderer, with scripting and eval off) draws each page on @napi-rs/canvas, in a worker thread with a memory
 * limit and a time limit, so a hostile file can neither block the server nor fill its memory.
 */
export class PdfRasterError extends Error {
	override name = 'PdfRasterError'
	constructor(readonly reason: 'unreadable' | 'tooManyPages' | 'timeout') {
		super(reason)
	}
}

export type RasterOptions = {
	/** More pages than this: PdfRasterError('tooManyPages'), nothing drawn. */
	maxPages: number
	/** The longer side of a page's picture, in pixels. */
	maxSide?: number
	/** The whole job; past it the worker is stopped. */
	timeoutMs?: number
}

const STANDARD_FONTS = `${path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`

// Runs in the worker (CommonJS eval: bare imports resolve from the app's node_modules, like the server's own).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
;(async () => {
	const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
	const { createCanvas } = await import('@napi-rs/canvas')
	const { bytes, maxPages, maxSide, standardFontDataUrl } = workerData
	const document = await getDocument({
		data: bytes,
		isEvalSupported: false,
		enableXfa: false,
		disableFontFace: true,
		standardFontDataUrl,
		verbosity: 0,
	}).promise
	if (document.numPages > maxPages) return parentPort.postMessage({ error: 'tooManyPages' })
	const pages = []
	for (let number = 1; number <= document.numPages; number++) {
		const page = await document.getPage(number)
		const base = page.getViewport({ scale: 1 })
		const scale = Math.min(4, maxSide / Math.max(base.width, base.height))
		const viewport = page.getViewport({ scale })
		const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)))
		const context = canvas.getContext('2d')
		// A page is paper: white under whatever it draws.
		context.fillStyle = '#ffffff'
		context.fillRect(0, 0, canvas.width, canvas.height)
		await page.render({ canvas, canvasContext: context, viewport, annotationMode: 0 }).promise
		pages.push(canvas.toBuffer('image/png'))
		page.cleanup()
	}
	await document.destroy()
	parentPort.postMessage({ pages })
})().catch(() => parentPort.postMessage({ error: 'unreadable' }))
`

/** Each page of `bytes` as a PNG, in order. Throws PdfRasterError. */
export function rasterizePdf(bytes: Uint8Array, { maxPages, maxSide = 2_000, timeoutMs = 20_000 }: RasterOptions): Promise<Uint8Array[]> {
	return new Promise((resolve, reject) => {
		const worker = new Worker(WORKER_SOURCE, {
			eval: true,
			workerData: { bytes, maxPages, maxSide, standardFontDataUrl: STANDARD_FONTS },
			resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
		})
		let settled = false
		const finish = (outcome: () => void) => {
			if (settled) return
			settled = true
			clearTimeout(timer)
			void worker.terminate()
			outcome()
		}
		const timer = setTimeout(() => finish(() => reject(new PdfRasterError('timeout'))), timeoutMs)
		worker.on('message', (message: { pages?: Uint8Array[]; error?: 'unreadable' | 'tooManyPages' }) =>
			finish(() =>
				message.pages ? resolve(message.pages.map((page) => new Uint8Array(page))) : reject(new PdfRasterError(message.error ?? 'unreadable')),
			),
		)
		// Out of memory, or the renderer crashed.
		worker.on('error', () => finish(() => reject(new PdfRasterError('unreadable'))))
		worker.on('exit', () => finish(() => reject(new PdfRasterError('unreadable'))))
	})
}
