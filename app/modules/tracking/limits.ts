/*
 * The tracking queue's limits, shared by the browser's tracker and the server's route. A leaf module on
 * purpose: the tracker runs on every page, so what it imports must not bring zod or the database schema into
 * the shop's first JavaScript.
 */

/** At most this many events per batch, and this many bytes per request. */
export const MAX_TRACKING_BATCH = 50
export const MAX_TRACKING_BYTES = 32 * 1024
/** The browser sends its queue at this size, or after this long, or when the page is hidden. */
export const TRACKING_FLUSH_SIZE = 20
export const TRACKING_FLUSH_MS = 5_000
