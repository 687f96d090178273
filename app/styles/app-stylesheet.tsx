import { createContext, type ReactNode, useContext } from 'react'

/**
 * The production build puts every style of the app into one stylesheet (`cssCodeSplit: false` in
 * vite.config.ts): about 8 KB gzip, one request, cached for a year, instead of a render-blocking file per
 * route and component (docs/decisions/006-one-stylesheet.md). Remix does not link a stylesheet it did not
 * split, so the root names it: the server learns its address from the build (`virtual:dijla/stylesheet`),
 * the browser reads it back from the page before hydrating. In development Vite injects styles itself and
 * the address is null.
 */
const AppStylesheetContext = createContext<string | null>(null)

export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet'

export function AppStylesheetProvider({ href, children }: { href: string | null; children: ReactNode }) {
	return <AppStylesheetContext.Provider value={href}>{children}</AppStylesheetContext.Provider>
}

export function AppStylesheet() {
	const href = useContext(AppStylesheetContext)
	return href ? <link rel="stylesheet" href={href} {...{ [APP_STYLESHEET_ATTRIBUTE]: '' }} /> : null
}

/** Browser only: the address the server rendered. */
export function readAppStylesheetHref(): string | null {
	return document.querySelector(`link[${APP_STYLESHEET_ATTRIBUTE}]`)?.getAttribute('href') ?? null
}
