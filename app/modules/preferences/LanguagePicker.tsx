import { Card, Radio } from '#design-system'
import { LANGUAGE_ENDONYMS, LOCALES, type Locale } from '#app/i18n/locales.ts'
import * as styles from './LanguagePicker.css.ts'

/**
 * The four languages as one radio group. Each name is written in its own
 * language (and tagged so), so a buyer finds theirs whatever is showing now.
 */
export function LanguagePicker({ name, current, legendId }: { name: string; current: Locale; legendId: string }) {
	return (
		<Card asChild variant="flat" padding="none" gap="none" clip>
			<fieldset aria-labelledby={legendId}>
				{LOCALES.map((locale) => (
					<Radio
						key={locale}
						name={name}
						value={locale}
						defaultChecked={locale === current}
						className={styles.option}
						label={
							<span className={styles.name} lang={locale}>
								{LANGUAGE_ENDONYMS[locale]}
							</span>
						}
					/>
				))}
			</fieldset>
		</Card>
	)
}
