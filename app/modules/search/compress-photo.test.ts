import { describe, expect, test } from 'vitest'
import {
	type CompressionAttempt,
	PHOTO_COMPRESSION_TIME_LIMIT_MS,
	PHOTO_TARGET_BYTES,
	planCompressionAttempts,
	runCompression,
	scaledSize,
} from './compress-photo.ts'

const KB = 1024

describe('planCompressionAttempts', () => {
	test('starts at 1080 px and quality 0.6, then shrinks by 0.7 and lowers quality by 0.25 for 3 retries', () => {
		expect(planCompressionAttempts()).toEqual([
			{ maxWidth: 1080, quality: 0.6 },
			{ maxWidth: 756, quality: 0.35 },
			{ maxWidth: 529, quality: 0.2 },
			{ maxWidth: 370, quality: 0.2 },
		])
	})

	test('the quality never drops below the floor', () => {
		for (const attempt of planCompressionAttempts()) expect(attempt.quality).toBeGreaterThanOrEqual(0.2)
	})
})

test('scaledSize keeps the shape, caps the width and never enlarges', () => {
	expect(scaledSize(4032, 3024, 1080)).toEqual({ width: 1080, height: 810 })
	expect(scaledSize(3024, 4032, 1080)).toEqual({ width: 1080, height: 1440 })
	expect(scaledSize(640, 480, 1080)).toEqual({ width: 640, height: 480 })
	expect(scaledSize(5000, 1, 756)).toEqual({ width: 756, height: 1 })
})

/** A fake encoder: the size each attempt gives, and how long it takes on a fake clock. */
function fakeEncoder(sizes: number[], millisecondsEach = 100) {
	let clock = 0
	const tried: CompressionAttempt[] = []
	return {
		tried,
		now: () => clock,
		wait: () => new Promise<void>(() => {}),
		encode: async (attempt: CompressionAttempt) => {
			tried.push(attempt)
			clock += millisecondsEach
			return { size: sizes[tried.length - 1] ?? 0, attempt }
		},
	}
}

describe('runCompression', () => {
	test('stops at the first attempt under 512 KB', async () => {
		const encoder = fakeEncoder([300 * KB, 100 * KB])
		const result = await runCompression({ attempts: planCompressionAttempts(), ...encoder })
		expect(result?.size).toBe(300 * KB)
		expect(encoder.tried).toHaveLength(1)
	})

	test('retries smaller and rougher until the photo fits', async () => {
		const encoder = fakeEncoder([2000 * KB, 900 * KB, 400 * KB, 10 * KB])
		const result = await runCompression({ attempts: planCompressionAttempts(), ...encoder })
		expect(result?.attempt).toEqual({ maxWidth: 529, quality: 0.2 })
		expect(encoder.tried.map((attempt) => attempt.maxWidth)).toEqual([1080, 756, 529])
	})

	test('after 3 retries it sends the smallest attempt even when still too big', async () => {
		const encoder = fakeEncoder([3000 * KB, 1500 * KB, 900 * KB, 700 * KB])
		const result = await runCompression({ attempts: planCompressionAttempts(), ...encoder })
		expect(encoder.tried).toHaveLength(4)
		expect(result?.size).toBe(700 * KB)
		expect(result!.size).toBeGreaterThan(PHOTO_TARGET_BYTES)
	})

	test('when 5 seconds have passed it sends the best attempt so far instead of trying again', async () => {
		const encoder = fakeEncoder([3000 * KB, 1200 * KB, 900 * KB, 10 * KB], 2000)
		const result = await runCompression({ attempts: planCompressionAttempts(), ...encoder })
		expect(encoder.tried).toHaveLength(3)
		expect(result?.size).toBe(900 * KB)
	})

	test('an attempt still running at the time limit is abandoned', async () => {
		const clock = 0
		const waits: number[] = []
		const result = await runCompression({
			attempts: planCompressionAttempts(),
			now: () => clock,
			wait: async (ms) => {
				waits.push(ms)
			},
			// The first encode never finishes.
			encode: () => new Promise<{ size: number }>(() => {}),
		})
		expect(result).toBeNull()
		expect(waits).toEqual([PHOTO_COMPRESSION_TIME_LIMIT_MS])
	})
})
