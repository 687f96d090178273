import pg from 'pg'

export type PgListenerOptions = {
	url: string
	/** The NOTIFY channel (a PostgreSQL identifier). */
	channel: string
	onNotification: (payload: string) => void
	/** The connection was re-made after a loss: notifications sent meanwhile are gone. */
	onResubscribed: () => void
	onError?: (error: Error) => void
	/** First retry delay; doubles up to maxDelayMs (with jitter). */
	minDelayMs?: number
	maxDelayMs?: number
	/** A `select 1` on the LISTEN connection this often, so a silently dead connection is noticed. */
	healthCheckMs?: number
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * One dedicated PostgreSQL connection per process that LISTENs on a channel and hands every
 * notification on. It is re-made with exponential backoff whenever it fails; after a re-made
 * connection `onResubscribed` tells the subscribers they may have missed events.
 */
export class PgListener {
	private client: pg.Client | null = null
	private closed = false
	private attempt = 0
	private everConnected = false
	private retryTimer: NodeJS.Timeout | null = null
	private healthTimer: NodeJS.Timeout | null = null
	private readyPromise: Promise<void>
	private resolveReady!: () => void

	constructor(private readonly options: PgListenerOptions) {
		if (!IDENTIFIER.test(options.channel)) throw new Error(`Invalid NOTIFY channel: ${options.channel}`)
		this.readyPromise = new Promise((resolve) => (this.resolveReady = resolve))
	}

	/** Resolves once LISTEN is in place (the first time). */
	ready(): Promise<void> {
		return this.readyPromise
	}

	get listening(): boolean {
		return this.client !== null
	}

	/** The server process id of the LISTEN connection (tests terminate it to play a network failure). */
	get backendPid(): number | null {
		return (this.client as (pg.Client & { processID?: number }) | null)?.processID ?? null
	}

	start(): this {
		void this.connect()
		return this
	}

	private async connect(): Promise<void> {
		if (this.closed) return
		const client = new pg.Client({ connectionString: this.options.url, keepAlive: true })
		let failed = false
		const fail = (error: Error) => {
			if (failed) return
			failed = true
			this.options.onError?.(error)
			if (this.client === client) this.client = null
			this.stopHealthCheck()
			client.removeAllListeners('notification')
			client.end().catch(() => {})
			this.scheduleRetry()
		}
		client.on('error', fail)
		client.on('end', () => fail(new Error('LISTEN connection ended')))
		client.on('notification', (message) => {
			if (message.channel === this.options.channel && message.payload !== undefined) {
				this.options.onNotification(message.payload)
			}
		})
		try {
			await client.connect()
			await client.query(`LISTEN "${this.options.channel}"`)
		} catch (error) {
			fail(error instanceof Error ? error : new Error(String(error)))
			return
		}
		if (this.closed) {
			client.removeAllListeners()
			await client.end().catch(() => {})
			return
		}
		this.client = client
		this.attempt = 0
		this.startHealthCheck(client, fail)
		if (this.everConnected) this.options.onResubscribed()
		this.everConnected = true
		this.resolveReady()
	}

	private scheduleRetry() {
		if (this.closed || this.retryTimer) return
		const min = this.options.minDelayMs ?? 250
		const max = this.options.maxDelayMs ?? 10_000
		const delay = Math.min(max, min * 2 ** this.attempt) * (0.75 + Math.random() * 0.5)
		this.attempt += 1
		this.retryTimer = setTimeout(() => {
			this.retryTimer = null
			void this.connect()
		}, delay)
		this.retryTimer.unref()
	}

	private startHealthCheck(client: pg.Client, fail: (error: Error) => void) {
		const every = this.options.healthCheckMs ?? 30_000
		this.healthTimer = setInterval(() => {
			client.query('select 1').catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))))
		}, every)
		this.healthTimer.unref()
	}

	private stopHealthCheck() {
		if (this.healthTimer) clearInterval(this.healthTimer)
		this.healthTimer = null
	}

	async close(): Promise<void> {
		this.closed = true
		if (this.retryTimer) clearTimeout(this.retryTimer)
		this.stopHealthCheck()
		const client = this.client
		this.client = null
		if (client) {
			client.removeAllListeners()
			client.on('error', () => {})
			await client.end().catch(() => {})
		}
	}
}
