import { useEffect, useSyncExternalStore } from 'react'
import { type RealtimeEvent, STAFF_CHANNEL } from '#app/realtime/channels.ts'
import { useChannel } from '#app/realtime/use-channel.ts'
import { PRESENCE_BEAT_MS, PRESENCE_TTL_MS } from './inbox.ts'
import { href } from '#app/href.ts'

/*
 * Which agents are at their desks and which conversation each has open, as heard on the staff channel (browser
 * only). Nothing is stored on the server: an agent's desk says so every PRESENCE_BEAT_MS and is forgotten
 * PRESENCE_TTL_MS after it last did.
 */

export type AgentPresence = { staffId: string; name: string; conversationId: string | null; at: number }

let agents = new Map<string, AgentPresence>()
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** An event heard on the staff channel: presence is kept, anything else ignored. */
export function hearPresence(event: RealtimeEvent, now = Date.now()) {
	if (event.kind !== 'staff.presence' || typeof event.staffId !== 'string' || typeof event.name !== 'string') return
	const conversationId = typeof event.conversationId === 'string' ? event.conversationId : null
	agents = new Map(agents).set(event.staffId, { staffId: event.staffId, name: event.name, conversationId, at: now })
	emit()
}

/** Forgets agents not heard from for PRESENCE_TTL_MS. */
export function forgetQuietAgents(now = Date.now()) {
	const kept = [...agents.values()].filter((agent) => now - agent.at < PRESENCE_TTL_MS)
	if (kept.length === agents.size) return
	agents = new Map(kept.map((agent) => [agent.staffId, agent]))
	emit()
}

function subscribe(listener: () => void) {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

const EMPTY = new Map<string, AgentPresence>()

/** The other agents heard from recently (the reader excluded). */
export function useAgentsPresent(selfId: string): AgentPresence[] {
	const all = useSyncExternalStore(
		subscribe,
		() => agents,
		() => EMPTY,
	)
	return [...all.values()].filter((agent) => agent.staffId !== selfId).sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * This agent is at the desk with `conversationId` open (or none): said at once, every PRESENCE_BEAT_MS, and
 * heard from the others on the staff channel.
 */
export function usePresence(conversationId: string | null) {
	useChannel(STAFF_CHANNEL, (event) => hearPresence(event))
	useEffect(() => {
		const say = () =>
			void fetch(href('/resources/staff-presence'), {
				method: 'POST',
				credentials: 'same-origin',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ conversationId }),
			})
				.then((response) => response.arrayBuffer())
				.catch(() => undefined)
		say()
		const beat = setInterval(() => {
			say()
			forgetQuietAgents()
		}, PRESENCE_BEAT_MS)
		return () => clearInterval(beat)
	}, [conversationId])
}
