/**
 * Where a device keeps someone's outbox (outbox.ts), in a module of its own: the chat page asks whether anything
 * is waiting before it loads the live room, and this question must not bring the outbox's code with it.
 */
export function outboxStorageKey(userId: string) {
	return `dijla.chat.outbox:${userId}`
}

/** Whether anything is stored in this person's outbox on this device (unreadable storage: nothing). */
export function hasStoredOutbox(storage: Pick<Storage, 'getItem'> | null, userId: string): boolean {
	try {
		const stored = storage?.getItem(outboxStorageKey(userId))
		return Boolean(stored && stored !== '[]')
	} catch {
		return false
	}
}
