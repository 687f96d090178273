/**
 * Sample copy for stories only (never imported by components): long Arabic labels, mixed
 * Arabic and Latin (SKU codes, model numbers), Kurdish and Chinese, to stress layout and bidi.
 */
export const SAMPLES = {
	ar: {
		short: 'أضف إلى السلة',
		long: 'أضف جميع المنتجات المختارة إلى سلة الطلبات بالجملة الآن',
		sku: 'SKU-A12 أحمر',
		productTitle: 'هاتف ذكي Galaxy A15 بذاكرة 128GB ولون أزرق داكن، مناسب للبيع بالجملة مع ضمان سنة كاملة',
		close: 'إغلاق',
	},
	ckb: {
		short: 'زیادکردن بۆ سەبەتە',
		long: 'هەموو بەرهەمە هەڵبژێردراوەکان زیاد بکە بۆ سەبەتەی داواکاری کۆمەڵ',
		close: 'داخستن',
	},
	en: {
		short: 'Add to cart',
		long: 'Add all selected products to the wholesale order basket now',
		sku: 'SKU-A12 Red',
		productTitle: 'Galaxy A15 smartphone, 128GB, dark blue, wholesale pack with a one-year warranty',
		close: 'Close',
	},
	zh: {
		short: '加入购物车',
		long: '立即将所有选中的商品加入批发订单',
		close: '关闭',
	},
} as const

/** Story-level globals that pin a story to a language (and so a direction). */
export const IN_ARABIC = { locale: 'ar' } as const
export const IN_KURDISH = { locale: 'ckb' } as const
export const IN_ENGLISH = { locale: 'en' } as const
export const IN_CHINESE = { locale: 'zh' } as const

/** Storybook controls for a component's exported variant arrays: `variantControls({ tone: cardTones })` → inline radios. */
export function variantControls<T extends Record<string, ReadonlyArray<string>>>(variants: T) {
	return Object.fromEntries(Object.entries(variants).map(([name, options]) => [name, { control: 'inline-radio' as const, options }])) as {
		[K in keyof T]: { control: 'inline-radio'; options: T[K] }
	}
}
