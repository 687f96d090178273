import { fileTypeFromBuffer } from 'file-type'
import { type StorageExtension } from '#app/providers/storage/storage.ts'
import { ChatError } from './chat.server.ts'
import { CHAT_VOICE_MAX_BYTES, CHAT_VOICE_MAX_MS, CHAT_VOICE_MIN_MS } from './schema.ts'

/*
 * Voice messages (issue 5 item 2; docs/decisions/016-chat-media-and-push.md). Checked by their bytes, never by
 * the name or type the browser claims: a WebM or Ogg (Opus, what Chromium and Firefox record) or an MP4 (AAC,
 * what Safari records) with no picture track. They are stored as recorded — there is no audio encoder on the
 * server, and re-encoding speech that is already Opus would only lose quality.
 *
 * The duration is the recorder's, checked against the size: MediaRecorder's WebM has no duration in its header
 * (it is written as the recording streams), so the server could only know it by walking every block, and a
 * wrong duration misleads nobody but its sender. It is clamped to the 2-minute limit, and it may not claim
 * more time than the bytes could hold at the lowest bit rate a recorder uses, nor less than they need at the
 * highest: a 2 MB file is not a 1-second message.
 */

/** Below this a recorder does not go (Opus' floor is 6 kbit/s; with silence suppression, about half). */
const MIN_BYTES_PER_SECOND = 300
/** Above this no voice recorder goes (Safari's AAC at 128 kbit/s, with room for the container). */
const MAX_BYTES_PER_SECOND = 24_000
/** Headers and the first block take this much whatever the length. */
const CONTAINER_BYTES = 4096

export type VoiceContainer = { extension: Extract<StorageExtension, 'webm' | 'ogg' | 'm4a'>; contentType: string }

/** What file-type reads from the first bytes, to the container stored and the type it is served as. */
const CONTAINERS: Record<string, VoiceContainer> = {
	'audio/webm': { extension: 'webm', contentType: 'audio/webm' },
	// WebM says nothing of its tracks in its first bytes: file-type calls every WebM a video.
	'video/webm': { extension: 'webm', contentType: 'audio/webm' },
	'audio/ogg': { extension: 'ogg', contentType: 'audio/ogg' },
	'audio/opus': { extension: 'ogg', contentType: 'audio/ogg' },
	'audio/mp4': { extension: 'm4a', contentType: 'audio/mp4' },
	'audio/x-m4a': { extension: 'm4a', contentType: 'audio/mp4' },
	// Safari's and Chromium's MP4 recordings carry the generic isom brand.
	'video/mp4': { extension: 'm4a', contentType: 'audio/mp4' },
}

export type PreparedVoice = VoiceContainer & { bytes: Uint8Array; durationMs: number }

/** Checks a recording by content and settles its duration. Throws ChatError with the message to show. */
export async function prepareChatVoice(bytes: Uint8Array, claimedDurationMs: number): Promise<PreparedVoice> {
	if (bytes.byteLength === 0) throw new ChatError('chat.error.voiceRequired', 400)
	if (bytes.byteLength > CHAT_VOICE_MAX_BYTES) throw new ChatError('chat.error.voiceTooLarge', 413)
	const type = await fileTypeFromBuffer(bytes)
	// The media type without its parameters: Ogg Opus is `audio/ogg; codecs=opus`.
	const container = type ? CONTAINERS[type.mime.split(';')[0]!.trim().toLowerCase()] : undefined
	if (!container || hasPictureTrack(bytes, container)) throw new ChatError('chat.error.notVoice', 415)
	return { ...container, bytes, durationMs: voiceDuration(claimedDurationMs, bytes.byteLength) }
}

/**
 * The duration to record for a message: the recorder's, within the limit and within what the size allows.
 * Refused when it cannot be a voice message at all (too short, or far more bytes than the time could hold).
 */
export function voiceDuration(claimedMs: number, byteLength: number): number {
	const claimed = Number.isFinite(claimedMs) ? Math.round(claimedMs) : 0
	// The recorder stops at the limit; a timer that ran a moment over is the limit.
	const clamped = Math.min(Math.max(claimed, 0), CHAT_VOICE_MAX_MS)
	const mostTheBytesHold = Math.floor(((byteLength + CONTAINER_BYTES) / MIN_BYTES_PER_SECOND) * 1000)
	const duration = Math.min(clamped, mostTheBytesHold)
	if (duration < CHAT_VOICE_MIN_MS) throw new ChatError('chat.error.voiceTooShort', 400)
	const leastTheBytesNeed = ((byteLength - CONTAINER_BYTES) / MAX_BYTES_PER_SECOND) * 1000
	if (duration < leastTheBytesNeed) throw new ChatError('chat.error.notVoice', 415)
	return duration
}

const ascii = (text: string) => new TextEncoder().encode(text)
/** Matroska codec ids of picture tracks (V_VP8, V_VP9, V_AV1, V_MPEG4/ISO/AVC, …). */
const WEBM_VIDEO_CODEC = ascii('V_')
const MP4_HANDLER = ascii('hdlr')
const MP4_VIDEO = ascii('vide')

/**
 * Whether a recording carries pictures: a video served as audio would still be a video someone sent. Tracks
 * are described before the first frame, so only the head of the file is read.
 */
function hasPictureTrack(bytes: Uint8Array, container: VoiceContainer): boolean {
	const head = bytes.subarray(0, Math.min(bytes.byteLength, 64 * 1024))
	if (container.extension === 'webm') {
		// CodecID (0x86), its one-byte size, then the id itself.
		for (let at = indexOf(head, WEBM_VIDEO_CODEC, 0); at >= 0; at = indexOf(head, WEBM_VIDEO_CODEC, at + 1)) {
			if (at >= 2 && head[at - 2] === 0x86) return true
		}
		return false
	}
	if (container.extension === 'm4a') {
		// hdlr box: size, 'hdlr', version and flags (4), pre_defined (4), then the handler type.
		for (let at = indexOf(head, MP4_HANDLER, 0); at >= 0; at = indexOf(head, MP4_HANDLER, at + 1)) {
			if (startsWith(head, MP4_VIDEO, at + 12)) return true
		}
		return false
	}
	// Ogg's first page names its codec: Opus, Vorbis, FLAC and Speex are sound; Theora is pictures.
	return indexOf(head.subarray(0, 512), ascii('theora'), 0) >= 0
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
	outer: for (let at = from; at <= haystack.byteLength - needle.byteLength; at++) {
		for (let index = 0; index < needle.byteLength; index++) if (haystack[at + index] !== needle[index]) continue outer
		return at
	}
	return -1
}

function startsWith(haystack: Uint8Array, needle: Uint8Array, at: number): boolean {
	if (at + needle.byteLength > haystack.byteLength) return false
	for (let index = 0; index < needle.byteLength; index++) if (haystack[at + index] !== needle[index]) return false
	return true
}
