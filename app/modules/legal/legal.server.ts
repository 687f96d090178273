import { type Locale } from '#app/i18n/locales.ts'
import { ar } from './documents/ar.ts'
import { ckb } from './documents/ckb.ts'
import { en } from './documents/en.ts'
import { zh } from './documents/zh.ts'
import { type LegalDocumentName, type LegalDocuments, type LegalText } from './legal-document.ts'

/**
 * Only this server module imports the texts, so they reach the browser as the
 * loader data of the one page that shows them and never inside a client bundle.
 */
const DOCUMENTS: Record<Locale, LegalDocuments> = { ar, ckb, en, zh }

/** One legal document in the buyer's language. */
export function getLegalDocument(name: LegalDocumentName, locale: Locale): LegalText {
	return DOCUMENTS[locale][name]
}
