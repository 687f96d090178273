/** 48 static products: the reference page's whole "catalogue". */
export type Product = { id: number; title: string; priceIqd: number; image: string }

const names = ['هاتف ذكي', 'سماعات لاسلكية', 'حقيبة ظهر', 'ساعة يد', 'مصباح مكتبي', 'خلاط كهربائي', 'حذاء رياضي', 'قميص قطني']

export const products: Product[] = Array.from({ length: 48 }, (_, i) => ({
	id: 1000 + i,
	title: `${names[i % names.length] ?? 'منتج'} — موديل ${i + 1} بالجملة، كرتونة ${12 + (i % 4) * 6} قطعة`,
	priceIqd: 2500 + ((i * 7919) % 97) * 1000,
	image: `/card.svg?v=${i}`,
}))
