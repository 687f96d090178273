import { NavLink, useLocation, useMatches } from '@remix-run/react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { dismissToast, TabBar, type TabBarItem, toast, useToast } from '#design-system'
import { type AfterSignIn, SHOW_LOGIN_EVENT, type ShowLoginDetail } from '#app/modules/auth/login-events.ts'
import { type LoginMode } from '#app/modules/auth/login-sheet-state.ts'
import { SupportReplyNotifier } from '#app/modules/chat/SupportReplyNotifier.tsx'
import { SupportUnreadProvider } from '#app/modules/chat/SupportUnread.tsx'
import { unreadBadgeText } from '#app/modules/chat/support-unread.ts'
import { useLiveSupportUnread } from '#app/modules/chat/use-live-support-unread.ts'
import { trackEvent } from '#app/modules/tracking/track.ts'
import { useOptionalUser, useFlash, useUnreadSupportAtLoad } from '#app/utils/root-data.ts'
import { cx } from '#app/utils/cx.ts'
import * as styles from './AppShell.css.ts'
import { AsyncPageStatus } from './AsyncPageStatus.tsx'
import { OfflineSupport } from './OfflineSupport.tsx'
import { href } from '#app/href.ts'

const Toaster = lazy(() => import('./Toaster.tsx'))
const LoginSheet = lazy(() => import('#app/modules/auth/LoginSheet.tsx'))

/** The three tabs of spec section 2: home (0), free gifts (1), account (2). */
export const TABS = [
	{ key: 'home', href: '/', labelId: 'shell.tab.home', icon: 'home' },
	{ key: 'free-gifts', href: href('/pages/free-gifts/index'), labelId: 'shell.tab.freeGifts', icon: 'gift' },
	{ key: 'account', href: href('/pages/account/index'), labelId: 'shell.tab.account', icon: 'user' },
] as const

export type TabKey = (typeof TABS)[number]['key']
/** A tab page says which tab it is in its route `handle`; the tab bar shows only there. */
export type TabHandle = { tab: TabKey }

/**
 * The storefront frame: a centred column at most 750 wide, the bottom tab bar on
 * the three tab pages, the async loading and no-network screens, and toasts.
 */
function tabKeyOf(href: string) {
	return TABS.find((tab) => tab.href === href)?.key ?? 'other'
}

export function AppShell({ children }: { children: ReactNode }) {
	const intl = useIntl()
	const matches = useMatches()
	const tabKey = (matches.at(-1)?.handle as Partial<TabHandle> | undefined)?.tab
	const activeTab = TABS.find((tab) => tab.key === tabKey)
	// In this order: the toasts of the page left go, then the one a redirect left for this page shows.
	useDismissToastsOnLeave()
	useFlashToast()

	const user = useOptionalUser()
	const buyerId = user?.role === 'buyer' ? user.id : null
	// Rendered with the count read with the session; on the tab pages, where the badges are, the buyer's channel
	// keeps it current (new replies, reading).
	const unread = useLiveSupportUnread(buyerId, useUnreadSupportAtLoad(), { live: activeTab !== undefined })
	const items: TabBarItem[] = TABS.map((tab) => ({
		key: tab.key,
		href: tab.href,
		icon: tab.icon,
		label: intl.formatMessage({ id: tab.labelId }),
		active: tab === activeTab,
		...(tab.key === 'account' && unread > 0
			? {
					badge: unreadBadgeText(unread, (count) => intl.formatNumber(count)),
					badgeLabel: intl.formatMessage({ id: 'shell.tab.unreadSupport' }, { count: unread }),
				}
			: {}),
	}))

	return (
		<>
			<div className={cx(styles.page, activeTab && styles.withTabBar)}>
				<a href="#main" className={styles.skipLink}>
					{intl.formatMessage({ id: 'shell.skipToContent' })}
				</a>
				<OfflineSupport />
				<main id="main" className={styles.main} tabIndex={-1}>
					<SupportUnreadProvider count={unread}>{children}</SupportUnreadProvider>
				</main>
				{activeTab ? (
					<TabBar
						label={intl.formatMessage({ id: 'shell.tabBar.label' })}
						items={items}
						renderLink={({ href, ...props }) => <NavLink to={href} prefetch="intent" end data-spm={`shell.tabBar.${tabKeyOf(href)}`} {...props} />}
					/>
				) : null}
			</div>
			<AsyncPageStatus />
			<SupportReplyNotifier userId={buyerId} />
			<LazyLoginSheet />
			<LazyToaster />
		</>
	)
}

/** Loads and opens the login sheet when any page (or a 401) asks for it; closing resets it (and is tracked). */
function LazyLoginSheet() {
	const [sheet, setSheet] = useState<{
		open: boolean
		mode: LoginMode
		after?: AfterSignIn
		reason?: ShowLoginDetail['reason']
		onSignedIn?: () => void
	} | null>(null)
	useEffect(() => {
		const show = (event: Event) => {
			const detail = (event as CustomEvent<ShowLoginDetail>).detail
			setSheet({ open: true, mode: detail?.mode ?? 'code', after: detail?.after, reason: detail?.reason, onSignedIn: detail?.onSignedIn })
		}
		window.addEventListener(SHOW_LOGIN_EVENT, show)
		return () => window.removeEventListener(SHOW_LOGIN_EVENT, show)
	}, [])
	if (!sheet) return null
	return (
		<Suspense fallback={null}>
			<LoginSheet
				open={sheet.open}
				mode={sheet.mode}
				after={sheet.after}
				reason={sheet.reason}
				onSignedIn={sheet.onSignedIn}
				onOpenChange={(open) => {
					if (!open && sheet.open) trackEvent('close', 'login.sheet')
					setSheet({ ...sheet, open })
				}}
			/>
		</Suspense>
	)
}

/** Mounts the toaster once the first toast is raised, and keeps it from then on. */
function LazyToaster() {
	const { toasts } = useToast()
	const [needed, setNeeded] = useState(false)
	useEffect(() => {
		if (toasts.length > 0) setNeeded(true)
	}, [toasts.length])
	return needed ? (
		<Suspense fallback={null}>
			<Toaster />
		</Suspense>
	) : null
}

/**
 * A toast belongs to the page it was raised on: going to another page (another path; a new query on the same
 * page, such as a sort or a step of the trade flow, is the same page) closes it. Toasts were carried along and
 * piled up over the next pages (issue 17).
 */
function useDismissToastsOnLeave() {
	const { pathname } = useLocation()
	const shownOn = useRef(pathname)
	useEffect(() => {
		if (shownOn.current === pathname) return
		shownOn.current = pathname
		dismissToast()
	}, [pathname])
}

/** The flash messages already shown, by the root data that carried them (kept until the root's data is next loaded). */
const shownFlashes = new WeakSet<object>()

/**
 * Shows the flash message a redirect left for this page (root loader data), once: the root's data outlives the
 * page (links do not reload it), and the shell is mounted again on an error screen; it must not come back there.
 */
function useFlashToast() {
	const intl = useIntl()
	const flash = useFlash()
	useEffect(() => {
		if (!flash || shownFlashes.has(flash)) return
		shownFlashes.add(flash)
		toast({ id: flash.messageId, title: intl.formatMessage({ id: flash.messageId }), tone: flash.tone })
	}, [flash, intl])
}
