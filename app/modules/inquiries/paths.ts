/** The sourcing inquiry pages (issue 5): the list, the form (add, or edit with `?id=`), one inquiry. */
export const INQUIRY_LIST_PATH = '/pages/inquiry/index'
export const INQUIRY_ADD_PATH = '/pages/inquiry-add/index'
export const INQUIRY_DETAILS_PATH = '/pages/inquiry-details/index'

export function inquiryDetailsPath(id: string) {
	return `${INQUIRY_DETAILS_PATH}?id=${encodeURIComponent(id)}`
}

export function inquiryEditPath(id: string) {
	return `${INQUIRY_ADD_PATH}?id=${encodeURIComponent(id)}`
}

/** The form started from a search with no results (`description`) or a photo search with no match (`photo`). */
export function newInquiryPath({ description, photo }: { description?: string; photo?: string } = {}) {
	const query = new URLSearchParams()
	if (description) query.set('description', description)
	if (photo) query.set('photo', photo)
	const text = query.toString()
	return text ? `${INQUIRY_ADD_PATH}?${text}` : INQUIRY_ADD_PATH
}
