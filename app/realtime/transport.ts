import { type RealtimeEvent } from './channels.ts'

/** What a transport reports to the batch that opened it (browser side). */
export type TransportHandlers = {
	onEvent: (event: RealtimeEvent, channel: string) => void
	/** The stream is open (again); every open after the batch's first is a reconnect. */
	onOpen: () => void
	/** The server says events may have been missed: fetch from the database. */
	onResync: () => void
	/** The transport gave up (refused, expired token, server gone): the batch connects anew. */
	onClosed: () => void
}

export type TransportConnection = {
	/** The id of the last event received, to resume from. */
	readonly lastEventId: string | null
	close: () => void
}

export type EventSourceConstructor = {
	new (url: string, init?: EventSourceInit): EventSource
	readonly CLOSED: number
}
