import { type Db } from '../client.server.ts'
import { campaignTemplates, campaignTemplateTexts, type Locale } from '../schema/index.ts'

/**
 * The demo shop's campaigns (issue 7): two free gifts and two group prices on demo products, each on the product's
 * first SKU, so the free gifts tab and the landing page have something to start. Group prices are a quarter off
 * the SKU's price (rounded to 250 dinars); the landing page's words are given in every language.
 */

type DemoProduct = {
	id: string
	skus: ReadonlyArray<{
		id: string
		price: number
		promotionPrice: number | null
	}>
}

const GROUP_TEXTS: Record<Locale, { headline: string; description: string }> = {
	ar: {
		headline: 'سعر الجملة للمجموعة',
		description: 'ادعُ ثلاثة أصدقاء جدد واطلب بسعر المجموعة الحصري.',
	},
	ckb: {
		headline: 'نرخی کۆفرۆشیی گرووپی',
		description: 'سێ هاوڕێی نوێ بانگهێشت بکە و بە نرخی گرووپیی تایبەت داوا بکە.',
	},
	en: {
		headline: 'Group wholesale price',
		description: 'Invite three new friends and order at the exclusive group price.',
	},
	zh: {
		headline: '团购批发价',
		description: '邀请三位新朋友，即可以专享团购价下单。',
	},
}

export async function seedDemoCampaigns(
	db: Db,
	{
		freeGiftProducts,
		groupPriceProducts,
	}: {
		freeGiftProducts: readonly DemoProduct[]
		groupPriceProducts: readonly DemoProduct[]
	},
) {
	const activeFrom = new Date('2024-01-01T00:00:00Z')
	const rows = [
		...freeGiftProducts.flatMap((product, index) => {
			const sku = product.skus[0]
			return sku
				? [
						{
							code: `DEMO-FREE-${index + 1}`,
							kind: 'free_gift' as const,
							productId: product.id,
							skuId: sku.id,
							groupPrice: null,
							quantity: 1,
							sort: index,
						},
					]
				: []
		}),
		...groupPriceProducts.flatMap((product, index) => {
			const sku = product.skus[0]
			if (!sku) return []
			const price = sku.promotionPrice ?? sku.price
			const groupPrice = Math.max(250, Math.round((price * 0.75) / 250) * 250)
			return [
				{
					code: `DEMO-GROUP-${index + 1}`,
					kind: 'group_price' as const,
					productId: product.id,
					skuId: sku.id,
					groupPrice,
					quantity: 20,
					sort: index,
				},
			]
		}),
	]
	if (rows.length === 0) return { templates: 0 }
	const inserted = await db
		.insert(campaignTemplates)
		.values(
			rows.map((row) => ({
				...row,
				targetCount: 3,
				durationMinutes: 24 * 60,
				activeFrom,
			})),
		)
		.onConflictDoNothing({ target: campaignTemplates.code })
		.returning({ id: campaignTemplates.id, kind: campaignTemplates.kind })
	const texts = inserted
		.filter((row) => row.kind === 'group_price')
		.flatMap((row) =>
			(Object.keys(GROUP_TEXTS) as Locale[]).map((locale) => ({
				templateId: row.id,
				locale,
				...GROUP_TEXTS[locale],
			})),
		)
	if (texts.length > 0) await db.insert(campaignTemplateTexts).values(texts).onConflictDoNothing()
	return { templates: inserted.length }
}
