/** The Navigation API (Chromium; Firefox and Safari lately); its entries are this tab's pages of this site only. */
type NavigationApi = { canGoBack?: boolean }

/**
 * Whether the entry before this one in the tab is a page of this shop, so that back means "where I was".
 * The router's own index (history.state.idx) is 0 on a page loaded as a document (a reload, a full page load
 * after a form without JavaScript, a sign-in) although the buyer came from our previous page (issue 17); the
 * Navigation API knows, and where it is missing, a same-site referrer with an entry before this one says so.
 */
export function canGoBackInShop(): boolean {
	const navigation = (window as { navigation?: NavigationApi }).navigation
	if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack
	if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) return true
	if (window.history.length < 2 || !document.referrer) return false
	try {
		return new URL(document.referrer).origin === window.location.origin
	} catch {
		return false
	}
}
