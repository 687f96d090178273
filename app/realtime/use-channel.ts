import { useEffect, useRef } from 'react'
import { type RealtimeEvent } from './channels.ts'
import { subscribe, type SubscribeHandlers, type SubscribeOptions } from './client.ts'

export type UseChannelOptions = Omit<SubscribeHandlers, 'onEvent'> & {
	/** false: stay unsubscribed (e.g. while signed out). */
	enabled?: boolean
	/** Tests: transports and fetch. */
	transport?: SubscribeOptions
}

/**
 * Receives real-time events on one or more channels while the component is mounted (browser only: it
 * does nothing during server rendering). The transport (built-in SSE or Ably) is the server's choice.
 *
 *   useChannel(`conversation:${id}`, (event) => { if (event.kind === 'chat.message') refetch() }, {
 *     onReconnect: () => fetchAfter(lastSeenId),
 *   })
 *
 * Handlers may change on every render; only a different set of channels re-subscribes.
 */
export function useChannel(
	channels: string | readonly string[] | null | undefined,
	onEvent: (event: RealtimeEvent, channel: string) => void,
	options: UseChannelOptions = {},
): void {
	const latest = useRef({ onEvent, options })
	useEffect(() => {
		latest.current = { onEvent, options }
	})

	const list = channels == null ? [] : typeof channels === 'string' ? [channels] : channels
	const key = [...new Set(list)].sort().join(',')
	const enabled = options.enabled ?? true

	useEffect(() => {
		if (!enabled || key === '') return
		const subscription = subscribe(
			key.split(','),
			{
				onEvent: (event, channel) => latest.current.onEvent(event, channel),
				onReconnect: () => latest.current.options.onReconnect?.(),
				onReady: (batch) => latest.current.options.onReady?.(batch),
				onRefused: (batch, status) => latest.current.options.onRefused?.(batch, status),
			},
			latest.current.options.transport,
		)
		return () => subscription.close()
	}, [key, enabled])
}
