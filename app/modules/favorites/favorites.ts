/** Spec sections 5 and 9: "You can only add a maximum of 10 groups" (the default group included). */
export const MAX_FAVORITE_GROUPS = 10
/** A group's name, in characters (code points), as the database checks it. */
export const GROUP_NAME_MAX_LENGTH = 30
/** Favourites and history show this many products per page (spec section 9: "page constant 16"). */
export const FAVORITES_PAGE_SIZE = 16
/** How many pages a "show more" link may ask for at once. */
export const MAX_LISTED_PAGES = 50
/** At most this many products are selected, moved or deleted in one request. */
export const MAX_SELECTION = 200

/**
 * The default group is stored under this neutral name and shown through the message
 * `favorites.group.default`, so it reads right in whichever language the buyer uses.
 */
export const DEFAULT_GROUP_NAME = 'default'
export const DEFAULT_GROUP_MESSAGE_ID = 'favorites.group.default'

/** Product and group ids as they may arrive from URLs, forms and devices: short plain tokens (ours are UUIDs). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** The name a buyer reads for a group: the default group through its message, others as typed. */
export function isNeutralDefaultName(group: { name: string; isDefault: boolean }) {
	return group.isDefault && group.name === DEFAULT_GROUP_NAME
}

/** A group as the "choose group" sheet shows it. */
export type GroupChoice = { id: string; name: string; isDefault: boolean }

/** What the favourites route's action answers a fetcher (the heart on the product page, the group sheet). */
export type FavoriteActionData =
	| { ok: true; intent: 'add'; productId: string; groupId: string; groups: GroupChoice[] }
	| { ok: true; intent: 'remove' | 'move'; count: number; groupId?: string }
	/** `signInToContinue`: the session ended; the heart opens the login sheet and is pressed again after signing in. */
	| { ok: false; error: string; signInToContinue?: true }
