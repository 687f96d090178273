import { INTL_LOCALES, type Locale } from '#app/i18n/locales.ts'
import type { LocaleSource } from '#app/i18n/negotiate.server.ts'
import { href } from '#app/href.ts'

/**
 * Sharing a product (productShare getShareLink).
 *
 * The shared link is the product page with `utm_source=share`, so a sign-up that follows it is credited to
 * sharing (the root keeps `utm_source` in a cookie, spec section 9), and `productId` stays in the query.
 *
 * Language of the link. A link preview is made by a crawler (WhatsApp's among them) that has no cookie and no
 * useful Accept-Language, so the preview is in whatever language the link names, Arabic otherwise. Opening a
 * `?lang=` link also switches the recipient's own interface to that language (it sets their `lang` cookie).
 * Decision: the link carries `lang` only when the sharer chose their language themselves — a `?lang=` link,
 * the language switch in settings (the `lang` cookie) or the language saved in their account. A language merely
 * guessed from the sharer's browser (Accept-Language) or the default is left out, so the recipient's own
 * browser decides. Whoever shares in a language they picked gets a preview in that language.
 */
export const SHARE_UTM_SOURCE = 'share'

/** Sources that mean the buyer picked the language themselves. */
const CHOSEN_SOURCES: ReadonlySet<LocaleSource> = new Set(['query', 'cookie', 'user'])

/** What a product id looks like (a UUID); anything else is a 404 before the database is asked. */
export const PRODUCT_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function productPagePath(productId: string): string {
	return href('/pages/commodity_details/index', { productId })
}

/** The language a shared link names: the sharer's, when they chose it; else none. */
export function shareLanguage({ locale, source }: { locale: Locale; source: LocaleSource }): Locale | null {
	return CHOSEN_SOURCES.has(source) ? locale : null
}

/** The product page's absolute address, optionally in a language (`og:url`, canonical). */
export function productUrl({ origin, productId, lang = null }: { origin: string; productId: string; lang?: Locale | null }): string {
	const url = new URL(href('/pages/commodity_details/index'), origin)
	url.searchParams.set('productId', productId)
	if (lang) url.searchParams.set('lang', lang)
	return url.toString()
}

/** The link a buyer shares: the product page with `utm_source=share` (and `lang` when they chose one). */
export function productShareUrl(input: { origin: string; productId: string; lang?: Locale | null }): string {
	const url = new URL(productUrl(input))
	url.searchParams.set('utm_source', SHARE_UTM_SOURCE)
	return url.toString()
}

/** WhatsApp's share link (`https://wa.me/?text=…`): the title on one line, the link on the next. */
export function whatsAppShareUrl({ text, url }: { text: string; url: string }): string {
	const message = text ? `${text}\n${url}` : url
	return `https://wa.me/?text=${encodeURIComponent(message)}`
}

/** `og:locale` wants `ll_TT`: ar_IQ, ckb_IQ, en_IQ, zh_CN. */
export function openGraphLocale(locale: Locale): string {
	return INTL_LOCALES[locale].replace('-', '_')
}

/** An absolute picture address at the width link previews use (750, one of the catalogue's variants). */
export function absoluteImageUrl(origin: string, path: string, width = 750): string {
	const url = new URL(path, origin)
	url.searchParams.set('w', String(width))
	return url.toString()
}

/** A description that fits a link preview: one paragraph, at most `max` characters, cut at a word. */
export function previewText(text: string, max = 160): string {
	const flat = text.replace(/\s+/g, ' ').trim()
	if (flat.length <= max) return flat
	const cut = flat.slice(0, max - 1)
	const lastSpace = cut.lastIndexOf(' ')
	return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
