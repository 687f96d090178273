import { z } from 'zod'
import { getBuyerConversation, getOrCreateConversation, listMessages, sendMessage } from '#app/modules/chat/chat.server.ts'
import { CHAT_MAX_PAGE_SIZE, CHAT_PAGE_SIZE, ChatSendSchema } from '#app/modules/chat/schema.ts'
import { supportStatus } from '#app/modules/chat/support-hours.ts'
import { authorizeChannels } from '#app/realtime/channel-kinds.server.ts'
import { conversationChannel, SUBSCRIBE_BATCH_SIZE, userChannel } from '#app/realtime/channels.ts'
import { getRealtime } from '#app/realtime/realtime.server.ts'
import { API_V1, CHAT_API, defineCall, Done, NoInput } from '../define.server.ts'
import { ApiError } from '../errors.server.ts'

/**
 * The chat with support and the app's real-time groups (spec section 7, under /fanscrm/scrm/web/v1/chat). A
 * "group" is one of the shop's real-time channels (`user:<id>`, `conversation:<id>`); the app may subscribe
 * only to what the web's channel table lets the same buyer subscribe to (app/realtime/channel-kinds.server.ts),
 * 50 at a time. With Ably the answer carries a token request for exactly those channels; without it, the SSE
 * stream at /fanscrm/scrm/web/v1/chat/events takes the bearer token.
 */

const ChatMessage = z
	.object({
		id: z.string(),
		seq: z.number().int(),
		conversationId: z.string(),
		side: z.enum(['buyer', 'staff', 'system']),
		clientId: z.string(),
		kind: z.string(),
		body: z.string(),
		images: z.array(z.object({ url: z.string() }).loose()),
		voice: z.object({ url: z.string() }).loose().nullable(),
		card: z.record(z.string(), z.unknown()).nullable().meta({ description: 'A product, order, quote, inquiry or campaign card.' }),
		createdAt: z.string(),
	})
	.meta({ id: 'ChatMessage' })

const Groups = z
	.array(z.string().max(100))
	.min(1)
	.max(SUBSCRIBE_BATCH_SIZE)
	.meta({ description: `Channel names, at most ${SUBSCRIBE_BATCH_SIZE} a call.`, example: ['user:…', 'conversation:…'] })

const NoUpdate = z.object({ update: z.literal(false), version: z.string().nullable(), url: z.string().nullable() }).meta({ id: 'NoUpdate' })

const Connect = z
	.object({
		transport: z.enum(['sse', 'ably']),
		channels: z.array(z.string()),
		url: z.string().optional().meta({ description: 'SSE: GET it with the bearer token (text/event-stream).' }),
		tokenRequest: z
			.record(z.string(), z.unknown())
			.optional()
			.meta({ description: 'Ably: a subscribe-only token request for exactly these channels.' }),
	})
	.meta({ id: 'RealtimeConnect' })

export const CHAT_CALLS = [
	defineCall({
		method: 'POST',
		path: `${CHAT_API}/sendGroupMsg`,
		group: 'chat',
		summary:
			'Send a message to support (text, pictures or a voice note already uploaded to the chat, a product or order card); idempotent by clientId.',
		auth: 'required',
		state: 'implemented',
		errors: [403, 404, 409],
		request: ChatSendSchema,
		response: ChatMessage,
		handler: async (input, context) => {
			const user = context.requireUser()
			const { message } = await sendMessage(context.db, {
				userId: user.id,
				side: 'buyer',
				clientId: input.clientId,
				kind: input.productId ? 'product' : input.orderId ? 'order' : input.voiceKey ? 'voice' : input.imageKeys?.length ? 'image' : 'text',
				body: input.productId || input.orderId || input.voiceKey ? '' : input.body,
				attachments: input.voiceKey ? [{ key: input.voiceKey }] : input.imageKeys?.map((key) => ({ key })),
				payload: input.productId ? { productId: input.productId } : input.orderId ? { orderId: input.orderId } : null,
				locale: context.locale,
			})
			return message
		},
	}),
	defineCall({
		method: 'POST',
		path: `${CHAT_API}/selectGroupMsgPage`,
		group: 'chat',
		summary: 'A page of the buyer’s conversation, oldest first: the latest, `before` a seq (older) or `after` one (catch-up).',
		auth: 'required',
		state: 'implemented',
		request: z.object({
			before: z.number().int().min(1).optional(),
			after: z.number().int().min(0).optional(),
			limit: z.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).default(CHAT_PAGE_SIZE),
		}),
		response: z.object({ messages: z.array(ChatMessage), hasMore: z.boolean(), staffLastReadSeq: z.number().int() }),
		handler: async (input, context) => {
			const conversation = await getBuyerConversation(context.db, context.requireUser().id)
			if (!conversation) return { messages: [], hasMore: false, staffLastReadSeq: 0 }
			const page = await listMessages(context.db, { conversationId: conversation.id, ...input, locale: context.locale })
			return { ...page, staffLastReadSeq: conversation.staffLastReadSeq }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${CHAT_API}/selectGroupId`,
		group: 'chat',
		summary: 'The buyer’s conversation with support (made when missing) and its real-time channel.',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.object({ groupId: z.string(), channel: z.string() }),
		handler: async (_input, context) => {
			const conversation = await getOrCreateConversation(context.db, context.requireUser().id)
			return { groupId: conversation.id, channel: conversationChannel(conversation.id) }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${CHAT_API}/selectServiceUser`,
		group: 'chat',
		summary:
			'Who answers the buyer: Dijla’s support team (one shared inbox; no member of staff is assigned to a buyer), whether it is answering now, and when it is back if not (as the chat header shows).',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z
			.object({
				serviceUserId: z.literal('support').meta({ description: 'The team, not a person: messages go to support’s shared inbox.' }),
				name: z.string().meta({ description: 'In the request language.' }),
				open: z.boolean(),
				backAt: z.string().nullable().meta({ description: 'When support answers again (ISO 8601), while it is away.' }),
				staffLastReadSeq: z.number().int().meta({ description: 'The last of the buyer’s messages support has read (0 before the first).' }),
			})
			.meta({ id: 'ServiceUser' }),
		handler: async (_input, context) => {
			const conversation = await getBuyerConversation(context.db, context.requireUser().id)
			const support = supportStatus()
			return {
				serviceUserId: 'support' as const,
				name: context.t('conversation.support'),
				open: support.open,
				backAt: support.open ? null : support.backAt.toISOString(),
				staffLastReadSeq: conversation?.staffLastReadSeq ?? 0,
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${CHAT_API}/getCustomerUserId`,
		group: 'chat',
		summary: 'The signed-in buyer’s id in the chat (the `user:<id>` channel’s) and their conversation, if they have one yet.',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.object({ customerUserId: z.string(), groupId: z.string().nullable() }),
		handler: async (_input, context) => {
			const user = context.requireUser()
			const conversation = await getBuyerConversation(context.db, user.id)
			return { customerUserId: user.id, groupId: conversation?.id ?? null }
		},
	}),
	defineCall({
		method: 'GET',
		path: `${CHAT_API}/getSubscribeGroups`,
		group: 'chat',
		summary: 'The channels this buyer should subscribe to: their own and their conversation’s.',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.array(z.string()),
		handler: async (_input, context) => {
			const user = context.requireUser()
			const conversation = await getBuyerConversation(context.db, user.id)
			return [userChannel(user.id), ...(conversation ? [conversationChannel(conversation.id)] : [])]
		},
	}),
	defineCall({
		method: 'POST',
		path: `${CHAT_API}/subscribeGroups`,
		group: 'chat',
		summary: 'Subscribe to channels (at most 50 a call): how to connect, or a 403 naming the channels that are not this buyer’s.',
		auth: 'required',
		state: 'implemented',
		errors: [403],
		request: z.object({ groups: Groups }),
		response: Connect,
		handler: async (input, context) => {
			const user = context.requireUser()
			const channels = [...new Set(input.groups)]
			const { refused } = await authorizeChannels({ id: user.id, role: user.role }, channels, context.db)
			if (refused.length > 0) throw new ApiError(403, 'error.http.403', { channels: refused.join(', ') })
			const realtime = getRealtime()
			if (realtime.ably) {
				const tokenRequest = await realtime.ably.createTokenRequest({ clientId: user.id, channels })
				return { transport: 'ably' as const, channels, tokenRequest: tokenRequest as unknown as Record<string, unknown> }
			}
			return { transport: 'sse' as const, channels, url: `${CHAT_API}/events?channels=${channels.map(encodeURIComponent).join(',')}` }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${CHAT_API}/unSubscribeGroups`,
		group: 'chat',
		summary: 'Unsubscribe: the server keeps no subscription state (the app closes its stream or Ably channels); acknowledged.',
		auth: 'required',
		state: 'no-op',
		request: z.object({ groups: Groups }),
		response: Done,
		handler: async (_input, context) => {
			context.requireUser()
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/home/downloadWgt`,
		group: 'home',
		summary: 'The native shell’s hot-update package: there is none (the app loads the shop’s pages live).',
		auth: 'optional',
		state: 'no-op',
		request: z.object({ version: z.string().max(40).optional(), platform: z.string().max(20).optional() }).loose(),
		response: NoUpdate,
		handler: async () => ({ update: false as const, version: null, url: null }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/home/getLatestWqt`,
		group: 'home',
		summary: 'The latest hot-update version: none.',
		auth: 'optional',
		state: 'no-op',
		request: z.object({ version: z.string().max(40).optional(), platform: z.string().max(20).optional() }).loose(),
		response: NoUpdate,
		handler: async () => ({ update: false as const, version: null, url: null }),
	}),
]
