import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '#app/root.tsx'

/**
 * The only readers of the root loader's data in the browser (decision 022): who is signed in, the language, the
 * sign-in options, the flash message and the support badge. Components use these hooks, never
 * `useRouteLoaderData('root')`. Each is undefined or null only where the root's loader failed (an error page).
 */
function useRootData() {
	return useRouteLoaderData<typeof rootLoader>('root')
}

export type RootUser = NonNullable<NonNullable<ReturnType<typeof useRootData>>['user']>

/** The signed-in buyer (or staff member signed in as a buyer), or null for a visitor. */
export function useOptionalUser(): RootUser | null {
	return useRootData()?.user ?? null
}

/** The signed-in user, on a page only a signed-in user reaches. */
export function useUser(): RootUser {
	const user = useOptionalUser()
	if (!user) throw new Error('useUser: nobody is signed in (use useOptionalUser on pages visitors see)')
	return user
}

/** The page's language as the request context chose it. */
export function useLocale() {
	return useRootData()?.locale
}

/** How one may sign in here (channels, Google, Apple, the dev outbox). */
export function useSignInOptions() {
	return useRootData()?.signIn
}

/** The flash message a redirect left for this page, if any. */
export function useFlash() {
	return useRootData()?.toast
}

/** Replies from support the buyer has not read, as read with the session. */
export function useUnreadSupportAtLoad(): number {
	return useRootData()?.unreadSupport ?? 0
}

/** Whose pages the service worker may keep on this device (decision 025): `visitor` or the buyer's scope. */
export function useCacheScope(): string | null {
	return useRootData()?.cacheScope ?? null
}
