import { z } from 'zod'
import { href } from '#app/href.ts'
import { isLocale } from '#app/i18n/locales.ts'
import { toPublicUser } from '#app/modules/auth/public-user.server.ts'
import { getProductForPage } from '#app/modules/catalog/catalog.server.ts'
import { PRODUCT_ID_SHAPE } from '#app/modules/catalog/product-share.ts'
import { SHARE_TOKEN_SHAPE } from '#app/modules/campaigns/campaign-links.ts'
import { CAMPAIGN_KINDS, CAMPAIGN_STATUSES } from '#app/modules/campaigns/campaign-rules.ts'
import { getCampaignByToken } from '#app/modules/campaigns/campaign-views.server.ts'
import { getProductSummaries } from '#app/modules/favorites/product-summaries.server.ts'
import { INQUIRY_DESCRIPTION_MAX_LENGTH, INQUIRY_DESCRIPTION_MIN_LENGTH } from '#app/modules/inquiries/schema.ts'
import { normalizeOrderNumber } from '#app/modules/orders/visitor-access.server.ts'
import { findProductByCode, MAX_CODE_LENGTH } from '#app/modules/search/code-lookup.server.ts'
import { MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from '#app/modules/search/search-query.ts'
import { searchProducts } from '#app/modules/search/search.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type ApiContext } from '../context.server.ts'
import { API_V1, defineCall, NoInput, RecordId } from '../define.server.ts'
import { ApiError } from '../errors.server.ts'
import { ProductCard, productCard } from './catalog.server.ts'

/**
 * The four calls spec section 7 only names (decision 024, "Named only by the spec"), each given a meaning over the
 * services the pages use:
 * - `search/keywordSNSearch`: a product by its number (product or SKU code, typed or scanned): exactly that product.
 * - `search/productUnderstanding`: what a buyer pastes from another marketplace (a share text, a title, a link):
 *   the search words in it and the shop's matching products, or the sourcing request it would make; a link of this
 *   shop is read as chainTransfer reads it.
 * - `home/chainTransfer`: a link of this shop someone shared (a product, a campaign, a search, a landing page, a
 *   visitor's order) resolved into what the app opens, checked to exist.
 * - `hello/user/login`: who the token is (its buyer's display name and avatar), or a visitor: a cheap check that a
 *   stored token still works.
 */

const ProductPaths: ReadonlySet<string> = new Set([href('/pages/commodity_details/index'), href('/pages/product_details/index')])
const CampaignPaths = new Map<string, (typeof CAMPAIGN_KINDS)[number]>([
	[href('/pages/free-help/index'), 'free_gift'],
	[href('/pages/group-help/index'), 'group_price'],
])

const LINK_KINDS = ['home', 'product', 'campaign', 'landing', 'search', 'visitorOrder', 'order', 'page', 'external'] as const

const LinkTarget = z
	.object({
		kind: z.enum(LINK_KINDS).meta({
			description:
				'What the link opens: home; product (productId, skuId); campaign (campaign); landing (templateId); search (keyword, categoryId); visitorOrder (orderNumber: order/getOrderDetailForLandingPage); order (orderId: one of the signed-in buyer’s orders); page (another page of the shop: open path in a web view); external (not a link of this shop).',
		}),
		path: z.string().nullable().meta({ description: 'The page on this shop (path and query, without utm_source and lang); null when external.' }),
		utmSource: z.string().nullable().meta({ description: 'The link’s utm_source: send it as the utm-source header (a sign-up is credited to it).' }),
		language: z.string().nullable().meta({ description: 'The language the link names (lang), when it names one of the shop’s.' }),
		productId: z.string().optional(),
		skuId: z.string().nullable().optional(),
		campaign: z
			.object({ kind: z.enum(CAMPAIGN_KINDS), shareToken: z.string(), status: z.enum(CAMPAIGN_STATUSES) })
			.optional()
			.meta({ description: 'Open with help/show (free gift) or helpChop/help/show (group price) by shareToken.' }),
		templateId: z.string().nullable().optional(),
		keyword: z.string().optional(),
		categoryId: z.string().nullable().optional(),
		orderNumber: z.string().optional(),
		orderId: z.string().optional(),
	})
	.meta({ id: 'LinkTarget' })

type LinkTargetValue = z.input<typeof LinkTarget>

/** The shop's own origins: PUBLIC_URL and the host this request came to (the app may use either). */
function shopHosts(context: ApiContext): Set<string> {
	const hosts = new Set([new URL(context.request.url).host])
	const publicUrl = getEnv().PUBLIC_URL
	if (publicUrl) hosts.add(new URL(publicUrl).host)
	return hosts
}

/** `link` as a URL of this shop (an absolute URL on its host, or a path); null for anything else. */
function shopUrl(context: ApiContext, link: string): URL | null {
	const text = link.trim()
	let url: URL
	try {
		url = /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//') ? new URL(text) : new URL(text, new URL(context.request.url).origin)
	} catch {
		return null
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
	return shopHosts(context).has(url.host) ? url : null
}

/** What a link of this shop opens (chainTransfer); a product or campaign that is not there is a 404, as its page is. */
async function resolveLink(context: ApiContext, link: string): Promise<LinkTargetValue> {
	const url = shopUrl(context, link)
	if (!url) return { kind: 'external', path: null, utmSource: null, language: null }
	const query = url.searchParams
	const lang = query.get('lang')
	const common = { utmSource: query.get('utm_source')?.slice(0, 100) || null, language: lang && isLocale(lang) ? lang : null }
	query.delete('utm_source')
	query.delete('lang')
	const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
	const path = `${pathname}${query.size > 0 ? `?${query}` : ''}`
	const notFound = () => new ApiError(404, 'error.http.404')

	if (pathname === '/' || pathname === href('/pages/home/index')) return { kind: 'home', path, ...common }
	if (ProductPaths.has(pathname)) {
		const productId = query.get('productId') ?? ''
		if (!PRODUCT_ID_SHAPE.test(productId)) throw notFound()
		const product = await getProductForPage(context.db, { id: productId, locale: context.locale })
		if (!product || product.status !== 'active') throw notFound()
		const sku = query.get('sku')
		return { kind: 'product', path, ...common, productId, skuId: sku && product.skus.some((candidate) => candidate.id === sku) ? sku : null }
	}
	const campaignKind = CampaignPaths.get(pathname)
	if (campaignKind) {
		const token = query.get('c') ?? ''
		const campaign = SHARE_TOKEN_SHAPE.test(token)
			? await getCampaignByToken(context.db, { token, viewerId: context.user?.id ?? null, locale: context.locale })
			: null
		if (!campaign) throw new ApiError(404, 'campaign.error.notFound')
		return { kind: 'campaign', path, ...common, campaign: { kind: campaign.kind, shareToken: campaign.shareToken, status: campaign.status } }
	}
	if (pathname === href('/pages/landing-page/index')) return { kind: 'landing', path, ...common, templateId: query.get('templateId') }
	if (pathname === href('/pages/search-detail/index')) {
		return { kind: 'search', path, ...common, keyword: (query.get('keyword') ?? '').slice(0, 200), categoryId: query.get('categoryId') }
	}
	if (pathname === href('/pages/not-login-order-details/index')) {
		const orderNumber = normalizeOrderNumber(query.get('number') ?? '')
		return orderNumber ? { kind: 'visitorOrder', path, ...common, orderNumber } : { kind: 'page', path, ...common }
	}
	if (pathname === href('/pages/order-details/index')) {
		const orderId = RecordId.safeParse(query.get('orderId') ?? '')
		return orderId.success ? { kind: 'order', path, ...common, orderId: orderId.data } : { kind: 'page', path, ...common }
	}
	return { kind: 'page', path, ...common }
}

/** Links in a pasted text (a marketplace's share text carries one, among its words). */
const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"'「」『』【】()（）]+/gi

/**
 * The search words of a pasted text: the quoted title when the text has one (「…」, 『…』, “…”: how marketplaces'
 * share texts quote it), else the text; without links, bracketed tags (【淘宝】) and punctuation; the first words
 * search reads.
 */
export function searchWordsOf(text: string): string {
	const bare = text.replace(LINK_PATTERN, ' ')
	const quoted = [...bare.matchAll(/[「『“]([^」』”]{2,})[」』”]/g)].map((match) => match[1]!)
	const source = quoted.length > 0 ? quoted.join(' ') : bare.replace(/【[^】]*】|\[[^\]]*\]/g, ' ')
	const words = source
		.normalize('NFKC')
		.replace(/[^\p{L}\p{M}\p{N}\s-]+/gu, ' ')
		.split(/\s+/)
		.filter((word) => word !== '' && word !== '-')
	let keyword = ''
	for (const word of words.slice(0, MAX_QUERY_TERMS)) {
		const next = keyword ? `${keyword} ${word}` : word
		if (next.length > MAX_QUERY_LENGTH) break
		keyword = next
	}
	return keyword
}

const Understood = z
	.object({
		source: z
			.enum(['shopLink', 'text'])
			.meta({ description: 'shopLink: the text holds a product link of this shop (product is it); text: read as words.' }),
		keyword: z.string().meta({ description: 'The search words found (fill the search bar with them); empty when none.' }),
		link: z.string().nullable().meta({ description: 'The first link of another site in the text (for the sourcing request).' }),
		product: ProductCard.nullable(),
		match: z.enum(['link', 'prompt', 'browse', 'all', 'corrected', 'partial', 'none']),
		items: z.array(ProductCard).meta({ description: 'The first page of search/keywordSearch for keyword (relevance).' }),
		hasMore: z.boolean(),
		inquiryDescription: z
			.string()
			.nullable()
			.meta({
				description: `Nothing matching? A description for source/saveInquiry (the words and the link, ${INQUIRY_DESCRIPTION_MIN_LENGTH} to ${INQUIRY_DESCRIPTION_MAX_LENGTH} characters); null when too short to be one.`,
			}),
	})
	.meta({ id: 'ProductUnderstanding' })

export const LOOKUP_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/search/keywordSNSearch`,
		group: 'search',
		summary:
			'A product by its number: the code of a product or of one of its SKUs (KT-2204), typed or scanned; case and full-width forms do not matter, nothing looser matches (search/keywordSearch matches codes as words). 404 when no listed product has it.',
		auth: 'optional',
		state: 'implemented',
		cache: 'public',
		errors: [404],
		request: z.object({ keyword: z.string().trim().min(1).max(MAX_CODE_LENGTH).meta({ description: 'The number as typed.', example: 'KT-2204' }) }),
		response: z
			.object({
				productId: z.string(),
				skuId: z.string().nullable().meta({ description: 'The SKU whose code it is (open the product on it); null for the product’s own code.' }),
				product: ProductCard,
			})
			.meta({ id: 'ProductByCode' }),
		handler: async (input, context) => {
			const found = await findProductByCode(context.db, { code: input.keyword, locale: context.locale })
			if (!found) throw new ApiError(404, 'error.http.404')
			return { productId: found.product.id, skuId: found.skuId, product: productCard(found.product) }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/search/productUnderstanding`,
		group: 'search',
		summary:
			'What a buyer pasted from another marketplace (a share text, a title, a link): the search words in it and the matching products, or the sourcing request it would make. A product link of this shop answers that product. Links of other sites are not opened.',
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: z.object({ text: z.string().trim().min(1).max(2_000).meta({ description: 'As pasted.' }) }),
		response: Understood,
		handler: async (input, context) => {
			const links = input.text.match(LINK_PATTERN) ?? []
			for (const link of links) {
				const target = shopUrl(context, link) ? await resolveLink(context, link).catch(() => null) : null
				if (target?.kind !== 'product' || !target.productId) continue
				const [product] = await getProductSummaries(context.db, { ids: [target.productId], locale: context.locale })
				if (!product) continue
				const card = productCard(product)
				return {
					source: 'shopLink' as const,
					keyword: '',
					link: null,
					product: card,
					match: 'link' as const,
					items: [card],
					hasMore: false,
					inquiryDescription: null,
				}
			}
			const link = links.find((candidate) => !shopUrl(context, candidate)) ?? null
			const keyword = searchWordsOf(input.text)
			const result = await searchProducts(context.db, { locale: context.locale, keyword, page: 1 })
			const description = [keyword, link].filter(Boolean).join('\n').slice(0, INQUIRY_DESCRIPTION_MAX_LENGTH)
			return {
				source: 'text' as const,
				keyword,
				link,
				product: null,
				match: result.match,
				items: result.items.map(productCard),
				hasMore: result.hasMore,
				inquiryDescription: description.length >= INQUIRY_DESCRIPTION_MIN_LENGTH ? description : null,
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/home/chainTransfer`,
		group: 'home',
		summary:
			'A shared link (product, campaign invitation, group deal, search, landing page, a visitor’s order) resolved into what the app opens (its deep link), checked to exist; a product or campaign that is not there is a 404, a link of another site kind external.',
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: z.object({ link: z.string().trim().min(1).max(2_000).meta({ description: 'An address of this shop, or a path.' }) }),
		response: LinkTarget,
		handler: (input, context) => resolveLink(context, input.link),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/hello/user/login`,
		group: 'user',
		summary:
			'Who is asking: with a valid token its buyer (display name and avatar, as the web’s header shows them), without one a visitor. A cheap check of a stored token at start-up: a token that no longer works is a 401.',
		auth: 'optional',
		state: 'implemented',
		request: NoInput,
		response: z
			.object({
				signedIn: z.boolean(),
				user: z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }).nullable(),
				language: z.string().meta({ description: 'The language answers are in (the language header, the buyer’s saved language, else Arabic).' }),
			})
			.meta({ id: 'Hello' }),
		handler: async (_input, context) => {
			const user = context.user ? toPublicUser(context.user) : null
			return {
				signedIn: user !== null,
				user: user ? { id: user.id, displayName: user.displayName, avatarUrl: user.avatarUrl } : null,
				language: context.locale,
			}
		},
	}),
]
