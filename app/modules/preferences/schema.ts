import { z } from 'zod'
import { LOCALES } from '#app/i18n/locales.ts'

/** The language switch in settings. Error messages are message ids. */
export const LanguageChoiceSchema = z.object({
	language: z.enum(LOCALES, { message: 'settings.language.invalid' }),
})
