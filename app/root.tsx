import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useRouteError } from '@remix-run/react'
import { RawIntlProvider } from 'react-intl'
import { type ReactNode, useEffect } from 'react'
import { fontPreloadsFor, fontStylesheetsFor } from '#design-system/fonts.ts'
import { AppStylesheet } from '#app/styles/app-stylesheet.tsx'
import { DeviceSync } from '#app/modules/history/DeviceSync.tsx'
import { PageTracker } from '#app/modules/tracking/PageTracker.tsx'
import '#design-system/global.css.ts'
import { lightTheme } from '#design-system'
import { AppShell } from '#app/components/AppShell.tsx'
import { ErrorScreen } from '#app/components/ErrorScreen.tsx'
import { getIntl } from '#app/i18n/intl.ts'
import { useLocale } from '#app/utils/root-data.ts'
import { DEFAULT_LOCALE, directionOf } from '#app/i18n/locales.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { MESSAGES_META_NAME, useMessagesBundle } from '#app/i18n/messages-context.tsx'
import { localeBundle } from '#app/i18n/request-locale.server.ts'
import { isSignInToContinue } from '#app/modules/auth/login-events.ts'
import { signInOptions, toPublicUser } from '#app/modules/auth/public-user.server.ts'
import { readToast } from '#app/utils/toast.server.ts'
import { rememberUtmSource } from '#app/utils/utm.server.ts'
import { getRequestContext, setDocumentContext } from '#app/request-context.server.ts'
import { webManifestUrl } from '#app/utils/offline-pages.ts'
import { pageScope } from '#app/utils/page-scope.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The page's own loader reads the same context (worked out once per request).
	const requestContext = await getRequestContext(request)
	const { user, locale } = requestContext
	const headers = new Headers()
	if (requestContext.languageCookie) headers.append('Set-Cookie', requestContext.languageCookie)
	const { toast, setCookie } = await readToast(request)
	if (setCookie) headers.append('Set-Cookie', setCookie)
	const utmCookie = await rememberUtmSource(request)
	if (utmCookie) headers.append('Set-Cookie', utmCookie)
	// Replies from support the buyer has not read: the badge on the account tab (read with the session). Links do
	// not reload the root; the buyer's channel keeps the badge current from here (AppShell, useLiveSupportUnread).
	const unreadSupport = user?.supportUnread ?? 0
	// Whose pages the service worker may keep (decision 025): told to it whenever this changes (sign-in, sign-out).
	const cacheScope = pageScope(user?.id)
	// The server entry renders the page's messages in this language, and labels the page for the worker (entry.server.tsx).
	setDocumentContext(context, requestContext, cacheScope)
	return data(
		{ ...localeBundle(locale), toast, user: user ? toPublicUser(user) : null, signIn: signInOptions(), unreadSupport, cacheScope },
		{ headers },
	)
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(matches, 'app.name')

export const links: LinksFunction = () => [
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	{ rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
	// The design system's icons are one cached SVG sprite, not script, asked for by the first `<use>` the parser meets.
	// Not preloaded: `<use href>` does not take an image preload (Chromium fetched the sprite twice and warned that
	// the preload went unused).
]

/**
 * The root's data (language, messages, who is signed in) changes only through a
 * form, a refresh of the same URL (revalidate(), or the login sheet re-navigating
 * to its own page), or `?lang=`; plain link navigation keeps it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, actionResult, defaultShouldRevalidate }) => {
	// A session that ended mid-form: the page keeps its buyer (and its form) while the login sheet signs them in.
	if (isSignInToContinue(actionResult)) return false
	if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
	if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate
	return currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang')
}

export function Layout({ children }: { children: ReactNode }) {
	const bundle = useMessagesBundle()
	const locale = useLocale() ?? bundle.locale ?? DEFAULT_LOCALE
	useReloadOnLanguageChange(locale, bundle.locale)
	return (
		<html lang={locale} dir={directionOf(locale)} className={lightTheme}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
				<meta name="theme-color" content="#0B6E75" />
				<Meta />
				{/* The install prompt names the shop in the buyer's language. */}
				<link rel="manifest" href={webManifestUrl(locale)} />
				<meta name={MESSAGES_META_NAME} content={bundle.url} data-locale={bundle.locale} />
				<link rel="preload" href={bundle.url} as="fetch" crossOrigin="anonymous" />
				<AppStylesheet />
				{fontPreloadsFor(locale).map((href) => (
					<link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
				))}
				<Links />
				{fontStylesheetsFor(locale).map((href) => (
					<link key={href} rel="stylesheet" href={href} />
				))}
			</head>
			<body>
				<RawIntlProvider value={getIntl(bundle.locale, bundle.messages)}>{children}</RawIntlProvider>
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	)
}

/**
 * The page's messages are those of the language it was loaded in. If the root
 * data says another language (a sign-in with a saved language, a `?lang=`
 * link inside the app), the page is loaded again in that language.
 */
function useReloadOnLanguageChange(locale: string, messagesLocale: string) {
	useEffect(() => {
		if (locale !== messagesLocale) window.location.reload()
	}, [locale, messagesLocale])
}

export default function App() {
	return (
		<AppShell>
			<DeviceSync />
			<PageTracker />
			<Outlet />
		</AppShell>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<AppShell>
			<ErrorScreen error={error} />
		</AppShell>
	)
}
