import { type Db } from '#app/db/client.server.ts'
import { openCheckoutDraft } from '#app/modules/orders/checkout-drafts.server.ts'
import { submitCheckout } from './checkout.server.ts'

/**
 * Tests: the trade flow's form sent as a page drawn for its own checkout draft sends it. A form that names no
 * `draft` gets a new one (a new page); one that names it is sent as it is (the same page, or back to it).
 */
export async function submitDrafted(db: Db, input: Parameters<typeof submitCheckout>[1]) {
	const form = new URLSearchParams([...input.form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
	if (!form.get('draft')) form.set('draft', await openCheckoutDraft(db, { userId: input.userId }))
	return submitCheckout(db, { ...input, form })
}
