import { Transform } from 'node:stream'

/**
 * The size of React 18.3's write buffer in its Node renderer (`VIEW_SIZE` in react-dom/server.node). When a
 * string's next character is multi-byte and does not fit in what is left of the buffer, React hands over the
 * whole buffer, its unused tail (one to three zero bytes) included: a NUL in the middle of the page.
 */
export const REACT_VIEW_SIZE = 2048
/** The longest unused tail: a four-byte character that did not fit after 2,045 bytes. */
const MAX_UNUSED_TAIL = 3

/** A chunk as React meant it: a full buffer that ends in zeros loses them (valid UTF-8 HTML never ends in NUL). */
export function withoutUnusedTail(chunk: Uint8Array): Uint8Array {
	if (chunk.byteLength !== REACT_VIEW_SIZE || chunk[REACT_VIEW_SIZE - 1] !== 0) return chunk
	let end = REACT_VIEW_SIZE
	while (end > REACT_VIEW_SIZE - MAX_UNUSED_TAIL && chunk[end - 1] === 0) end--
	return chunk.subarray(0, end)
}

/** React 18 closes the document with the shell, before the parts that stream in later. */
const DOCUMENT_END = Buffer.from('</body></html>')

/** How many bytes at the end of `chunk` could begin DOCUMENT_END (kept back until the next chunk tells). */
function partialEndLength(chunk: Buffer): number {
	for (let length = Math.min(DOCUMENT_END.length - 1, chunk.length); length > 0; length--) {
		if (chunk.subarray(chunk.length - length).equals(DOCUMENT_END.subarray(0, length))) return length
	}
	return 0
}

/**
 * The stream React renders a page into, on its way to the response:
 * - **No NUL bytes**: each of React's writes loses the unused tail of its buffer (withoutUnusedTail).
 * - **The closing tags last**: React 18 writes `</body></html>` with the shell, and the parts that stream in
 *   afterwards (a deferred loader value's `<script>`, a Suspense boundary's content) after it, which makes the
 *   document invalid HTML. The closing tags are held back and written when React is done, so everything streamed
 *   stays inside `<body>`.
 * - **One chunk per turn**: React writes a page in many small pieces in one go; each would cross the web stream,
 *   the gzip stream and the socket on its own (about 1.5 ms of CPU for the home page). What is written in one turn
 *   of the event loop leaves as one chunk, so a page rendered at once leaves in one piece and a deferred part
 *   still leaves as soon as React writes it.
 */
export function htmlDocumentStream(): Transform {
	let pending: Buffer[] = []
	let scheduled = false
	let carried: Buffer | null = null
	let endHeld = false

	const take = (): Buffer | null => {
		if (carried) pending.unshift(carried)
		carried = null
		let chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
		pending = []
		if (!endHeld) {
			const end = chunk.indexOf(DOCUMENT_END)
			if (end >= 0) {
				endHeld = true
				chunk = Buffer.concat([chunk.subarray(0, end), chunk.subarray(end + DOCUMENT_END.length)])
			} else {
				const partial = partialEndLength(chunk)
				if (partial > 0) {
					carried = Buffer.from(chunk.subarray(chunk.length - partial))
					chunk = chunk.subarray(0, chunk.length - partial)
				}
			}
		}
		return chunk.length > 0 ? chunk : null
	}

	const stream = new Transform({
		transform(chunk: Buffer, _encoding, callback) {
			// Node hands a Uint8Array over as a Buffer on the same memory, so subarray keeps it one.
			pending.push(withoutUnusedTail(chunk) as Buffer)
			if (!scheduled) {
				scheduled = true
				setImmediate(() => {
					scheduled = false
					if (pending.length === 0) return
					const out = take()
					if (out) stream.push(out)
				})
			}
			callback()
		},
		flush(callback) {
			const out = pending.length > 0 ? take() : null
			const tail = [out, carried, endHeld ? DOCUMENT_END : null].filter((part): part is Buffer => part !== null)
			carried = null
			if (tail.length > 0) this.push(Buffer.concat(tail))
			callback()
		},
	})
	return stream
}
