import { LANGUAGE_ENDONYMS, LOCALES, type Locale } from '#app/i18n/locales.ts'
import * as styles from './LanguagePicker.css.ts'

/**
 * The four languages as one radio group. Each name is written in its own
 * language (and tagged so), so a buyer finds theirs whatever is showing now.
 */
export function LanguagePicker({ name, current, legendId }: { name: string; current: Locale; legendId: string }) {
	return (
		<fieldset className={styles.list} aria-labelledby={legendId}>
			{LOCALES.map((locale) => (
				<label key={locale} className={styles.option}>
					<input className={styles.radio} type="radio" name={name} value={locale} defaultChecked={locale === current} />
					<span className={styles.name} lang={locale}>
						{LANGUAGE_ENDONYMS[locale]}
					</span>
				</label>
			))}
		</fieldset>
	)
}
