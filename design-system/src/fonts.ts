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

export { chineseFontStylesheet }

/** Extra stylesheets a page in `language` needs, for a Remix `links()` export or a `<link>` tag. */
export function fontStylesheetsFor(language: string): Array<string> {
	return language === 'zh' || language.startsWith('zh-') ? [chineseFontStylesheet] : []
}
