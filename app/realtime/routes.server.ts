import { type ServerResponse } from 'node:http'
import { json } from '@remix-run/node'
import { type Db } from '#app/db/client.server.ts'
import { authorizeChannels, type RealtimeUser } from './channel-kinds.server.ts'
import { type ConnectDescriptor, parseChannelsQuery } from './channels.ts'
import { type RealtimeServer } from './realtime.server.ts'
import { createEventStream, type EventStreamOptions, type HeartbeatScheduler, writeEventStream } from './sse-stream.server.ts'
import { href } from '#app/href.ts'

/** What the two resource routes need; the route files pass the app-wide ones, tests their own. */
export type RealtimeRouteContext = {
	db: Db
	realtime: RealtimeServer
	getUser: (request: Request) => Promise<RealtimeUser | null>
	/**
	 * Aborted when the client's connection closes (the load context's `closed`); the stream ends then. Without it the
	 * request's own signal is used, which Remix's copies of the request can leave unaborted (server/load-context.js).
	 */
	closed?: AbortSignal
	/** How long the events route waits for this process's LISTEN connection before answering 503. */
	readyTimeoutMs?: number
	heartbeatMs?: number
	heartbeat?: HeartbeatScheduler
}

const noStore = { 'Cache-Control': 'no-store' }

/** Error bodies carry a message id (spec section 8), for callers that show them. */
function failure(status: 400 | 401 | 403 | 404 | 503, refused?: string[]) {
	return json({ error: `error.http.${status}`, ...(refused ? { refused } : {}) }, { status, headers: noStore })
}

type Checked = { ok: true; user: RealtimeUser; channels: string[] } | { ok: false; response: Response }

/** Signed in, `?channels=` valid, and every channel allowed — or the response that says which is not. */
async function checkRequest(request: Request, context: RealtimeRouteContext): Promise<Checked> {
	const url = new URL(request.url)
	const query = parseChannelsQuery(url.searchParams.get('channels'))
	if (!query.ok) return { ok: false, response: failure(400) }
	const user = await context.getUser(request)
	if (!user) return { ok: false, response: failure(401) }
	const { refused } = await authorizeChannels(user, query.channels, context.db)
	if (refused.length > 0) return { ok: false, response: failure(403, refused) }
	return { ok: true, user, channels: query.channels }
}

/**
 * `GET /resources/realtime/token?channels=a,b` — how to connect to these channels: with the built-in
 * SSE transport, the events URL; with Ably, a token request whose capability is subscribe-only on
 * exactly these channels. 400 for a malformed list, 401 signed out, 403 (naming the channels) when any
 * channel is not the user's: nothing is granted then.
 */
export async function handleConnectRequest(request: Request, context: RealtimeRouteContext): Promise<Response> {
	const checked = await checkRequest(request, context)
	if (!checked.ok) return checked.response
	const { user, channels } = checked
	let descriptor: ConnectDescriptor
	if (context.realtime.ably) {
		descriptor = { transport: 'ably', channels, tokenRequest: await context.realtime.ably.createTokenRequest({ clientId: user.id, channels }) }
	} else {
		descriptor = { transport: 'sse', channels, url: `${href('/resources/realtime/events')}?channels=${channels.map(encodeURIComponent).join(',')}` }
	}
	return json(descriptor, { headers: noStore })
}

type EventsAnswer = { ok: true; options: Omit<EventStreamOptions, 'signal'> } | { ok: false; response: Response }

/** What an events request gets: the stream's options, or the refusal (404 with Ably, 400, 401, 403, 503). */
async function answerEventsRequest(request: Request, context: RealtimeRouteContext): Promise<EventsAnswer> {
	const hub = context.realtime.hub
	if (context.realtime.transport !== 'sse' || !hub) return { ok: false, response: failure(404) }
	const checked = await checkRequest(request, context)
	if (!checked.ok) return checked
	// On PostgreSQL a stream is only worth opening once this process LISTENs; until then the client retries.
	if (!(await readyWithin(context.realtime, context.readyTimeoutMs ?? 5000))) return { ok: false, response: failure(503) }
	const url = new URL(request.url)
	const lastEventId = request.headers.get('Last-Event-ID') ?? url.searchParams.get('lastEventId')
	return {
		ok: true,
		options: {
			hub,
			channels: checked.channels,
			// Any id this process did not give out (another process, a stale one) gets a `resync` event.
			lastEventId: lastEventId ? lastEventId.slice(0, 100) : null,
			request,
			heartbeatMs: context.heartbeatMs,
			heartbeat: context.heartbeat,
		},
	}
}

/**
 * `GET /resources/realtime/events?channels=a,b` — the built-in SSE stream. The session cookie is
 * checked on every (re)connect; a channel the user may not subscribe to refuses the whole request
 * with 403 and nothing is subscribed. 404 while Ably carries the events.
 */
export async function handleEventsRequest(request: Request, context: RealtimeRouteContext): Promise<Response> {
	const answer = await answerEventsRequest(request, context)
	if (!answer.ok) return answer.response
	return createEventStream({ ...answer.options, signal: context.closed ?? request.signal })
}

/**
 * The same request answered on Node's own response (server.js in production): the same checks, then the frames
 * written straight to `res` (sse-stream.server.ts, writeEventStream). `closed` aborts when `res` closes. A refusal
 * comes back as a web Response for the caller to send.
 */
export async function serveEventsRequest(
	request: Request,
	res: ServerResponse,
	context: RealtimeRouteContext & { closed: AbortSignal },
): Promise<Response | null> {
	const answer = await answerEventsRequest(request, context)
	if (!answer.ok) return answer.response
	if (context.closed.aborted) return null
	writeEventStream(res, { ...answer.options, signal: context.closed })
	return null
}

async function readyWithin(realtime: RealtimeServer, ms: number): Promise<boolean> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
	try {
		return await Promise.race([realtime.ready().then(() => true as const), timeout])
	} finally {
		clearTimeout(timer)
	}
}
