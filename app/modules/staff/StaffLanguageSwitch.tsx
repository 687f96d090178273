import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { chineseFontStylesheet } from '#design-system/fonts.ts'
import { LANGUAGE_ENDONYMS, LOCALES } from '#app/i18n/locales.ts'
import { useLocale } from '#app/utils/root-data.ts'
import * as styles from './StaffConsole.css.ts'

/**
 * For the routes that show the switch: it names Chinese in Chinese, so the page needs the Chinese font whatever its
 * language (a computer without a Chinese font drew two empty boxes).
 */
export const staffLanguageSwitchLinks = () => [{ rel: 'stylesheet', href: chineseFontStylesheet }]

/**
 * The console's language: links to this page with `?lang=` (the app's own switch, which also sets the `lang`
 * cookie), so it works without JavaScript and keeps the page's filters. Each name in its own language.
 */
export function StaffLanguageSwitch() {
	const intl = useIntl()
	const location = useLocation()
	const current = useLocale()
	const hrefFor = (locale: string) => {
		const params = new URLSearchParams(location.search)
		params.set('lang', locale)
		return `${location.pathname}?${params}`
	}
	return (
		<ul className={styles.languages} aria-label={intl.formatMessage({ id: 'staff.language.label' })}>
			{LOCALES.map((locale) => (
				<li key={locale}>
					<a
						className={styles.languageLink}
						href={hrefFor(locale)}
						lang={locale}
						hrefLang={locale}
						aria-current={locale === current ? 'true' : undefined}
					>
						{LANGUAGE_ENDONYMS[locale]}
					</a>
				</li>
			))}
		</ul>
	)
}
