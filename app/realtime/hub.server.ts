import { randomBytes } from 'node:crypto'
import { type RealtimeEvent } from './channels.ts'

/** One event as this process hands it to its subscribers; `id` increases with every delivery. */
export type Delivery = { id: string; seq: number; channel: string; event: RealtimeEvent }

export type HubSubscriber = {
	/** An event on one of the subscribed channels. */
	event: (delivery: Delivery) => void
	/** Events may have been missed (the LISTEN connection was re-made): fetch from the database. */
	resync: () => void
	/** The hub is shutting down. */
	close: () => void
}

export type ReplayResult = { ok: true; deliveries: Delivery[] } | { ok: false }

/**
 * The in-process fan-out of the SSE transport: every event this process learns of (published here
 * on PGlite, or received through LISTEN on PostgreSQL) goes to the local subscribers of its channel.
 *
 * Ids are `<epoch>.<seq>`: the epoch names this hub (a process), the sequence increases. A recent
 * window is kept so a client that reconnects to the same process with `Last-Event-ID` gets what it
 * missed; any other id (another process, too old) can only be answered with "resync" — the client
 * then asks the database, which is the source of truth. Nothing here is needed by another instance.
 */
export class RealtimeHub {
	readonly epoch = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
	private seq = 0
	private readonly recent: Delivery[] = []
	private readonly byChannel = new Map<string, Set<HubSubscriber>>()
	private readonly all = new Set<HubSubscriber>()

	constructor(private readonly options: { bufferSize?: number } = {}) {}

	get subscriberCount(): number {
		return this.all.size
	}

	/**
	 * The hub's bookkeeping: subscribers, channels with at least one, and events kept for resumption (bounded).
	 * A closed connection must bring the first two back to where they were (tests/integration/realtime-churn.test.ts).
	 */
	stats(): { subscribers: number; channels: number; buffered: number } {
		return { subscribers: this.all.size, channels: this.byChannel.size, buffered: this.recent.length }
	}

	/** Whether a stream of this process listens on `channel` right now. */
	hasSubscribers(channel: string): boolean {
		return (this.byChannel.get(channel)?.size ?? 0) > 0
	}

	/** Starts delivering events on `channels` to `subscriber`; returns the unsubscribe function. */
	subscribe(channels: readonly string[], subscriber: HubSubscriber): () => void {
		this.all.add(subscriber)
		for (const channel of channels) {
			let set = this.byChannel.get(channel)
			if (!set) this.byChannel.set(channel, (set = new Set()))
			set.add(subscriber)
		}
		return () => {
			this.all.delete(subscriber)
			for (const channel of channels) {
				const set = this.byChannel.get(channel)
				set?.delete(subscriber)
				if (set?.size === 0) this.byChannel.delete(channel)
			}
		}
	}

	/** Numbers the event, remembers it for resumption and hands it to the channel's subscribers. */
	deliver(channel: string, event: RealtimeEvent): Delivery {
		const seq = ++this.seq
		const delivery: Delivery = { id: `${this.epoch}.${seq}`, seq, channel, event }
		this.recent.push(delivery)
		const limit = this.options.bufferSize ?? 1000
		if (this.recent.length > limit) this.recent.splice(0, this.recent.length - limit)
		for (const subscriber of [...(this.byChannel.get(channel) ?? [])]) {
			try {
				subscriber.event(delivery)
			} catch {
				// One broken stream must not stop the others.
			}
		}
		return delivery
	}

	/**
	 * What a client that last saw `lastEventId` missed on `channels`, if this hub can tell: the id must
	 * be this hub's, and nothing after it may have left the window.
	 */
	replayAfter(lastEventId: string, channels: readonly string[]): ReplayResult {
		const dot = lastEventId.lastIndexOf('.')
		const epoch = lastEventId.slice(0, dot)
		const seq = Number(lastEventId.slice(dot + 1))
		if (dot <= 0 || epoch !== this.epoch || !Number.isSafeInteger(seq) || seq < 0 || seq > this.seq) return { ok: false }
		const oldest = this.recent[0]?.seq ?? this.seq + 1
		if (seq + 1 < oldest) return { ok: false }
		const wanted = new Set(channels)
		return { ok: true, deliveries: this.recent.filter((delivery) => delivery.seq > seq && wanted.has(delivery.channel)) }
	}

	/** Every subscriber may have missed events (e.g. after the LISTEN connection was re-made). */
	resyncAll(): void {
		for (const subscriber of [...this.all]) subscriber.resync()
	}

	closeAll(): void {
		for (const subscriber of [...this.all]) subscriber.close()
		this.all.clear()
		this.byChannel.clear()
	}
}
