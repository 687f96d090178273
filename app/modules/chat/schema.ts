import { z } from 'zod'
import { CHAT_MAX_IMAGES, CHAT_MAX_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, CLIENT_ID_PATTERN } from './chat-limits.ts'

/**
 * The chat's rules, shared by the browser and the server. Messages are message ids.
 */

// The rules without zod live apart (chat-limits.ts, with the chat's addresses), so a page that only needs a limit or
// an address loads no validation library (issue 19).
export * from './chat-limits.ts'

const clientId = z.string().regex(CLIENT_ID_PATTERN, 'error.http.400')
const storageKey = z.string().regex(/^chat\/[a-z0-9_-]{8,64}\.[a-z0-9]{2,5}$/, 'error.http.400')

/**
 * A message the buyer sends: text (with or without a picture), a picture, a voice message, or a product or
 * order card. The server
 * decides the kind from what is there. An empty message says so in the buyer's language.
 */
export const ChatSendSchema = z
	.object({
		clientId,
		body: z
			.string()
			.optional()
			.transform((value) => (value ?? '').replace(/\r\n?/g, '\n').trim()),
		imageKeys: z.array(storageKey).max(CHAT_MAX_IMAGES, 'error.http.400').optional(),
		voiceKey: storageKey.optional(),
		productId: z.string().min(1).max(64).optional(),
		orderId: z.string().min(1).max(64).optional(),
	})
	.superRefine((value, context) => {
		if (value.body.length > CHAT_MESSAGE_MAX_LENGTH) {
			context.addIssue({ code: 'custom', path: ['body'], message: 'chat.error.tooLong' })
		}
		if (!value.body && !value.imageKeys?.length && !value.voiceKey && !value.productId && !value.orderId) {
			context.addIssue({ code: 'custom', path: ['body'], message: 'chat.error.empty' })
		}
	})
export type ChatSendInput = z.output<typeof ChatSendSchema>

/** `?before=` (older history) or `?after=` (catch-up), and how many. */
export const ChatListQuerySchema = z.object({
	before: z.coerce.number().int().min(1).optional().catch(undefined),
	after: z.coerce.number().int().min(0).optional().catch(undefined),
	limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).catch(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
})

export const ChatReadSchema = z.object({ seq: z.coerce.number().int().min(0) })
