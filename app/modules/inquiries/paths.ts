import { href } from '#app/href.ts'
/** The sourcing inquiry pages (issue 5): the list, the form (add, or edit with `?id=`), one inquiry. */

export function inquiryEditPath(id: string) {
	return href('/pages/inquiry-add/index', { id })
}

/** The form started from a search with no results (`description`) or a photo search with no match (`photo`). */
export function newInquiryPath({ description, photo }: { description?: string; photo?: string } = {}) {
	return href('/pages/inquiry-add/index', { description, photo })
}
