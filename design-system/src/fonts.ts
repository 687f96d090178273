/**
 * Dijla's web fonts, served from the project (no third-party font host).
 *
 * - Vazirmatn (Arabic, Latin and Latin-extended subsets) is bundled into the CSS of whoever imports
 *   this module; it serves ar and ckb, and backs up Latin text for en.
 * - Noto Sans SC is large (101 @font-face rules, about 31 kB of CSS after gzip), so it is not bundled:
 *   link `chineseFontStylesheet` only on zh pages. Its unicode ranges already stop ar/en pages
 *   from downloading the font files themselves, but this keeps the rules out of their CSS too.
 */
import '@fontsource-variable/vazirmatn/index.css'
import chineseFontStylesheet from '@fontsource-variable/noto-sans-sc/index.css?url'
import vazirmatnArabic from '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2?url'
import vazirmatnLatin from '@fontsource-variable/vazirmatn/files/vazirmatn-latin-wght-normal.woff2?url'

export { chineseFontStylesheet }

/** Extra stylesheets a page in `language` needs, for a Remix `links()` export or a `<link>` tag. */
export function fontStylesheetsFor(language: string): Array<string> {
	return language === 'zh' || language.startsWith('zh-') ? [chineseFontStylesheet] : []
}

/**
 * For a page that names every language in its own (a language switch: the buyer's settings, the staff console):
 * "中文" needs the Chinese font whatever the page's language, or a device without one draws two empty boxes. Its
 * unicode ranges keep the browser to the one slice those characters need. A Remix `links()` export.
 */
export function languageSwitchLinks(): Array<{ rel: 'stylesheet'; href: string }> {
	return [{ rel: 'stylesheet', href: chineseFontStylesheet }]
}

/**
 * The font files a page in `language` draws its text with at once, to be asked for with the page's first requests
 * (`<link rel="preload" as="font">`): Vazirmatn's Arabic and Latin subsets for Arabic and Kurdish (every page has
 * both: words, and spaces, digits and codes). Found by the browser only once the stylesheet is applied, they came
 * after the first layout, which was done with a fallback font and then done again, and the text changed shape on
 * screen (issue 18). English draws with the system's font first and Chinese loads only the slices a page uses.
 */
export function fontPreloadsFor(language: string): Array<string> {
	return language === 'ar' || language === 'ckb' ? [vazirmatnArabic, vazirmatnLatin] : []
}
