import { href } from '#app/href.ts'

/*
 * The buyer's photo for search by photo: what the page and the server agree on. A search photo is stored
 * under `search/<id>.jpg`, where the id is 32 random hex digits made by the server; the page and links
 * (`?photo=<id>`, `/pages/chat-room/index?inquiryPhoto=<id>`) carry only the id, so nothing a visitor
 * types can name another file.
 */

/** The largest photo accepted as uploaded, before it is re-encoded (a phone's full-size photo is well under). */
export const SEARCH_PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const SEARCH_PHOTO_ID_PATTERN = /^[0-9a-f]{32}$/

export function isSearchPhotoId(value: unknown): value is string {
	return typeof value === 'string' && SEARCH_PHOTO_ID_PATTERN.test(value)
}

/** The storage key of a search photo (`search/<id>.jpg`). */
export function searchPhotoKey(id: string) {
	if (!isSearchPhotoId(id)) throw new Error(`not a search photo id: ${JSON.stringify(id)}`)
	return `search/${id}.jpg`
}

export function searchPhotoPath(id: string) {
	return href('/pages/search-photo/index', { photo: id })
}

/** Where "nothing similar" leads: a sourcing request in the support chat, starting with this photo. */
export function sourcingRequestPath(id: string) {
	return href('/pages/chat-room/index', { inquiryPhoto: id })
}
