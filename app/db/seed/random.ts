/**
 * A small deterministic pseudo-random generator (sfc32 seeded through cyrb128), so the demo shop is the
 * same on every machine: same products, prices, ids and pictures for the same seed.
 */
export type Random = {
	/** A float in [0, 1). */
	next(): number
	/** An integer in [min, max], both included. */
	int(min: number, max: number): number
	/** True with probability `p`. */
	chance(p: number): boolean
	pick<T>(items: readonly T[]): T
	/** `count` distinct items in random order (all of them when there are fewer). */
	sample<T>(items: readonly T[], count: number): T[]
	shuffle<T>(items: readonly T[]): T[]
	/** A version-4-shaped UUID made from this generator (not from crypto). */
	uuid(): string
	/** `length` lowercase hex characters. */
	hex(length: number): string
	/** An independent generator derived from this one's seed and `label`. */
	fork(label: string): Random
}

function cyrb128(text: string): [number, number, number, number] {
	let h1 = 1779033703
	let h2 = 3144134277
	let h3 = 1013904242
	let h4 = 2773480762
	for (let i = 0; i < text.length; i++) {
		const k = text.charCodeAt(i)
		h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
		h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
		h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
		h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
	}
	h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
	h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
	h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
	h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
	h1 ^= h2 ^ h3 ^ h4
	h2 ^= h1
	h3 ^= h1
	h4 ^= h1
	return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

export function createRandom(seed: string | number): Random {
	const seedText = String(seed)
	let [a, b, c, d] = cyrb128(seedText)

	function next() {
		a >>>= 0
		b >>>= 0
		c >>>= 0
		d >>>= 0
		let t = (a + b) | 0
		a = b ^ (b >>> 9)
		b = (c + (c << 3)) | 0
		c = (c << 21) | (c >>> 11)
		d = (d + 1) | 0
		t = (t + d) | 0
		c = (c + t) | 0
		return (t >>> 0) / 4294967296
	}
	// Discard the first outputs: sfc32 mixes poorly right after seeding.
	for (let i = 0; i < 12; i++) next()

	function int(min: number, max: number) {
		return min + Math.floor(next() * (max - min + 1))
	}

	function shuffle<T>(items: readonly T[]): T[] {
		const copy = [...items]
		for (let i = copy.length - 1; i > 0; i--) {
			const j = int(0, i)
			;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
		}
		return copy
	}

	function hex(length: number) {
		let out = ''
		while (out.length < length)
			out += Math.floor(next() * 4294967296)
				.toString(16)
				.padStart(8, '0')
		return out.slice(0, length)
	}

	return {
		next,
		int,
		chance: (p) => next() < p,
		pick<T>(items: readonly T[]): T {
			if (items.length === 0) throw new Error('pick() from an empty list')
			return items[int(0, items.length - 1)] as T
		},
		sample: (items, count) => shuffle(items).slice(0, count),
		shuffle,
		uuid() {
			const h = hex(32)
			const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
			return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
		},
		hex,
		fork: (label) => createRandom(`${seedText}/${label}`),
	}
}
