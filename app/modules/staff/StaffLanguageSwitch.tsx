import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { LANGUAGE_ENDONYMS, LOCALES } from '#app/i18n/locales.ts'
import { useLocale } from '#app/utils/root-data.ts'
import * as styles from './StaffConsole.css.ts'

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
