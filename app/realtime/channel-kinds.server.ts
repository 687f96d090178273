import { type Db } from '#app/db/client.server.ts'
import { parseChannel } from './channels.ts'

/** Who is asking: the signed-in user of the request (SessionUser fits). */
export type RealtimeUser = { id: string; role: 'buyer' | 'staff' }

/**
 * A kind of channel and its subscription rule. `withId` says whether its names carry an id
 * (`user:<id>`) or not (`staff`). `authorize` may read the database (a conversation's owner).
 */
export type ChannelKind = {
	kind: string
	withId: boolean
	authorize: (user: RealtimeUser, id: string | null, db: Db) => boolean | Promise<boolean>
}

/** `user:<userId>`: that buyer's private events (new messages, unread counts, order changes). */
export const userChannelKind: ChannelKind = {
	kind: 'user',
	withId: true,
	authorize: (user, id) => user.id === id,
}

/** `staff`: every member of staff (new conversations, assignments). */
export const staffChannelKind: ChannelKind = {
	kind: 'staff',
	withId: false,
	authorize: (user) => user.role === 'staff',
}

/**
 * The registry: the one place that says who may subscribe to what. Add a domain's kind here (or call
 * registerChannelKind at start-up): the chat work adds `conversation:<id>` (its buyer and staff), the
 * campaigns work `campaign:<id>` (its initiator). A kind that is not registered is refused.
 */
const kinds = new Map<string, ChannelKind>([
	[userChannelKind.kind, userChannelKind],
	[staffChannelKind.kind, staffChannelKind],
])

export function registerChannelKind(kind: ChannelKind): void {
	kinds.set(kind.kind, kind)
}

/** Tests: forget a kind registered by registerChannelKind. */
export function unregisterChannelKind(kind: string): void {
	if (kind === userChannelKind.kind || kind === staffChannelKind.kind) return
	kinds.delete(kind)
}

/** May this user receive events on this channel? Unknown kinds, malformed names and thrown rules say no. */
export async function canSubscribe(user: RealtimeUser | null, channel: string, db: Db): Promise<boolean> {
	if (!user) return false
	const parsed = parseChannel(channel)
	if (!parsed) return false
	const kind = kinds.get(parsed.kind)
	if (!kind || kind.withId !== (parsed.id !== null)) return false
	try {
		return (await kind.authorize(user, parsed.id, db)) === true
	} catch {
		return false
	}
}

/** Checks every channel; `refused` is empty when all may be subscribed. */
export async function authorizeChannels(
	user: RealtimeUser | null,
	channels: readonly string[],
	db: Db,
): Promise<{ allowed: string[]; refused: string[] }> {
	const verdicts = await Promise.all(channels.map((channel) => canSubscribe(user, channel, db)))
	return {
		allowed: channels.filter((_, index) => verdicts[index]),
		refused: channels.filter((_, index) => !verdicts[index]),
	}
}
