/**
 * Campaign and system events in the chat timeline (issue 5 item 2, issue 7 item 5). A message stores the event's
 * name and its facts at the time (`{ event: 'campaign.helped', params: { name: 'A*** K***', helped: 2, target: 3,
 * kind: 'free_gift' } }`); the reader sees them through a message id in their own language. Shared by the server
 * (which posts) and the browser (which renders); no imports.
 */

export const CHAT_EVENTS = {
	/** A friend helped (free gift) or joined (group price): `name` (masked), `helped`, `target`, `kind`. */
	'campaign.helped': 'chat.event.campaignHelped',
	/** The target is met: the gift (or the group price) waits to be claimed. `kind`. */
	'campaign.qualified': 'chat.event.campaignQualified',
	/** An order moved on: `orderId`, `number`, `status` (spec section 4's code). */
	'order.status': 'chat.event.orderStatus',
} as const

export type ChatEventName = keyof typeof CHAT_EVENTS

export function isChatEventName(value: unknown): value is ChatEventName {
	return typeof value === 'string' && Object.hasOwn(CHAT_EVENTS, value)
}

/** The message id an event is read through, or null for an event this version does not know. */
export function chatEventMessage(event: string | null | undefined): string | null {
	return isChatEventName(event) ? CHAT_EVENTS[event] : null
}
