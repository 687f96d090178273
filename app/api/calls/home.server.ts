import { z } from 'zod'
import { getCurrentUsdToIqdRate } from '#app/modules/catalog/exchange-rate.server.ts'
import { HOME_TAG_PRODUCTS, listHomeTags } from '#app/modules/catalog/home-tags.server.ts'
import { API_V1, defineCall, iso, IsoDate, NoInput, RecordId } from '../define.server.ts'
import { ApiError, genericMessageId } from '../errors.server.ts'
import { ProductCard, productCard } from './catalog.server.ts'

/**
 * The home page's shelves and the exchange rate (spec section 7 "home": share tags, tags/productList,
 * getRateByType) by the catalogue module the home and product pages use: the same active shelves in order, named
 * in the request language, with their first products; the USD → IQD rate the freight estimates convert with.
 */

const HomeTag = z
	.object({ id: z.string(), slug: z.string(), name: z.string(), products: z.array(ProductCard) })
	.meta({ id: 'HomeTag', description: `A home shelf and its first ${HOME_TAG_PRODUCTS} products.` })

export const HOME_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/share/tags`,
		group: 'home',
		summary: `The home page’s shelves in order, each with its name in the request language and its first ${HOME_TAG_PRODUCTS} products (empty shelves left out).`,
		auth: 'optional',
		state: 'implemented',
		request: NoInput,
		response: z.array(HomeTag),
		handler: async (_input, context) =>
			(await listHomeTags(context.db, context.locale)).map((tag) => ({ ...tag, products: tag.products.map(productCard) })),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/share/tags/productList`,
		group: 'home',
		summary: `One shelf’s products (its first ${HOME_TAG_PRODUCTS}, as the home page shows them); a shelf not shown is a 404.`,
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: z.object({ tagId: RecordId }),
		response: HomeTag,
		handler: async (input, context) => {
			const tag = (await listHomeTags(context.db, context.locale)).find((candidate) => candidate.id === input.tagId || candidate.slug === input.tagId)
			if (!tag) throw new ApiError(404, genericMessageId(404))
			return { ...tag, products: tag.products.map(productCard) }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/home/getRateByType`,
		group: 'home',
		summary:
			'The exchange rate in force (type USD: IQD per US dollar), the one fees quoted in dollars are converted with; null before staff entered one.',
		auth: 'optional',
		state: 'implemented',
		request: z.object({ type: z.enum(['USD']).default('USD').meta({ description: 'The currency converted to IQD; only USD is quoted.' }) }),
		response: z
			.object({ base: z.literal('USD'), quote: z.literal('IQD'), rate: z.number(), effectiveAt: IsoDate })
			.nullable()
			.meta({ id: 'ExchangeRate' }),
		handler: async (_input, context) => {
			const rate = await getCurrentUsdToIqdRate(context.db)
			return rate ? { ...rate, effectiveAt: iso(rate.effectiveAt) } : null
		},
	}),
]
