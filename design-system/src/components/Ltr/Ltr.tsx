import { type HTMLAttributes } from 'react'

/** U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. */
export const LRI = '\u2066'
export const PDI = '\u2069'

/**
 * A phone number, order number, code, e-mail, SKU or Latin product code inside right-to-left text, as plain
 * text where no element may go (an `<option>`, a `title`, an `aria-label`, a toast): "العراق ⁦+964⁩" instead of
 * "العراق 964+". Empty stays empty.
 */
export function ltr(text: string): string {
	return text === '' ? '' : `${LRI}${text}${PDI}`
}

export type LtrProps = Omit<HTMLAttributes<HTMLElement>, 'dir'>

/**
 * The shop's bidi rule (DESIGN.md, right-to-left first): phone numbers, order numbers, codes, e-mails, SKUs and
 * Latin product codes always read left to right and never mix with the Arabic around them. Without it,
 * "+964 ••• ••5679" shows as "5679•• ••• 964+" in an Arabic sentence. A `<bdi dir="ltr">`, so it isolates both
 * ways; the text keeps its own digits (the number a buyer types or reads out).
 */
export function Ltr(props: LtrProps) {
	return <bdi {...props} dir="ltr" />
}
