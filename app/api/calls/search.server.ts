import { z } from 'zod'
import { PhotoUploadError, prepareSearchPhoto, saveSearchPhoto, searchWithStoredPhoto } from '#app/modules/search/photo-upload.server.ts'
import { SEARCH_PHOTO_ID_PATTERN, SEARCH_PHOTO_MAX_BYTES } from '#app/modules/search/photo-upload.ts'
import { MAX_RECENT_SEARCHES } from '#app/modules/search/recent-searches.ts'
import { clearRecentSearches, deleteRecentSearch, listRecentSearches, saveRecentSearch } from '#app/modules/search/search-history.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { type ApiContext } from '../context.server.ts'
import { API_V1, defineCall, RecordId } from '../define.server.ts'
import { ApiError, genericMessageId } from '../errors.server.ts'
import { ProductCard, productCard } from './catalog.server.ts'

/**
 * Search history and photo search (spec section 7 "search": searchHistory list, save, delete; search
 * imageUpload, appSearchSameParagraph) by the search module the pages use: the same recent searches (one entry
 * per query however it is spelled, 20 at most), the same photo checks, re-encoding and matching as the photo
 * search page (app/routes/search-photo.tsx).
 */

const RecentSearches = z.array(z.object({ id: z.string(), query: z.string() })).meta({ id: 'RecentSearches' })

const PhotoSearch = z
	.object({
		photoId: z
			.string()
			.meta({ description: 'The stored photo’s id: search again with appSearchSameParagraph, or start an inquiry with it (searchPhotoId).' }),
		photoUrl: z.string(),
		items: z.array(ProductCard).meta({ description: 'Closest first; empty when nothing in the catalogue looks like it.' }),
	})
	.meta({ id: 'PhotoSearch' })

async function photoSearch(context: ApiContext, photoId: string) {
	const search = await searchWithStoredPhoto(context.db, getStorage(), { photoId, locale: context.locale })
	if (!search) throw new ApiError(404, genericMessageId(404))
	return { photoId: search.photoId, photoUrl: search.photoUrl, items: search.matches.map(productCard) }
}

export const SEARCH_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/searchHistory/list`,
		group: 'search',
		summary: `The buyer’s recent searches, newest first (at most ${MAX_RECENT_SEARCHES}).`,
		auth: 'required',
		state: 'implemented',
		request: z.object({}),
		response: RecentSearches,
		handler: async (_input, context) => listRecentSearches(context.db, context.requireUser().id),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/searchHistory/save`,
		group: 'search',
		summary:
			'Remember a search (the search bar’s submit): the same query however spelled is one entry, moved to the top; queries without letters or digits are not kept.',
		auth: 'required',
		state: 'implemented',
		request: z.object({ keyword: z.string().trim().min(1).max(1_000) }),
		response: RecentSearches,
		handler: async (input, context) => {
			const user = context.requireUser()
			await saveRecentSearch(context.db, user.id, input.keyword)
			return listRecentSearches(context.db, user.id)
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/searchHistory/delete`,
		group: 'search',
		summary: 'Forget one recent search (id; another buyer’s or an unknown one is a 404), or all of them (no id).',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: z.object({ id: RecordId.optional() }),
		response: RecentSearches,
		handler: async (input, context) => {
			const user = context.requireUser()
			if (input.id === undefined) await clearRecentSearches(context.db, user.id)
			else if (!(await deleteRecentSearch(context.db, user.id, input.id))) throw new ApiError(404, genericMessageId(404))
			return listRecentSearches(context.db, user.id)
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/search/imageUpload`,
		group: 'search',
		summary: `Search by photo (multipart, field file, at most ${SEARCH_PHOTO_MAX_BYTES / 1024 / 1024} MB): the photo is checked by content, re-encoded and kept under an id, and the products that look like it answered, as the photo search page does.`,
		auth: 'optional',
		state: 'implemented',
		errors: [413, 415],
		upload: {
			field: 'file',
			description: 'The photo (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
			maxFileSize: SEARCH_PHOTO_MAX_BYTES,
			maxFiles: 1,
			tooLargeMessageId: 'photoSearch.error.tooLarge',
		},
		request: z.object({}),
		response: PhotoSearch,
		handler: async (_input, context, files) => {
			const [file] = files
			if (!file || file.size === 0) throw new ApiError(400, 'photoSearch.error.required')
			let photoId: string
			try {
				const { jpeg } = await prepareSearchPhoto(new Uint8Array(await file.arrayBuffer()))
				photoId = await saveSearchPhoto(getStorage(), jpeg)
			} catch (error) {
				if (error instanceof PhotoUploadError) throw new ApiError(error.status, error.messageId)
				throw error
			}
			return photoSearch(context, photoId)
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/search/appSearchSameParagraph`,
		group: 'search',
		summary: 'The products that look like a photo already searched with (search/imageUpload’s photoId); an unknown id is a 404.',
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: z.object({ photoId: z.string().regex(SEARCH_PHOTO_ID_PATTERN) }),
		response: PhotoSearch,
		handler: async (input, context) => photoSearch(context, input.photoId),
	}),
]
