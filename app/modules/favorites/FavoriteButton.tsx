import { useFetcher, useLocation } from '@remix-run/react'
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useOptionalUser } from '#app/utils/root-data.ts'
import { IconButton, toast } from '#design-system'
import { isSignInToContinue, openLogin } from '#app/modules/auth/login-events.ts'
import { useFetcherSignInToContinue } from '#app/modules/auth/use-sign-in-to-continue.ts'
import { updateDeviceState } from '#app/modules/history/device-storage.ts'
import { addDeviceFavorite, isDeviceFavorite, removeDeviceFavorites } from '#app/modules/history/device-store.ts'
import { useDeviceState } from '#app/modules/history/use-device-state.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { queueIfOffline } from '#app/utils/write-queue.ts'
import { type FavoriteActionData, type GroupChoice } from './favorites.ts'
import * as styles from './FavoriteButton.css.ts'
import { href } from '#app/href.ts'

// The "choose a group" step is loaded only when a buyer with several groups saves a product.
const ChooseGroupSheet = lazy(() => import('./ChooseGroupSheet.tsx'))

/**
 * The heart on the product page. `favorite === null` means nobody is signed in: the product is saved on the
 * device (merged into the account at sign-in). Otherwise the heart posts to the favourites route (add or
 * remove), which works without JavaScript too; after adding, a buyer with several groups may pick one.
 */
export function FavoriteButton({ productId, favorite }: { productId: string; favorite: boolean | null }) {
	return favorite === null ? <DeviceFavoriteButton productId={productId} /> : <AccountFavoriteButton productId={productId} favorite={favorite} />
}

/** Before hydration a plain form post goes back to this page when done; after it the fetcher stays on the page. */
function ReturnTo() {
	const location = useLocation()
	const hydrated = useHydrated()
	return hydrated ? null : <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
}

function Heart({ saved, busy }: { saved: boolean; busy?: boolean }) {
	const intl = useIntl()
	return (
		<IconButton
			type="submit"
			icon={saved ? 'heart-filled' : 'heart'}
			label={intl.formatMessage({ id: saved ? 'favorites.remove' : 'favorites.add' })}
			aria-pressed={saved}
			className={saved ? styles.heartOn : undefined}
			data-busy={busy || undefined}
		/>
	)
}

function DeviceFavoriteButton({ productId }: { productId: string }) {
	const intl = useIntl()
	const saved = isDeviceFavorite(useDeviceState(), productId)
	const toggle = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		updateDeviceState((state) => (saved ? removeDeviceFavorites(state, [productId]) : addDeviceFavorite(state, productId)))
		const messageId = saved ? 'favorites.removed' : 'favorites.addedOnDevice'
		toast({ id: 'favorite', title: intl.formatMessage({ id: messageId }), tone: 'success' })
	}
	// Without JavaScript the device cannot keep anything: the post asks the visitor to sign in, then comes back.
	return (
		<form method="post" action={href('/pages/individualCenter/buyer_collection/index')} onSubmit={toggle} className={styles.heartForm}>
			<input type="hidden" name="intent" value={saved ? 'remove' : 'add'} />
			<input type="hidden" name="productId" value={productId} />
			<ReturnTo />
			<Heart saved={saved} />
		</form>
	)
}

function AccountFavoriteButton({ productId, favorite }: { productId: string; favorite: boolean }) {
	const intl = useIntl()
	const fetcher = useFetcher<FavoriteActionData>()
	const [choice, setChoice] = useState<{ groupId: string; groups: GroupChoice[] } | null>(null)
	const handled = useRef<FavoriteActionData | undefined>(undefined)
	useFetcherSignInToContinue(fetcher)
	// What the last answer said, until the page's own data (`favorite`) catches up.
	const [answered, setAnswered] = useState<boolean | null>(null)
	useEffect(() => setAnswered(null), [favorite])
	const buyerId = useOptionalUser()?.id ?? null
	const pendingIntent = fetcher.formData?.get('intent')
	const saved = pendingIntent === 'add' ? true : pendingIntent === 'remove' ? false : (answered ?? favorite)

	useEffect(() => {
		const result = fetcher.data
		if (!result || fetcher.state !== 'idle' || handled.current === result) return
		handled.current = result
		if (!result.ok) {
			// A session that ended: useFetcherSignInToContinue opens the sheet and taps again after signing in.
			if (isSignInToContinue(result)) return
			if (result.error === 'error.http.401') openLogin()
			else toast({ id: 'favorite', title: intl.formatMessage({ id: result.error }), tone: 'danger' })
			return
		}
		if (result.intent === 'add' || result.intent === 'remove') setAnswered(result.intent === 'add')
		if (result.intent === 'add') {
			toast({ id: 'favorite', title: intl.formatMessage({ id: 'favorites.added' }), tone: 'success' })
			if (result.groups.length > 1) setChoice({ groupId: result.groupId, groups: result.groups })
		} else if (result.intent === 'remove') {
			toast({ id: 'favorite', title: intl.formatMessage({ id: 'favorites.removed' }), tone: 'success' })
		}
	}, [fetcher.data, fetcher.state, intl])

	return (
		<>
			<fetcher.Form
				method="post"
				action={href('/pages/individualCenter/buyer_collection/index')}
				className={styles.heartForm}
				onSubmit={(event) => {
					// Offline: kept on the device and sent when the connection is back (decision 025).
					const intent = saved ? 'remove' : 'add'
					if (!queueIfOffline(buyerId, { path: href('/pages/individualCenter/buyer_collection/index'), fields: { intent, productId } })) return
					event.preventDefault()
					setAnswered(intent === 'add')
					toast({ id: 'favorite', title: intl.formatMessage({ id: 'pwa.queued' }), tone: 'success' })
				}}
			>
				<input type="hidden" name="intent" value={saved ? 'remove' : 'add'} />
				<input type="hidden" name="productId" value={productId} />
				<ReturnTo />
				<Heart saved={saved} busy={fetcher.state !== 'idle'} />
			</fetcher.Form>
			{choice ? (
				<Suspense fallback={null}>
					<ChooseGroupSheet productId={productId} groupId={choice.groupId} groups={choice.groups} onClose={() => setChoice(null)} />
				</Suspense>
			) : null}
		</>
	)
}
