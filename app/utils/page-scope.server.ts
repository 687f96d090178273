import { createHash } from 'node:crypto'

/**
 * The owner of a page as the service worker sees it (decision 025): `visitor`, or `u-` and the first 16 hex
 * digits of the SHA-256 of the buyer's id. It only separates accounts on one device; it is not a secret.
 */
export function pageScope(userId: string | null | undefined): string {
	if (!userId) return 'visitor'
	return `u-${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`
}
