import { z } from 'zod'
import {
	addFavorite,
	countFavorites,
	createGroup,
	deleteGroup,
	type FavoriteGroup,
	listFavorites,
	listGroups,
	removeFavorites,
} from '#app/modules/favorites/favorites.server.ts'
import {
	DEFAULT_GROUP_MESSAGE_ID,
	FAVORITES_PAGE_SIZE,
	isNeutralDefaultName,
	MAX_LISTED_PAGES,
	MAX_SELECTION,
} from '#app/modules/favorites/favorites.ts'
import { GroupIdSchema, GroupNameSchema, ProductIdSchema } from '#app/modules/favorites/schema.ts'
import {
	countHistory,
	deleteHistory,
	HISTORY_PAGE_SIZE,
	listHistory,
	MAX_HISTORY_SELECTION,
	recordProductView,
} from '#app/modules/history/history.server.ts'
import { type ApiContext } from '../context.server.ts'
import { API_V1, defineCall, Done, IsoDate, iso, NoInput, RecordId } from '../define.server.ts'
import { ProductCard, productCard } from './catalog.server.ts'

/**
 * Groups and history (spec section 7): favourite groups and the products saved in them (the favourites pages'
 * module, app/modules/favorites: at most 10 groups, one default group that cannot be deleted, a product in one
 * group at a time, another buyer's group a 404) and the browsing history (app/modules/history). The counts the
 * home page shows (share historyCount, collectCount) are here too.
 */

const Group = z
	.object({
		id: z.string(),
		name: z.string().meta({ description: 'In the request language for the default group, else as the buyer typed it.' }),
		isDefault: z.boolean(),
		sort: z.number().int(),
		productCount: z.number().int(),
	})
	.meta({ id: 'FavoriteGroup' })

const group = (context: ApiContext, view: FavoriteGroup) => ({
	...view,
	name: isNeutralDefaultName(view) ? context.t(DEFAULT_GROUP_MESSAGE_ID) : view.name,
})

const Selection = z
	.array(ProductIdSchema)
	.max(MAX_SELECTION)
	.meta({ description: `Product ids, at most ${MAX_SELECTION}; an empty list is refused ("select a product before deleting").` })

const FavoritePage = z
	.object({
		items: z.array(ProductCard.extend({ groupId: z.string(), favoritedAt: IsoDate })),
		page: z.number().int(),
		pageSize: z.number().int(),
		hasMore: z.boolean(),
	})
	.meta({ id: 'FavoritePage' })

const PageQuery = {
	page: z.number().int().min(1).max(MAX_LISTED_PAGES).default(1),
	pageSize: z.number().int().min(1).max(50).default(FAVORITES_PAGE_SIZE),
}

/** Both spec paths that unsave products: a product is in one group at a time, so both remove it from favourites. */
async function removeSaved(input: { productIds: string[] }, context: ApiContext) {
	return { removed: await removeFavorites(context.db, { userId: context.requireUser().id, productIds: input.productIds }) }
}

async function favoritePage(context: ApiContext, input: { groupId?: string; page: number; pageSize: number }) {
	const page = await listFavorites(context.db, { userId: context.requireUser().id, locale: context.locale, ...input })
	return { ...page, items: page.items.map((item) => ({ ...productCard(item), groupId: item.groupId, favoritedAt: iso(item.favoritedAt) })) }
}

const Saved = z.object({ groupId: z.string(), created: z.boolean().meta({ description: 'False when the product was already saved.' }) })
const Removed = z.object({ removed: z.number().int() })

export const SAVED_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/group/list`,
		group: 'groups and history',
		summary: 'The buyer’s favourite groups in their order, each with its number of products (the default group is made on first use).',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.array(Group),
		handler: async (_input, context) => (await listGroups(context.db, context.requireUser().id)).map((view) => group(context, view)),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/group/add`,
		group: 'groups and history',
		summary: 'A new, empty group at the end (at most 10 groups, the default included; names unique per buyer, 1 to 30 characters).',
		auth: 'required',
		state: 'implemented',
		errors: [409, 422],
		request: z.object({ name: GroupNameSchema }),
		response: Group,
		handler: async (input, context) => group(context, await createGroup(context.db, context.requireUser().id, input.name)),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/group/delete`,
		group: 'groups and history',
		summary: 'Delete a group; its products move to the default group (which cannot be deleted: 409).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409],
		request: z.object({ groupId: GroupIdSchema }),
		response: z.object({ moved: z.number().int() }),
		handler: (input, context) => deleteGroup(context.db, context.requireUser().id, input.groupId),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/group/product/add`,
		group: 'groups and history',
		summary: 'Save a product into one of the buyer’s groups (moving it there when it is saved elsewhere).',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: z.object({ productId: ProductIdSchema, groupId: GroupIdSchema }),
		response: Saved,
		handler: (input, context) => addFavorite(context.db, { userId: context.requireUser().id, ...input }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/group/product/delete`,
		group: 'groups and history',
		summary: 'Remove products from the buyer’s favourites (a product is in one group at a time).',
		auth: 'required',
		state: 'implemented',
		request: z.object({ productIds: Selection }),
		response: Removed,
		handler: removeSaved,
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/group/product/page`,
		group: 'groups and history',
		summary: 'One group’s products, newest first (another buyer’s group is a 404).',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: z.object({ groupId: GroupIdSchema, ...PageQuery }),
		response: FavoritePage,
		handler: (input, context) => favoritePage(context, input),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/collect/page`,
		group: 'groups and history',
		summary: 'All of the buyer’s favourites, newest first.',
		auth: 'required',
		state: 'implemented',
		request: z.object(PageQuery),
		response: FavoritePage,
		handler: (input, context) => favoritePage(context, input),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/collect/add`,
		group: 'groups and history',
		summary: 'Save a product (the heart): into the default group, or left where it is when already saved.',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: z.object({ productId: ProductIdSchema }),
		response: Saved,
		handler: (input, context) => addFavorite(context.db, { userId: context.requireUser().id, productId: input.productId }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/collect/delete`,
		group: 'groups and history',
		summary: 'Remove products from the buyer’s favourites.',
		auth: 'required',
		state: 'implemented',
		request: z.object({ productIds: Selection }),
		response: Removed,
		handler: removeSaved,
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/browsingHistory/list`,
		group: 'groups and history',
		summary: 'The buyer’s browsing history, latest first, in pages of visits grouped by Baghdad day.',
		auth: 'required',
		state: 'implemented',
		request: z.object({
			page: z.number().int().min(1).max(MAX_LISTED_PAGES).default(1),
			pageSize: z.number().int().min(1).max(50).default(HISTORY_PAGE_SIZE),
		}),
		response: z
			.object({
				days: z.array(
					z.object({
						day: z.string().meta({ description: 'YYYY-MM-DD in Baghdad.' }),
						entries: z.array(ProductCard.extend({ entryId: z.string(), viewedAt: IsoDate })),
					}),
				),
				page: z.number().int(),
				pageSize: z.number().int(),
				hasMore: z.boolean(),
			})
			.meta({ id: 'HistoryPage' }),
		handler: async (input, context) => {
			const page = await listHistory(context.db, { userId: context.requireUser().id, locale: context.locale, ...input })
			return {
				...page,
				days: page.days.map((day) => ({
					day: day.day,
					entries: day.entries.map((entry) => ({ ...productCard(entry), entryId: entry.entryId, viewedAt: iso(entry.viewedAt) })),
				})),
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/browsingHistory/delete`,
		group: 'groups and history',
		summary: 'Delete visits of the buyer’s history by entry id (an empty selection is refused).',
		auth: 'required',
		state: 'implemented',
		request: z.object({ entryIds: z.array(RecordId).max(MAX_HISTORY_SELECTION) }),
		response: Removed,
		handler: async (input, context) => ({ removed: await deleteHistory(context.db, context.requireUser().id, { entryIds: input.entryIds }) }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/browsingHistory/save`,
		group: 'groups and history',
		summary: 'Note a visit to a product (product/detail does it by itself for a signed-in buyer); an unknown product records nothing.',
		auth: 'required',
		state: 'implemented',
		request: z.object({ productId: ProductIdSchema }),
		response: Done,
		handler: async (input, context) => {
			await recordProductView(context.db, { userId: context.requireUser().id, productId: input.productId })
			return { done: true as const }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/share/historyCount`,
		group: 'home',
		summary: 'How many visits the buyer’s history holds (the home page’s count).',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.object({ count: z.number().int() }),
		handler: async (_input, context) => ({ count: await countHistory(context.db, context.requireUser().id) }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/share/collectCount`,
		group: 'home',
		summary: 'How many products the buyer has saved over all groups (the home page’s count).',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.object({ count: z.number().int() }),
		handler: async (_input, context) => ({ count: await countFavorites(context.db, context.requireUser().id) }),
	}),
]
