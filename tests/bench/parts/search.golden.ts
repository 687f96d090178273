/**
 * Writes tests/bench/search-golden.json: the search bench's golden queries with the product codes each one
 * should find, derived from the bench catalogue's rules (`benchProduct`), never from running a search.
 *
 *   npx tsx tests/bench/parts/search.golden.ts [--count=100000]
 *
 * Each query names a rule (kind, brand, material, colour, size, code) that a buyer typing it means; the
 * expected products are every bench product that satisfies the rule. Queries are scoped by a brand so
 * each expects tens of products, not thousands. Spellings cover what buyers actually type: Kurdish-
 * keyboard letters in Arabic words, Arabic-keyboard spellings of Kurdish words, teh marbuta as heh,
 * tashkeel, Arabic-Indic digits, misspellings, run-together words, plurals and Chinese substrings.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ColourKey, type MaterialKey } from '#app/db/seed/vocabulary.ts'
import { type BenchBrand, type BenchProduct, benchCode, benchProduct, BENCH_CATALOG_VERSION } from '../lib/bench-catalog.ts'

export type GoldenRule = {
	/** The product kind (the key of a demo vocabulary product type), or any of several. */
	kind?: string | string[]
	brand?: BenchBrand
	material?: MaterialKey
	/** One of the product's SKUs has this colour. */
	colour?: ColourKey
	/** One of the product's SKUs has this size/capacity/storage/pack value (its key). */
	second?: string
	code?: string
}

export type GoldenQuery = {
	id: string
	locale: 'ar' | 'ckb' | 'en' | 'zh'
	query: string
	/** What the query exercises. */
	tests: string
	rule: GoldenRule
	expected: string[]
}

type Definition = Omit<GoldenQuery, 'expected'>

export const GOLDEN_DEFINITIONS: Definition[] = [
	// Arabic
	{ id: 'ar-kettle', locale: 'ar', query: 'غلاية كهربائية Aurex', tests: 'exact title words', rule: { kind: 'kettle', brand: 'Aurex' } },
	{
		id: 'ar-kettle-heh',
		locale: 'ar',
		query: 'غلايه كهربائيه Belmara',
		tests: 'teh marbuta typed as heh',
		rule: { kind: 'kettle', brand: 'Belmara' },
	},
	{ id: 'ar-kettle-tashkeel', locale: 'ar', query: 'غَلّايَة Corvin', tests: 'tashkeel', rule: { kind: 'kettle', brand: 'Corvin' } },
	{
		id: 'ar-phone-kurdish-keyboard',
		locale: 'ar',
		query: 'هاتف ذکی Delmar',
		tests: 'Kurdish-keyboard ک and ی',
		rule: { kind: 'phone', brand: 'Delmar' },
	},
	{ id: 'ar-mug-kurdish-kaf', locale: 'ar', query: 'کوب Elvora', tests: 'Kurdish-keyboard kaf', rule: { kind: 'mug', brand: 'Elvora' } },
	{
		id: 'ar-airfryer-kurdish-keyboard',
		locale: 'ar',
		query: 'قلایە هوائیە Fenwick',
		tests: 'Kurdish-keyboard ی and ە',
		rule: { kind: 'airfryer', brand: 'Fenwick' },
	},
	{ id: 'ar-earbuds', locale: 'ar', query: 'سماعات لاسلكية Galdor', tests: 'exact title words', rule: { kind: 'earbuds', brand: 'Galdor' } },
	{
		id: 'ar-earbuds-typo',
		locale: 'ar',
		query: 'سماعت لاسلكية Helix',
		tests: 'misspelling (missing alef)',
		rule: { kind: 'earbuds', brand: 'Helix' },
	},
	{
		id: 'ar-dress-red',
		locale: 'ar',
		query: 'فستان احمر Jasper',
		tests: 'colour from the SKUs, alef without hamza',
		rule: { kind: 'dress', brand: 'Jasper', colour: 'red' },
	},
	{
		id: 'ar-pan-indic-digits',
		locale: 'ar',
		query: 'مقلاة ٢٨ سم Kestrel',
		tests: 'Arabic-Indic digits, size from the SKUs',
		rule: { kind: 'pan', brand: 'Kestrel', second: '28cm' },
	},
	{
		id: 'ar-kettle-steel',
		locale: 'ar',
		query: 'غلاية الفولاذ المقاوم للصدأ Lumora',
		tests: 'material words with article and hamza',
		rule: { kind: 'kettle', brand: 'Lumora', material: 'steel' },
	},
	{
		id: 'ar-sneaker-black',
		locale: 'ar',
		query: 'حذاء رياضي اسود Marlow',
		tests: 'colour and two-word kind',
		rule: { kind: 'sneaker', brand: 'Marlow', colour: 'black' },
	},
	{
		id: 'ar-drill-variant',
		locale: 'ar',
		query: 'مثقب كهربائي Nexora',
		tests: 'misspelling (مثقب for مثقاب)',
		rule: { kind: 'drill', brand: 'Nexora' },
	},
	{ id: 'ar-desklamp', locale: 'ar', query: 'مصباح مكتب Orvella', tests: 'exact title words', rule: { kind: 'desklamp', brand: 'Orvella' } },
	{ id: 'ar-code', locale: 'ar', query: 'BENCH-004217', tests: 'product code', rule: { code: benchCode(4217) } },
	// Central Kurdish
	{ id: 'ckb-kettle', locale: 'ckb', query: 'کتری کارەبایی Pavona', tests: 'exact title words', rule: { kind: 'kettle', brand: 'Pavona' } },
	{ id: 'ckb-phone', locale: 'ckb', query: 'مۆبایلی زیرەک Quintor', tests: 'exact title words', rule: { kind: 'phone', brand: 'Quintor' } },
	{
		id: 'ckb-kettle-arabic-keyboard',
		locale: 'ckb',
		query: 'كتري كارةبايي Rivena',
		tests: 'Kurdish typed on an Arabic keyboard (ك ي ة)',
		rule: { kind: 'kettle', brand: 'Rivena' },
	},
	{ id: 'ckb-sneaker', locale: 'ckb', query: 'پێڵاوی وەرزشی Solvik', tests: 'exact title words', rule: { kind: 'sneaker', brand: 'Solvik' } },
	{
		id: 'ckb-sneaker-arabic-keyboard',
		locale: 'ckb',
		query: 'بيلاوي وهرزشي Tavira',
		tests: 'Kurdish typed on an Arabic keyboard (پ ێ ڵ ە)',
		rule: { kind: 'sneaker', brand: 'Tavira' },
	},
	{ id: 'ckb-backpack', locale: 'ckb', query: 'جانتای پشت Ulmara', tests: 'exact title words', rule: { kind: 'backpack', brand: 'Ulmara' } },
	{ id: 'ckb-airfryer', locale: 'ckb', query: 'فرایەری هەوایی Veltro', tests: 'exact title words', rule: { kind: 'airfryer', brand: 'Veltro' } },
	{ id: 'ckb-earbuds', locale: 'ckb', query: 'گوێگری بێتەل Wexford', tests: 'exact title words', rule: { kind: 'earbuds', brand: 'Wexford' } },
	{
		id: 'ckb-earbuds-typo',
		locale: 'ckb',
		query: 'گوێگری بێتل Xandor',
		tests: 'misspelling (missing ە)',
		rule: { kind: 'earbuds', brand: 'Xandor' },
	},
	{
		id: 'ckb-lipstick-red',
		locale: 'ckb',
		query: 'ڕووژی لێو سوور Yarrow',
		tests: 'colour from the SKUs',
		rule: { kind: 'lipstick', brand: 'Yarrow', colour: 'red' },
	},
	{ id: 'ckb-pot', locale: 'ckb', query: 'مەنجەڵ Zephyr', tests: 'Sorani letters ە ڵ', rule: { kind: 'pot', brand: 'Zephyr' } },
	{
		id: 'ckb-pan-digits',
		locale: 'ckb',
		query: 'تاوە ٢٨ Altair',
		tests: 'Arabic-Indic digits, size from the SKUs',
		rule: { kind: 'pan', brand: 'Altair', second: '28cm' },
	},
	// English
	{ id: 'en-kettle', locale: 'en', query: 'electric kettle Borealis', tests: 'exact title words', rule: { kind: 'kettle', brand: 'Borealis' } },
	{ id: 'en-kettle-typo', locale: 'en', query: 'kettel Cygnus', tests: 'misspelling (swapped letters)', rule: { kind: 'kettle', brand: 'Cygnus' } },
	{
		id: 'en-kettle-steel-typo',
		locale: 'en',
		query: 'stainlss steel kettle Draco',
		tests: 'misspelling (missing letter) and material',
		rule: { kind: 'kettle', brand: 'Draco', material: 'steel' },
	},
	{ id: 'en-airfryer', locale: 'en', query: 'air fryer Equinox', tests: 'exact title words', rule: { kind: 'airfryer', brand: 'Equinox' } },
	{ id: 'en-airfryer-joined', locale: 'en', query: 'airfryer Fornax', tests: 'run-together words', rule: { kind: 'airfryer', brand: 'Fornax' } },
	{
		id: 'en-earbuds-typo',
		locale: 'en',
		query: 'wirless earbuds Gemina',
		tests: 'misspelling (missing letter)',
		rule: { kind: 'earbuds', brand: 'Gemina' },
	},
	{ id: 'en-sneakers-typo', locale: 'en', query: 'snekers Hydra', tests: 'misspelling (missing letter)', rule: { kind: 'sneaker', brand: 'Hydra' } },
	{ id: 'en-backpack-typo', locale: 'en', query: 'backpak Izmir', tests: 'misspelling (missing letter)', rule: { kind: 'backpack', brand: 'Izmir' } },
	{ id: 'en-dress-red', locale: 'en', query: 'red dress Juno', tests: 'colour from the SKUs', rule: { kind: 'dress', brand: 'Juno', colour: 'red' } },
	{
		id: 'en-lipstick-typo',
		locale: 'en',
		query: 'lipstik Kepler',
		tests: 'misspelling (missing letter)',
		rule: { kind: 'lipstick', brand: 'Kepler' },
	},
	{ id: 'en-teddy-plural', locale: 'en', query: 'teddy bears Lyra', tests: 'plural for a singular title', rule: { kind: 'teddy', brand: 'Lyra' } },
	{ id: 'en-powerbank-joined', locale: 'en', query: 'powerbank Mensa', tests: 'run-together words', rule: { kind: 'powerbank', brand: 'Mensa' } },
	{
		id: 'en-phone-storage',
		locale: 'en',
		query: '128GB smartphone Nimbus',
		tests: 'storage from the SKUs',
		rule: { kind: 'phone', brand: 'Nimbus', second: '128gb' },
	},
	{
		id: 'en-pan-size',
		locale: 'en',
		query: 'frying pan 28 cm Aurex',
		tests: 'size from the SKUs',
		rule: { kind: 'pan', brand: 'Aurex', second: '28cm' },
	},
	{ id: 'en-code-lower', locale: 'en', query: 'bench-000777', tests: 'product code in lower case', rule: { code: benchCode(777) } },
	// Chinese
	{ id: 'zh-kettle', locale: 'zh', query: '电热水壶 Corvin', tests: 'exact title words', rule: { kind: 'kettle', brand: 'Corvin' } },
	{ id: 'zh-kettle-substring', locale: 'zh', query: '水壶 Delmar', tests: 'substring of a title word', rule: { kind: 'kettle', brand: 'Delmar' } },
	{
		id: 'zh-airfryer-substring',
		locale: 'zh',
		query: '炸锅 Elvora',
		tests: 'substring of a title word',
		rule: { kind: 'airfryer', brand: 'Elvora' },
	},
	{ id: 'zh-airfryer', locale: 'zh', query: '空气炸锅 Fenwick', tests: 'exact title words', rule: { kind: 'airfryer', brand: 'Fenwick' } },
	{ id: 'zh-earbuds', locale: 'zh', query: '蓝牙耳机 Galdor', tests: 'substring of a title word', rule: { kind: 'earbuds', brand: 'Galdor' } },
	{
		id: 'zh-headphones-any',
		locale: 'zh',
		query: '耳机 Helix',
		tests: 'substring shared by two kinds',
		rule: { kind: ['earbuds', 'headphones'], brand: 'Helix' },
	},
	{ id: 'zh-sneaker', locale: 'zh', query: '运动鞋 Ivora', tests: 'exact title words', rule: { kind: 'sneaker', brand: 'Ivora' } },
	{ id: 'zh-backpack', locale: 'zh', query: '双肩包 Jasper', tests: 'exact title words', rule: { kind: 'backpack', brand: 'Jasper' } },
	{
		id: 'zh-dress-red',
		locale: 'zh',
		query: '红色连衣裙 Kestrel',
		tests: 'colour and kind run together',
		rule: { kind: 'dress', brand: 'Kestrel', colour: 'red' },
	},
	{ id: 'zh-lipstick', locale: 'zh', query: '口红 Lumora', tests: 'exact title words', rule: { kind: 'lipstick', brand: 'Lumora' } },
	{
		id: 'zh-kettle-steel',
		locale: 'zh',
		query: '不锈钢水壶 Marlow',
		tests: 'material and kind run together',
		rule: { kind: 'kettle', brand: 'Marlow', material: 'steel' },
	},
	{
		id: 'zh-pot-single-character',
		locale: 'zh',
		query: '锅 Nexora',
		tests: 'one Chinese character',
		rule: { kind: ['airfryer', 'pan', 'pot'], brand: 'Nexora' },
	},
	{ id: 'zh-desklamp', locale: 'zh', query: '台灯 Orvella', tests: 'exact title words', rule: { kind: 'desklamp', brand: 'Orvella' } },
	{ id: 'zh-code-joined', locale: 'zh', query: 'BENCH000042', tests: 'product code without its hyphen', rule: { code: benchCode(42) } },
]

export function matchesRule(product: BenchProduct, rule: GoldenRule) {
	if (rule.code && product.code !== rule.code) return false
	if (rule.kind && !(Array.isArray(rule.kind) ? rule.kind : [rule.kind]).includes(product.kind.key)) return false
	if (rule.brand && product.brand !== rule.brand) return false
	if (rule.material && product.material !== rule.material) return false
	if (rule.colour && !product.skus.some((sku) => sku.colour === rule.colour)) return false
	if (rule.second && !product.skus.some((sku) => sku.second?.key === rule.second)) return false
	return true
}

export function goldenQueries(count: number): GoldenQuery[] {
	const expected = GOLDEN_DEFINITIONS.map(() => [] as string[])
	for (let index = 1; index <= count; index++) {
		const product = benchProduct(index)
		GOLDEN_DEFINITIONS.forEach((definition, position) => {
			if (matchesRule(product, definition.rule)) expected[position]!.push(product.code)
		})
	}
	return GOLDEN_DEFINITIONS.map((definition, position) => ({ ...definition, expected: expected[position]! }))
}

export const GOLDEN_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../search-golden.json')

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const count = Number(/--count=(\d+)/.exec(process.argv.slice(2).join(' '))?.[1] ?? 100_000)
	const queries = goldenQueries(count)
	const empty = queries.filter((query) => query.expected.length === 0)
	if (empty.length) throw new Error(`golden queries with no expected product: ${empty.map((query) => query.id).join(', ')}`)
	const file = {
		description:
			'Golden queries for the search bench (tests/bench/parts/search.ts). Expected codes come from the bench catalogue rules (benchProduct), not from running a search. Regenerate with: npx tsx tests/bench/parts/search.golden.ts',
		catalogVersion: BENCH_CATALOG_VERSION,
		count,
		queries,
	}
	writeFileSync(GOLDEN_FILE, `${JSON.stringify(file, null, '\t')}\n`)
	console.log(
		`${queries.length} golden queries written to ${path.relative(process.cwd(), GOLDEN_FILE)}; expected products per query: ${queries.map((query) => query.expected.length).join(' ')}`,
	)
}
