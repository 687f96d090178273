import { z } from 'zod'
import { getProductForPage } from '#app/modules/catalog/catalog.server.ts'
import { productShareUrl, whatsAppShareUrl } from '#app/modules/catalog/product-share.ts'
import { freightEstimate } from '#app/modules/logistics/freight.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type ApiContext, sharedLanguage } from '../context.server.ts'
import { API_V1, defineCall, RecordId } from '../define.server.ts'
import { ApiError, genericMessageId } from '../errors.server.ts'

/**
 * The product page's freight estimate and share link (spec section 7 "product": logisticsFreight,
 * freightEstimate; productShare getShareLink) by the modules the product page uses: the same sea-freight rule at
 * the rate in force (app/modules/logistics), the same shared link (utm_source=share, the language when the
 * buyer chose one). A product that is not on sale is a 404, as its page is.
 */

const Days = z.object({ min: z.number().int(), max: z.number().int() })

const FreightQuote = z
	.object({
		inputs: z
			.object({ weightGrams: z.number().int().nullable(), volumeCm3: z.number().int().nullable(), usdToIqd: z.number().nullable() })
			.meta({ description: 'What the estimate is made of, to estimate again as the quantity changes (the same rule as the page).' }),
		estimate: z
			.object({
				quantity: z.number().int(),
				chargeableCbm: z.number(),
				basis: z.enum(['volume', 'weight']),
				seaFreightUsdCents: z.number().int(),
				chinaSideUsdCents: z.number().int(),
				totalUsdCents: z.number().int(),
				minimumApplied: z.boolean(),
				iqd: z.number().int().meta({ description: 'The estimate in whole dinars, rounded up.' }),
				seaDays: Days,
				domesticDays: Days,
			})
			.nullable()
			.meta({ description: 'Null when the product is not measured or no exchange rate was entered.' }),
	})
	.meta({ id: 'FreightQuote' })

const FreightInput = z.object({ productId: RecordId, quantity: z.coerce.number().int().min(1).max(100_000).default(1) })

async function quote(input: z.output<typeof FreightInput>, context: ApiContext) {
	const found = await freightEstimate(context.db, { productId: input.productId, quantity: input.quantity })
	if (!found) throw new ApiError(404, genericMessageId(404))
	return found
}

const FreightCall = (path: string) =>
	defineCall({
		method: 'POST',
		path,
		group: 'product',
		summary: 'Sea freight to Iraq for a quantity of a product, in dinars at the exchange rate in force (the product page’s estimate).',
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: FreightInput,
		response: FreightQuote,
		handler: quote,
	})

export const PRODUCT_CALLS = [
	FreightCall(`${API_V1}/product/logisticsFreight`),
	FreightCall(`${API_V1}/product/freightEstimate`),
	defineCall({
		method: 'POST',
		path: `${API_V1}/productShare/getShareLink`,
		group: 'product',
		summary:
			'The link to share a product (utm_source=share credits a sign-up to sharing; lang when the buyer chose a language), and WhatsApp’s share link.',
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: z.object({ productId: RecordId }),
		response: z.object({ url: z.string(), whatsAppUrl: z.string(), title: z.string() }).meta({ id: 'ProductShareLink' }),
		handler: async (input, context) => {
			const product = await getProductForPage(context.db, { id: input.productId, locale: context.locale })
			if (!product || product.status !== 'active') throw new ApiError(404, genericMessageId(404))
			const origin = getEnv().PUBLIC_URL ?? new URL(context.request.url).origin
			const url = productShareUrl({ origin, productId: product.id, lang: sharedLanguage(context) })
			return { url, whatsAppUrl: whatsAppShareUrl({ text: product.title, url }), title: product.title }
		},
	}),
]
