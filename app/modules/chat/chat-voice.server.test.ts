import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { prepareChatVoice, voiceDuration } from './chat-voice.server.ts'
import { CHAT_VOICE_MAX_BYTES, CHAT_VOICE_MAX_MS } from './schema.ts'

/** Recorded by Chromium's MediaRecorder from its fake microphone (1.2 s of a tone, 32 kbit/s). */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/media/${name}`, import.meta.url)))
const opusWebm = fixture('voice-opus.webm')
const mp4 = fixture('voice.mp4')
/** What Firefox records: Opus in Ogg (1.6 s of a tone encoded by opusenc at 24 kbit/s). */
const opusOgg = fixture('voice-opus.ogg')
/** The same recorder with the fake camera on: sound and pictures. */
const videoWebm = fixture('video.webm')

async function refusal(promise: Promise<unknown>) {
	try {
		await promise
	} catch (error) {
		return { messageId: (error as { messageId?: string }).messageId, status: (error as { status?: number }).status }
	}
	return null
}

describe('checking a voice message by its bytes', () => {
	test('a real Opus-in-WebM recording is kept as audio/webm with the recorder’s duration', async () => {
		const voice = await prepareChatVoice(opusWebm, 1_200)
		expect(voice).toMatchObject({ extension: 'webm', contentType: 'audio/webm', durationMs: 1_200 })
		expect(voice.bytes.byteLength).toBe(opusWebm.byteLength)
	})

	test('an Ogg Opus recording (what Firefox makes; read as `audio/ogg; codecs=opus`) is kept as audio/ogg', async () => {
		const voice = await prepareChatVoice(opusOgg, 1_600)
		expect(voice).toMatchObject({ extension: 'ogg', contentType: 'audio/ogg', durationMs: 1_600 })
		expect(voice.bytes).toEqual(opusOgg)
	})

	test('an MP4 recording (what Safari makes) is kept as audio/mp4', async () => {
		expect(await prepareChatVoice(mp4, 1_200)).toMatchObject({ extension: 'm4a', contentType: 'audio/mp4' })
	})

	test('a text file named .webm, a picture, and a video are refused with a message and 415', async () => {
		const text = new TextEncoder().encode('hello, this is not a recording at all\n'.repeat(40))
		const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(200)])
		for (const bytes of [text, png, videoWebm]) {
			expect(await refusal(prepareChatVoice(bytes, 1_000))).toEqual({ messageId: 'chat.error.notVoice', status: 415 })
		}
	})

	test('nothing, or more than the limit, is refused before it is read', async () => {
		expect(await refusal(prepareChatVoice(new Uint8Array(0), 1_000))).toEqual({ messageId: 'chat.error.voiceRequired', status: 400 })
		const tooLarge = new Uint8Array(CHAT_VOICE_MAX_BYTES + 1)
		tooLarge.set(opusWebm)
		expect(await refusal(prepareChatVoice(tooLarge, 60_000))).toEqual({ messageId: 'chat.error.voiceTooLarge', status: 413 })
	})
})

describe('the duration recorded', () => {
	test('is the recorder’s, clamped to the 2-minute limit', () => {
		expect(voiceDuration(5_400.4, 40_000)).toBe(5_400)
		expect(voiceDuration(CHAT_VOICE_MAX_MS + 900, 480_000)).toBe(CHAT_VOICE_MAX_MS)
	})

	test('never claims more time than the bytes could hold', () => {
		// 3.4 kB cannot be two minutes of speech, whatever the device says.
		const duration = voiceDuration(CHAT_VOICE_MAX_MS, opusWebm.byteLength)
		expect(duration).toBeLessThan(30_000)
		expect(duration).toBeGreaterThan(1_200)
	})

	test('a recording too short to be a message, a missing duration, or far more bytes than the time needs is refused', () => {
		expect(() => voiceDuration(300, 3_000)).toThrow(expect.objectContaining({ messageId: 'chat.error.voiceTooShort' }))
		expect(() => voiceDuration(Number.NaN, 3_000)).toThrow(expect.objectContaining({ messageId: 'chat.error.voiceTooShort' }))
		expect(() => voiceDuration(1_000, 2_000_000)).toThrow(expect.objectContaining({ messageId: 'chat.error.notVoice', status: 415 }))
	})
})
