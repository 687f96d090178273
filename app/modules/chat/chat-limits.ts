/**
 * The chat's limits and addresses, shared by the browser and the server, without the request schemas (schema.ts), so
 * the pages that only need them load no zod.
 */

export * from './paths.ts'

/** How many characters one text message may have (a long WhatsApp-style message, not a document). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000
/** Messages per page of history (first page and each older page). */
export const CHAT_PAGE_SIZE = 30
/** The most a client may ask for at once (catch-up after a long time offline pages through). */
export const CHAT_MAX_PAGE_SIZE = 100
/** Pictures one message may carry. */
export const CHAT_MAX_IMAGES = 1
/** A picture as uploaded, before it is re-encoded (a phone's full-size photo is well under). */
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024
/** The longest voice message (recording stops by itself there): a question, not a podcast. */
export const CHAT_VOICE_MAX_MS = 2 * 60 * 1000
/** Shorter than this is a slip of the finger, not a message: the recording is dropped. */
export const CHAT_VOICE_MIN_MS = 700
/**
 * A voice message as uploaded. Browsers record Opus at about 32 kbit/s (2 minutes ≈ 0.5 MB); Safari records AAC
 * in MP4 at up to 128 kbit/s (2 minutes ≈ 2 MB). Anything larger is not a 2-minute voice message.
 */
export const CHAT_VOICE_MAX_BYTES = 3 * 1024 * 1024
/** The bit rate the recorder asks for (Opus speech is clear at 24–32 kbit/s). */
export const CHAT_VOICE_BITS_PER_SECOND = 32_000
/** How long "support is typing" stays up without another signal. */
export const TYPING_SHOWN_MS = 6000
/** How often a typing device tells the other side, at most. */
export const TYPING_SIGNAL_INTERVAL_MS = 3000

/** A device-made id (a UUID, or any short token): the outbox's key and the server's idempotency key. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

export function createClientId(): string {
	return crypto.randomUUID()
}
