import { useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { type loader as rootLoader } from '#app/root.tsx'
import { useRevalidateOnEvent } from '#app/utils/use-revalidate-on-event.ts'
import { syncDeviceToAccount } from './device-sync.ts'

/**
 * Mounted once in the root. Whenever a buyer is signed in — the login sheet turning the root's `user` from null
 * to a user, or the first page after signing in on the login page — and the device still holds a visitor's
 * favourites or history, they are posted once to the account and then forgotten on the device; the page's data
 * is then reloaded so the merged favourites and history show, once the page is idle: the login sheet's refresh
 * of the page is usually still in flight, and reloading at once aborted it ("AbortError: signal is aborted without
 * reason" in the console, issue 17). Renders nothing.
 */
export function DeviceSync() {
	const userId = useRouteLoaderData<typeof rootLoader>('root')?.user?.id ?? null
	const reload = useRevalidateOnEvent()
	useEffect(() => {
		if (!userId) return
		void syncDeviceToAccount().then((outcome) => {
			if (outcome === 'merged') reload()
		})
	}, [userId, reload])
	return null
}
