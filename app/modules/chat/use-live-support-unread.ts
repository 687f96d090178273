import { useEffect, useRef, useState } from 'react'

/**
 * The buyer's unread support messages, live: `loaded` is the count the page was rendered with (the root
 * loader's, read with the session); the buyer's channel moves it on from there (support-unread-watcher.ts,
 * loaded after the page so the first JavaScript stays small). A new count from the loader (the root reloaded
 * after a form) replaces the live one. 0 for a visitor or staff (`userId` null). Only where `live` (the tab pages,
 * where the badges are): other pages (the chat room has a stream of its own) keep the loaded count and open no
 * stream, so a buyer never holds more connections than a browser allows one site.
 */
export function useLiveSupportUnread(userId: string | null, loaded: number, { live = true }: { live?: boolean } = {}): number {
	const [state, setState] = useState({ loaded, count: loaded })
	let current = state
	if (state.loaded !== loaded) {
		current = { loaded, count: loaded }
		setState(current)
	}

	// The first watch follows a page fresh from the server; a later one (back from the chat room) asks for the count.
	const watchedBefore = useRef(false)
	useEffect(() => {
		if (!userId || !live) return
		const refreshOnReady = watchedBefore.current
		watchedBefore.current = true
		let closed = false
		let watcher: { close: () => void } | null = null
		void import('./support-unread-watcher.ts')
			.then(({ watchSupportUnread }) => {
				if (closed) return
				watcher = watchSupportUnread(
					userId,
					(next) =>
						setState((previous) => {
							const count = next(previous.count)
							return count === previous.count ? previous : { ...previous, count }
						}),
					{ refreshOnReady },
				)
			})
			.catch(() => undefined)
		return () => {
			closed = true
			watcher?.close()
		}
	}, [userId, live])

	return userId ? current.count : 0
}
