import { z } from 'zod'
import { addCart, countCart } from '#app/modules/cart/cart.server.ts'
import { getProductDescription, getProductForPage, listBanners, listHotWords, type ProductSummary } from '#app/modules/catalog/catalog.server.ts'
import { getRecommendedPage } from '#app/modules/catalog/home.server.ts'
import { HOME_PAGE_SIZE } from '#app/modules/catalog/home-feed.ts'
import { recordProductView } from '#app/modules/history/history.server.ts'
import { SEARCH_SORTS } from '#app/modules/search/search-params.ts'
import { searchProducts } from '#app/modules/search/search.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { ApiError } from '../errors.server.ts'
import { API_V1, defineCall, NoInput, RecordId } from '../define.server.ts'

/**
 * Home, search, product and cart calls (spec section 7): the catalogue services the pages read, in the same
 * language negotiation; product pictures and links are paths on this host.
 */

export const ProductCard = z
	.object({
		id: z.string(),
		title: z.string(),
		imageUrl: z.string().nullable(),
		price: z.number().int().meta({ description: 'IQD' }),
		promotionPrice: z.number().int().nullable(),
		minPrice: z.number().int(),
		maxPrice: z.number().int(),
		sold: z.number().int(),
		minOrderQty: z.number().int(),
	})
	.meta({ id: 'ProductCard' })

export const productCard = (item: ProductSummary) => ({
	id: item.id,
	title: item.title,
	imageUrl: item.imageUrl,
	price: item.price,
	promotionPrice: item.promotionPrice,
	minPrice: item.minPrice,
	maxPrice: item.maxPrice,
	sold: item.sold,
	minOrderQty: item.minOrderQty,
})

const ProductPage = z
	.object({ items: z.array(ProductCard), page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() })
	.meta({ id: 'ProductPage' })

const ProductDetail = z
	.object({
		id: z.string(),
		code: z.string(),
		title: z.string(),
		description: z.string(),
		category: z.object({ id: z.string(), name: z.string() }),
		parameters: z.array(z.object({ name: z.string(), value: z.string() })),
		images: z.array(z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() })),
		skus: z.array(
			z.object({
				id: z.string(),
				code: z.string(),
				price: z.number().int(),
				promotionPrice: z.number().int().nullable(),
				stock: z.number().int(),
				skuImageUrl: z.string().nullable(),
				attributes: z.array(z.object({ key: z.string(), name: z.string(), valueKey: z.string(), value: z.string() })),
			}),
		),
		attributes: z.array(z.object({ key: z.string(), name: z.string(), values: z.array(z.object({ key: z.string(), value: z.string() })) })),
		price: z.number().int(),
		promotionPrice: z.number().int().nullable(),
		minPrice: z.number().int(),
		maxPrice: z.number().int(),
		discountPercent: z.number().int(),
		minOrderQty: z.number().int(),
		pieces: z.number().int(),
		stock: z.number().int(),
		sold: z.number().int(),
	})
	.meta({ id: 'ProductDetail' })

export const CATALOG_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/share/recommend`,
		group: 'home',
		summary: 'The home page’s recommended feed, 16 a page (as the home page scrolls).',
		auth: 'optional',
		state: 'implemented',
		cache: 'public',
		request: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
		response: ProductPage,
		handler: async (input, context) => {
			const page = await getRecommendedPage(context.db, { locale: context.locale, page: input.page })
			return { items: page.items.map(productCard), page: page.page, pageSize: HOME_PAGE_SIZE, hasMore: page.hasMore }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/share/listBanner`,
		group: 'home',
		summary: 'The home page’s banners.',
		auth: 'optional',
		state: 'implemented',
		cache: 'public',
		request: NoInput,
		response: z.array(z.object({ id: z.string(), title: z.string(), imageUrl: z.string(), link: z.string() })),
		handler: (_input, context) => listBanners(context.db, context.locale),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/home/hotWords`,
		group: 'search',
		summary: 'Hot words for the search page, in the request language.',
		auth: 'optional',
		state: 'implemented',
		cache: 'public',
		request: NoInput,
		response: z.array(z.object({ id: z.string(), word: z.string() })),
		handler: (_input, context) => listHotWords(context.db, context.locale),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/search/keywordSearch`,
		group: 'search',
		summary: 'Search products by keyword (four languages, spelling corrections), with optional category and price filters.',
		auth: 'optional',
		state: 'implemented',
		cache: 'public',
		request: z.object({
			keyword: z.string().max(200).default(''),
			page: z.coerce.number().int().min(1).max(50).default(1),
			sort: z.enum(SEARCH_SORTS).default('relevance'),
			categoryId: RecordId.optional(),
			minPrice: z.coerce.number().int().min(0).optional(),
			maxPrice: z.coerce.number().int().min(0).optional(),
		}),
		response: ProductPage.extend({
			match: z.enum(['prompt', 'browse', 'all', 'corrected', 'partial', 'none']),
			corrections: z.array(z.object({ from: z.string(), to: z.string() })),
			keyword: z.string(),
		}).meta({ id: 'SearchResult' }),
		handler: async (input, context) => {
			const result = await searchProducts(context.db, { locale: context.locale, ...input })
			return { ...result, items: result.items.map(productCard) }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/product/detail`,
		group: 'product',
		summary: 'One product with its SKUs, attributes and pictures; a signed-in buyer’s visit goes into the browsing history.',
		auth: 'optional',
		state: 'implemented',
		cache: 'public',
		errors: [404],
		request: z.object({ productId: RecordId }),
		response: ProductDetail,
		handler: async (input, context) => {
			const product = await getProductForPage(context.db, { id: input.productId, locale: context.locale })
			if (!product || product.status !== 'active') throw new ApiError(404, 'error.http.404')
			if (context.user) {
				await recordProductView(context.db, { userId: context.user.id, productId: product.id }).catch((error: unknown) =>
					logger.warn({ err: error, productId: product.id }, 'product view not recorded'),
				)
			}
			return {
				id: product.id,
				code: product.code,
				title: product.title,
				description: product.description,
				category: product.category,
				parameters: product.parameters.map((parameter) => ({ name: parameter.name, value: parameter.value })),
				images: product.images.map((image) => ({ url: image.url, width: image.width, height: image.height })),
				skus: product.skus.map((sku) => ({
					id: sku.id,
					code: sku.code,
					price: sku.price,
					promotionPrice: sku.promotionPrice,
					stock: sku.stock,
					skuImageUrl: sku.imageUrl,
					attributes: sku.attributes.map(({ key, name, valueKey, value }) => ({ key, name, valueKey, value })),
				})),
				attributes: product.attributes.map((group) => ({
					key: group.key,
					name: group.name,
					values: group.values.map(({ key, value }) => ({ key, value })),
				})),
				price: product.price,
				promotionPrice: product.promotionPrice,
				minPrice: product.minPrice,
				maxPrice: product.maxPrice,
				discountPercent: product.discountPercent,
				minOrderQty: product.minOrderQty,
				pieces: product.pieces,
				stock: product.stock,
				sold: product.sold,
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/product/getDescription`,
		group: 'product',
		summary: 'A product’s long description (plain text) in the request language, or an empty string.',
		auth: 'optional',
		state: 'implemented',
		cache: 'public',
		request: z.object({ productId: RecordId }),
		response: z.object({ description: z.string() }),
		handler: async (input, context) => ({ description: await getProductDescription(context.db, { id: input.productId, locale: context.locale }) }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/cart/addCart`,
		group: 'product',
		summary: 'Put pieces of a SKU in the cart, on top of what is there (minimum order and stock as on the product page).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 422],
		request: z.object({ skuId: RecordId, quantity: z.number().int().min(1).max(100_000) }),
		response: z.object({ lineId: z.string(), quantity: z.number().int(), merged: z.boolean(), cartCount: z.number().int() }),
		handler: async (input, context) => {
			const user = context.requireUser()
			const line = await addCart(context.db, { userId: user.id, skuId: input.skuId, quantity: input.quantity })
			return { ...line, cartCount: await countCart(context.db, user.id) }
		},
	}),
]
