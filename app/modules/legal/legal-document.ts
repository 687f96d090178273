/**
 * The shop's legal texts: terms of use, privacy policy and the notice shown
 * before an account is deleted. They are content, not interface strings, so
 * they live here as typed data per language rather than in locales/*.json.
 * The Arabic text is the reference; the other languages translate it.
 */
export const LEGAL_DOCUMENT_NAMES = ['userAgreement', 'policy', 'deactivation'] as const
export type LegalDocumentName = (typeof LEGAL_DOCUMENT_NAMES)[number]

export type LegalSection = {
	/** Stable across languages: the in-page anchor and the key tests compare. */
	id: string
	heading: string
	paragraphs: string[]
}

export type LegalText = {
	title: string
	/** ISO calendar date (YYYY-MM-DD) of the last change, the same in every language. */
	updatedAt: string
	sections: LegalSection[]
}

export type LegalDocuments = Record<LegalDocumentName, LegalText>

export function isLegalDocumentName(value: unknown): value is LegalDocumentName {
	return typeof value === 'string' && (LEGAL_DOCUMENT_NAMES as readonly string[]).includes(value)
}
