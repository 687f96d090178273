import { useRevalidator, useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { type loader as rootLoader } from '#app/root.tsx'
import { syncDeviceToAccount } from './device-sync.ts'

/**
 * Mounted once in the root. Whenever a buyer is signed in — the login sheet turning the root's `user` from null
 * to a user, or the first page after signing in on the login page — and the device still holds a visitor's
 * favourites or history, they are posted once to the account and then forgotten on the device; the page's data
 * is then reloaded so the merged favourites and history show. Renders nothing.
 */
export function DeviceSync() {
	const userId = useRouteLoaderData<typeof rootLoader>('root')?.user?.id ?? null
	const { revalidate } = useRevalidator()
	useEffect(() => {
		if (!userId) return
		void syncDeviceToAccount().then((outcome) => {
			if (outcome === 'merged') revalidate()
		})
		// Only a change of who is signed in starts a sync; `revalidate` is a new function after every navigation.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [userId])
	return null
}
