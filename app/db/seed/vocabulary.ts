import { INTL_LOCALES } from '#app/i18n/locales.ts'
import { type Locale } from '../schema/index.ts'

/**
 * Real shop vocabulary in Arabic, Central Kurdish (Sorani, Arabic script), English and Chinese. The demo
 * catalogue is built by combining product type × material × features × model code, so titles are varied
 * and read like a wholesale listing.
 */
export type Texts = Record<Locale, string>

const t = (ar: string, ckb: string, en: string, zh: string): Texts => ({ ar, ckb, en, zh })

export const COLOURS = {
	black: { swatch: '#1f2328', texts: t('أسود', 'ڕەش', 'Black', '黑色') },
	white: { swatch: '#f4f4f2', texts: t('أبيض', 'سپی', 'White', '白色') },
	red: { swatch: '#d23a3a', texts: t('أحمر', 'سوور', 'Red', '红色') },
	blue: { swatch: '#2f6fd6', texts: t('أزرق', 'شین', 'Blue', '蓝色') },
	navy: { swatch: '#23345c', texts: t('كحلي', 'شینی تۆخ', 'Navy', '藏青色') },
	green: { swatch: '#2e9e6a', texts: t('أخضر', 'سەوز', 'Green', '绿色') },
	pink: { swatch: '#ec8fb5', texts: t('وردي', 'پەمەیی', 'Pink', '粉色') },
	grey: { swatch: '#8b9096', texts: t('رمادي', 'خۆڵەمێشی', 'Grey', '灰色') },
	beige: { swatch: '#d9c7a7', texts: t('بيج', 'بێژ', 'Beige', '米色') },
	yellow: { swatch: '#f2c53d', texts: t('أصفر', 'زەرد', 'Yellow', '黄色') },
	brown: { swatch: '#8a5a3b', texts: t('بني', 'قاوەیی', 'Brown', '棕色') },
	gold: { swatch: '#d4af37', texts: t('ذهبي', 'ئاڵتوونی', 'Gold', '金色') },
	silver: { swatch: '#c0c4ca', texts: t('فضي', 'زیوی', 'Silver', '银色') },
	purple: { swatch: '#8e5cc7', texts: t('بنفسجي', 'مۆر', 'Purple', '紫色') },
	orange: { swatch: '#f08a3c', texts: t('برتقالي', 'پرتەقاڵی', 'Orange', '橙色') },
} as const
export type ColourKey = keyof typeof COLOURS

/** A value shared by every locale (S, XL, 128GB) has no texts: readers fall back to `original`. */
export type AttributeValueDef = { key: string; original: string; texts?: Texts }

/** "1.5" → "١٫٥": a number written in the Arabic-Indic digits of the ar and ckb texts. */
function native(n: string) {
	return n.replace(/(\d)\.(\d)/g, '$1٫$2').replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!)
}

function litres(n: string): AttributeValueDef {
	return { key: `${n}l`, original: `${n}L`, texts: t(`${native(n)} لتر`, `${native(n)} لیتر`, `${n} L`, `${n}升`) }
}
function millilitres(n: string): AttributeValueDef {
	return { key: `${n}ml`, original: `${n}ml`, texts: t(`${native(n)} مل`, `${native(n)} مل`, `${n} ml`, `${n}毫升`) }
}
function centimetres(n: string): AttributeValueDef {
	return { key: `${n}cm`, original: `${n}cm`, texts: t(`${native(n)} سم`, `${native(n)} سم`, `${n} cm`, `${n}厘米`) }
}
function inches(n: string): AttributeValueDef {
	return { key: `${n}in`, original: `${n}寸`, texts: t(`${native(n)} إنش`, `${native(n)} ئینج`, `${n}-inch`, `${n}寸`) }
}
function pieces(n: number): AttributeValueDef {
	const key = `${n}pcs`
	return { key, original: `${n}件装`, texts: t(piecesText('ar', n), piecesText('ckb', n), n === 1 ? '1 pc' : `${n} pcs`, `${n}件装`) }
}
function plain(value: string): AttributeValueDef {
	return { key: value.toLowerCase(), original: value }
}

export const ATTRIBUTES = {
	colour: { sort: 0, original: '颜色', texts: t('اللون', 'ڕەنگ', 'Colour', '颜色') },
	size: { sort: 1, original: '尺码', texts: t('المقاس', 'سایز', 'Size', '尺码') },
	capacity: { sort: 2, original: '容量', texts: t('السعة', 'قەبارە', 'Capacity', '容量') },
	storage: { sort: 3, original: '存储容量', texts: t('سعة التخزين', 'بیرگە', 'Storage', '存储容量') },
	power: { sort: 4, original: '功率', texts: t('القدرة', 'هێز', 'Power', '功率') },
	pack: { sort: 5, original: '规格', texts: t('الكمية', 'بڕ', 'Pack', '规格') },
} as const
export type AttributeKey = keyof typeof ATTRIBUTES

export type SecondAttribute = {
	attribute: Exclude<AttributeKey, 'colour'>
	values: AttributeValueDef[]
	/** How many values a product offers (a run of consecutive values). */
	take: [number, number]
	/** Price increase per step up the list, as a fraction (0.15 = +15%). */
	priceStep: number
}

const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'XXL'].map(plain)
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'].map(plain)

export const MATERIALS = {
	steel: t('الفولاذ المقاوم للصدأ', 'پۆڵای ژەنگنەگر', 'Stainless Steel', '不锈钢'),
	plastic: t('البلاستيك المقوّى', 'پلاستیکی بەهێز', 'ABS Plastic', 'ABS塑料'),
	aluminium: t('الألمنيوم', 'ئەلەمنیۆم', 'Aluminium', '铝合金'),
	glass: t('الزجاج', 'شووشە', 'Glass', '玻璃'),
	cotton: t('القطن', 'لۆکە', 'Cotton', '纯棉'),
	polyester: t('البوليستر', 'پۆلیستەر', 'Polyester', '涤纶'),
	linen: t('الكتان', 'کەتان', 'Linen', '亚麻'),
	denim: t('قماش الجينز', 'جینز', 'Denim', '牛仔布'),
	leather: t('الجلد الطبيعي', 'چەرمی سروشتی', 'Genuine Leather', '真皮'),
	puLeather: t('الجلد الصناعي', 'چەرمی دەستکرد', 'PU Leather', 'PU皮革'),
	mesh: t('القماش الشبكي', 'قوماشی تۆڕی', 'Mesh', '网面'),
	rubber: t('المطاط', 'لاستیک', 'Rubber', '橡胶'),
	plush: t('القطيفة الناعمة', 'قوماشی نەرم', 'Soft Plush', '毛绒'),
	wood: t('الخشب الطبيعي', 'داری سروشتی', 'Solid Wood', '实木'),
	metal: t('المعدن', 'کانزا', 'Metal', '金属'),
	ceramic: t('السيراميك', 'سیرامیک', 'Ceramic', '陶瓷'),
	castIron: t('الحديد الزهر', 'ئاسنی ڕێژراو', 'Cast Iron', '铸铁'),
	silicone: t('السيليكون', 'سیلیکۆن', 'Silicone', '硅胶'),
	nylon: t('النايلون', 'نایلۆن', 'Nylon', '尼龙'),
	velvet: t('المخمل', 'مەخمەل', 'Velvet', '丝绒'),
	fabric: t('القماش المتين', 'قوماشی بەهێز', 'Durable Fabric', '布艺'),
	oils: t('الزيوت الطبيعية', 'ڕۆنی سروشتی', 'Natural Oils', '天然植物油'),
} as const
export type MaterialKey = keyof typeof MATERIALS

/** Selling points, written as noun phrases so they need no gender agreement in Arabic. */
export const FEATURES = {
	fastCharge: t('شحن سريع', 'شەحنی خێرا', 'Fast Charging', '快充'),
	wireless: t('اتصال لاسلكي', 'پەیوەندیی بێتەل', 'Wireless', '无线连接'),
	noiseCancel: t('عزل الضوضاء', 'لابردنی ژاوەژاو', 'Noise Cancelling', '主动降噪'),
	longBattery: t('بطارية تدوم طويلاً', 'پاتریی درێژخایەن', 'Long Battery Life', '超长续航'),
	waterproof: t('مقاومة الماء', 'دژە ئاو', 'Waterproof', '防水'),
	energySaving: t('توفير الطاقة', 'پاشەکەوتی وزە', 'Energy Saving', '节能'),
	quiet: t('تشغيل هادئ', 'کارکردنی بێدەنگ', 'Quiet Operation', '静音运行'),
	largeCapacity: t('سعة كبيرة', 'قەبارەی گەورە', 'Large Capacity', '大容量'),
	nonStick: t('طبقة غير لاصقة', 'ڕووکەشی نەلکێن', 'Non-Stick Coating', '不粘涂层'),
	fastBoil: t('غلي سريع', 'کوڵانی خێرا', 'Fast Boil', '快速烧水'),
	autoOff: t('إطفاء تلقائي', 'کوژانەوەی خۆکار', 'Auto Shut-Off', '自动断电'),
	remote: t('جهاز تحكم عن بعد', 'ڕیمۆت کۆنتڕۆڵ', 'Remote Control', '遥控'),
	breathable: t('قماش يسمح بالتهوية', 'قوماشی هەوادار', 'Breathable Fabric', '透气面料'),
	slimFit: t('قصة ضيقة', 'بڕینی تەسک', 'Slim Fit', '修身版型'),
	oversize: t('قصة واسعة', 'بڕینی فراوان', 'Oversized Fit', '宽松版型'),
	easyCare: t('سهولة الغسيل', 'شوشتنی ئاسان', 'Easy Care', '易打理'),
	antiSlip: t('نعل مانع للانزلاق', 'بنکەی دژە خلیسکان', 'Anti-Slip Sole', '防滑鞋底'),
	lightweight: t('خفة الوزن', 'سووکیی کێش', 'Lightweight', '轻便'),
	cushioned: t('نعل مريح', 'بنکەی نەرم و ئاسوودە', 'Cushioned Sole', '缓震鞋底'),
	childSafe: t('آمن للأطفال', 'سەلامەت بۆ منداڵان', 'Child Safe', '儿童安全'),
	educational: t('لعبة تعليمية', 'یاریی فێرکاری', 'Educational', '益智'),
	longLasting: t('ثبات طويل', 'مانەوەی درێژخایەن', 'Long-Lasting', '持久'),
	natural: t('مكونات طبيعية', 'پێکهاتەی سروشتی', 'Natural Ingredients', '天然成分'),
	spf: t('حماية من الشمس \u2066SPF50\u2069', 'پاراستن لە خۆر \u2066SPF50\u2069', 'SPF 50 Sun Protection', 'SPF50防晒'),
	brushless: t('محرك بدون فرش', 'مۆتۆری بێ فڕچە', 'Brushless Motor', '无刷电机'),
	cordless: t('بطارية قابلة للشحن', 'پاتریی شەحنکراو', 'Rechargeable Battery', '可充电电池'),
	heavyDuty: t('تحمل عالٍ', 'بەرگەگریی بەرز', 'Heavy Duty', '重型耐用'),
	ergonomic: t('تصميم مريح', 'دیزاینی ئاسوودە', 'Ergonomic Design', '人体工学设计'),
	foldable: t('تصميم قابل للطي', 'دیزاینی قەدکراو', 'Foldable Design', '可折叠设计'),
	easyAssembly: t('تركيب سهل', 'بەستنەوەی ئاسان', 'Easy Assembly', '易安装'),
	dimmable: t('إضاءة قابلة للتعتيم', 'ڕووناکیی گۆڕاو', 'Dimmable', '可调光'),
	eyeCare: t('حماية العين', 'پاراستنی چاو', 'Eye Protection', '护眼'),
	multiPocket: t('جيوب متعددة', 'چەندین گیرفان', 'Multiple Pockets', '多口袋'),
	antiTheft: t('سحاب مضاد للسرقة', 'زنجیرەی دژە دزی', 'Anti-Theft Zipper', '防盗拉链'),
	silentWheels: t('عجلات صامتة', 'تایەی بێدەنگ', 'Silent Wheels', '静音万向轮'),
	dishwasherSafe: t('آمن في غسالة الصحون', 'گونجاو بۆ قاپشۆر', 'Dishwasher Safe', '可洗碗机清洗'),
	heatResistant: t('مقاومة الحرارة', 'بەرگەگرتنی گەرما', 'Heat Resistant', '耐高温'),
	newStyle: t('موديل ٢٠٢٥ الجديد', 'مۆدێلی نوێی ٢٠٢٥', '2025 New Style', '2025新款'),
} as const
export type FeatureKey = keyof typeof FEATURES

export const DRAWINGS = [
	'phone',
	'earbuds',
	'powerbank',
	'headphones',
	'kettle',
	'blender',
	'fan',
	'airfryer',
	'pan',
	'pot',
	'mug',
	'tshirt',
	'dress',
	'hoodie',
	'shirt',
	'trousers',
	'sneaker',
	'heel',
	'slippers',
	'teddy',
	'toycar',
	'ball',
	'lipstick',
	'perfume',
	'cream',
	'drill',
	'toolbox',
	'chair',
	'sofa',
	'table',
	'desklamp',
	'bulb',
	'handbag',
	'backpack',
	'suitcase',
] as const
export type DrawingKey = (typeof DRAWINGS)[number]

export type ProductTypeDef = {
	key: string
	category: CategorySlug
	name: Texts
	drawing: DrawingKey
	codePrefix: string
	materials: MaterialKey[]
	features: FeatureKey[]
	colours: ColourKey[]
	second?: SecondAttribute
	/** Cheapest SKU price range, IQD. */
	price: [number, number]
	minOrderQty: number[]
	weightGrams: [number, number]
	volumeCm3: [number, number]
}

export const CATEGORIES = [
	{ slug: 'phones', drawing: 'phone', texts: t('الهواتف والإكسسوارات', 'مۆبایل و پێداویستییەکانی', 'Phones & Accessories', '手机数码') },
	{ slug: 'appliances', drawing: 'airfryer', texts: t('الأجهزة المنزلية', 'ئامێرە کارەباییەکانی ماڵ', 'Home Appliances', '家用电器') },
	{ slug: 'kitchen', drawing: 'pot', texts: t('المطبخ', 'چێشتخانە', 'Kitchen', '厨房用品') },
	{ slug: 'women', drawing: 'dress', texts: t('ملابس نسائية', 'جلوبەرگی ژنانە', "Women's Clothing", '女装') },
	{ slug: 'men', drawing: 'shirt', texts: t('ملابس رجالية', 'جلوبەرگی پیاوانە', "Men's Clothing", '男装') },
	{ slug: 'shoes', drawing: 'sneaker', texts: t('الأحذية', 'پێڵاو', 'Shoes', '鞋靴') },
	{ slug: 'toys', drawing: 'teddy', texts: t('ألعاب الأطفال', 'یاریی منداڵان', 'Toys', '玩具') },
	{ slug: 'beauty', drawing: 'lipstick', texts: t('الجمال والعناية', 'جوانکاری و چاودێری', 'Beauty & Care', '美妆个护') },
	{ slug: 'tools', drawing: 'drill', texts: t('العدد والأدوات', 'ئامراز و کەرەستە', 'Tools', '五金工具') },
	{ slug: 'furniture', drawing: 'chair', texts: t('الأثاث', 'کەلوپەلی ناوماڵ', 'Furniture', '家具') },
	{ slug: 'lighting', drawing: 'desklamp', texts: t('الإضاءة', 'ڕووناکی', 'Lighting', '灯具照明') },
	{ slug: 'bags', drawing: 'handbag', texts: t('الحقائب', 'جانتا', 'Bags', '箱包') },
] as const satisfies ReadonlyArray<{ slug: string; drawing: DrawingKey; texts: Texts }>
export type CategorySlug = (typeof CATEGORIES)[number]['slug']

const packs = (...counts: number[]) => counts.map(pieces)

export const PRODUCT_TYPES: ProductTypeDef[] = [
	{
		key: 'phone',
		category: 'phones',
		drawing: 'phone',
		codePrefix: 'SP',
		name: t('هاتف ذكي', 'مۆبایلی زیرەک', 'Smartphone', '智能手机'),
		materials: ['aluminium', 'glass', 'plastic'],
		features: ['fastCharge', 'longBattery', 'waterproof', 'newStyle'],
		colours: ['black', 'silver', 'blue', 'gold', 'green', 'purple'],
		second: { attribute: 'storage', values: ['64GB', '128GB', '256GB', '512GB'].map(plain), take: [2, 3], priceStep: 0.15 },
		price: [145_000, 650_000],
		minOrderQty: [1, 2, 5],
		weightGrams: [170, 230],
		volumeCm3: [400, 650],
	},
	{
		key: 'earbuds',
		category: 'phones',
		drawing: 'earbuds',
		codePrefix: 'EB',
		name: t('سماعات أذن لاسلكية', 'گوێگری بێتەل', 'Wireless Earbuds', '无线蓝牙耳机'),
		materials: ['plastic', 'silicone'],
		features: ['wireless', 'noiseCancel', 'longBattery', 'waterproof'],
		colours: ['white', 'black', 'pink', 'blue'],
		price: [12_000, 65_000],
		minOrderQty: [5, 10, 20],
		weightGrams: [45, 80],
		volumeCm3: [150, 300],
	},
	{
		key: 'powerbank',
		category: 'phones',
		drawing: 'powerbank',
		codePrefix: 'PB',
		name: t('شاحن متنقل', 'پاوەر بانک', 'Power Bank', '充电宝'),
		materials: ['plastic', 'aluminium'],
		features: ['fastCharge', 'lightweight', 'largeCapacity'],
		colours: ['black', 'white', 'blue', 'pink'],
		second: {
			attribute: 'capacity',
			values: ['10000', '20000', '30000'].map((n) => ({ key: `${n}mah`, original: `${n}mAh` })),
			take: [2, 3],
			priceStep: 0.25,
		},
		price: [15_000, 45_000],
		minOrderQty: [5, 10],
		weightGrams: [200, 550],
		volumeCm3: [200, 500],
	},
	{
		key: 'headphones',
		category: 'phones',
		drawing: 'headphones',
		codePrefix: 'HP',
		name: t('سماعات رأس', 'هێدفۆن', 'Over-Ear Headphones', '头戴式耳机'),
		materials: ['plastic', 'puLeather', 'metal'],
		features: ['noiseCancel', 'wireless', 'foldable', 'longBattery'],
		colours: ['black', 'white', 'beige', 'navy'],
		price: [25_000, 120_000],
		minOrderQty: [2, 5, 10],
		weightGrams: [220, 320],
		volumeCm3: [2500, 4000],
	},
	{
		key: 'kettle',
		category: 'appliances',
		drawing: 'kettle',
		codePrefix: 'KT',
		name: t('غلاية كهربائية', 'کتری کارەبایی', 'Electric Kettle', '电热水壶'),
		materials: ['steel', 'glass', 'plastic'],
		features: ['fastBoil', 'autoOff', 'largeCapacity', 'energySaving'],
		colours: ['silver', 'white', 'black', 'red'],
		second: { attribute: 'capacity', values: ['1.5', '1.7', '2'].map(litres), take: [2, 3], priceStep: 0.08 },
		price: [14_000, 45_000],
		minOrderQty: [2, 4, 6],
		weightGrams: [900, 1500],
		volumeCm3: [4000, 6000],
	},
	{
		key: 'blender',
		category: 'appliances',
		drawing: 'blender',
		codePrefix: 'BL',
		name: t('خلاط كهربائي', 'بلێندەری کارەبایی', 'Blender', '多功能料理机'),
		materials: ['glass', 'plastic', 'steel'],
		features: ['quiet', 'largeCapacity', 'dishwasherSafe', 'heatResistant'],
		colours: ['white', 'black', 'red', 'silver'],
		second: { attribute: 'power', values: ['800W', '1200W', '1500W'].map(plain), take: [2, 3], priceStep: 0.12 },
		price: [28_000, 95_000],
		minOrderQty: [1, 2, 4],
		weightGrams: [2500, 4000],
		volumeCm3: [9000, 14_000],
	},
	{
		key: 'fan',
		category: 'appliances',
		drawing: 'fan',
		codePrefix: 'FN',
		name: t('مروحة عمودية', 'پانکەی پێوە', 'Standing Fan', '落地扇'),
		materials: ['plastic', 'metal'],
		features: ['quiet', 'remote', 'energySaving'],
		colours: ['white', 'black', 'grey', 'blue'],
		price: [35_000, 110_000],
		minOrderQty: [1, 2],
		weightGrams: [4000, 7000],
		volumeCm3: [40_000, 70_000],
	},
	{
		key: 'airfryer',
		category: 'appliances',
		drawing: 'airfryer',
		codePrefix: 'AF',
		name: t('قلاية هوائية', 'فرایەری هەوایی', 'Air Fryer', '空气炸锅'),
		materials: ['plastic', 'steel'],
		features: ['largeCapacity', 'nonStick', 'energySaving', 'autoOff'],
		colours: ['black', 'white', 'grey', 'green'],
		second: { attribute: 'capacity', values: ['3.5', '4.5', '6'].map(litres), take: [2, 3], priceStep: 0.15 },
		price: [45_000, 160_000],
		minOrderQty: [1, 2],
		weightGrams: [3500, 6000],
		volumeCm3: [25_000, 40_000],
	},
	{
		key: 'pan',
		category: 'kitchen',
		drawing: 'pan',
		codePrefix: 'FP',
		name: t('مقلاة', 'تاوە', 'Frying Pan', '平底锅'),
		materials: ['castIron', 'aluminium', 'steel'],
		features: ['nonStick', 'heatResistant', 'dishwasherSafe'],
		colours: ['black', 'red', 'grey', 'green'],
		second: { attribute: 'size', values: ['24', '28', '32'].map(centimetres), take: [2, 3], priceStep: 0.15 },
		price: [9000, 38_000],
		minOrderQty: [4, 6, 12],
		weightGrams: [700, 1500],
		volumeCm3: [3000, 6000],
	},
	{
		key: 'pot',
		category: 'kitchen',
		drawing: 'pot',
		codePrefix: 'CP',
		name: t('قدر طبخ', 'مەنجەڵ', 'Cooking Pot', '汤锅'),
		materials: ['steel', 'castIron', 'ceramic'],
		features: ['nonStick', 'heatResistant', 'largeCapacity', 'dishwasherSafe'],
		colours: ['silver', 'red', 'black', 'beige'],
		second: { attribute: 'capacity', values: ['3', '5', '8'].map(litres), take: [2, 3], priceStep: 0.18 },
		price: [12_000, 55_000],
		minOrderQty: [2, 4, 6],
		weightGrams: [1200, 3500],
		volumeCm3: [6000, 15_000],
	},
	{
		key: 'mug',
		category: 'kitchen',
		drawing: 'mug',
		codePrefix: 'MG',
		name: t('كوب', 'کووپ', 'Mug', '马克杯'),
		materials: ['ceramic', 'glass', 'steel'],
		features: ['dishwasherSafe', 'heatResistant', 'newStyle'],
		colours: ['white', 'black', 'pink', 'blue', 'green', 'yellow'],
		second: { attribute: 'pack', values: packs(1, 2, 6), take: [2, 3], priceStep: 0.9 },
		price: [2500, 9000],
		minOrderQty: [12, 24, 48],
		weightGrams: [300, 450],
		volumeCm3: [600, 1000],
	},
	{
		key: 'womenTshirt',
		category: 'women',
		drawing: 'tshirt',
		codePrefix: 'WT',
		name: t('تيشيرت نسائي', 'تیشێرتی ژنانە', "Women's T-Shirt", '女士T恤'),
		materials: ['cotton', 'polyester', 'linen'],
		features: ['breathable', 'oversize', 'easyCare', 'slimFit'],
		colours: ['white', 'black', 'pink', 'beige', 'yellow', 'purple'],
		second: { attribute: 'size', values: CLOTHING_SIZES, take: [3, 4], priceStep: 0 },
		price: [6000, 18_000],
		minOrderQty: [3, 6, 12],
		weightGrams: [150, 250],
		volumeCm3: [800, 1500],
	},
	{
		key: 'dress',
		category: 'women',
		drawing: 'dress',
		codePrefix: 'DR',
		name: t('فستان', 'کراسی ژنانە', 'Dress', '连衣裙'),
		materials: ['cotton', 'linen', 'polyester', 'velvet'],
		features: ['breathable', 'slimFit', 'easyCare', 'newStyle'],
		colours: ['red', 'navy', 'beige', 'green', 'black', 'pink'],
		second: { attribute: 'size', values: CLOTHING_SIZES, take: [3, 4], priceStep: 0 },
		price: [15_000, 55_000],
		minOrderQty: [2, 3, 6],
		weightGrams: [250, 500],
		volumeCm3: [1500, 3000],
	},
	{
		key: 'hoodie',
		category: 'women',
		drawing: 'hoodie',
		codePrefix: 'HD',
		name: t('هودي', 'هوودی', 'Hoodie', '连帽卫衣'),
		materials: ['cotton', 'polyester'],
		features: ['oversize', 'breathable', 'easyCare'],
		colours: ['grey', 'black', 'beige', 'pink', 'green', 'navy'],
		second: { attribute: 'size', values: CLOTHING_SIZES.slice(1), take: [3, 4], priceStep: 0 },
		price: [14_000, 38_000],
		minOrderQty: [3, 6],
		weightGrams: [450, 700],
		volumeCm3: [3000, 5000],
	},
	{
		key: 'shirt',
		category: 'men',
		drawing: 'shirt',
		codePrefix: 'MS',
		name: t('قميص رجالي', 'کراسی پیاوانە', "Men's Shirt", '男士衬衫'),
		materials: ['cotton', 'linen', 'polyester'],
		features: ['slimFit', 'breathable', 'easyCare'],
		colours: ['white', 'blue', 'navy', 'grey', 'black', 'beige'],
		second: { attribute: 'size', values: CLOTHING_SIZES.slice(1), take: [3, 4], priceStep: 0 },
		price: [10_000, 32_000],
		minOrderQty: [3, 6, 12],
		weightGrams: [200, 320],
		volumeCm3: [1200, 2000],
	},
	{
		key: 'trousers',
		category: 'men',
		drawing: 'trousers',
		codePrefix: 'TR',
		name: t('بنطلون رجالي', 'پانتۆڵی پیاوانە', "Men's Trousers", '男士长裤'),
		materials: ['denim', 'cotton', 'polyester'],
		features: ['slimFit', 'easyCare', 'breathable'],
		colours: ['navy', 'black', 'beige', 'grey', 'brown'],
		second: { attribute: 'size', values: CLOTHING_SIZES.slice(1), take: [3, 4], priceStep: 0 },
		price: [12_000, 38_000],
		minOrderQty: [3, 6],
		weightGrams: [400, 700],
		volumeCm3: [1500, 2500],
	},
	{
		key: 'menTshirt',
		category: 'men',
		drawing: 'tshirt',
		codePrefix: 'MT',
		name: t('تيشيرت رجالي', 'تیشێرتی پیاوانە', "Men's T-Shirt", '男士T恤'),
		materials: ['cotton', 'polyester'],
		features: ['breathable', 'slimFit', 'oversize', 'easyCare'],
		colours: ['white', 'black', 'navy', 'grey', 'green', 'red'],
		second: { attribute: 'size', values: CLOTHING_SIZES.slice(1), take: [3, 4], priceStep: 0 },
		price: [5000, 16_000],
		minOrderQty: [6, 12],
		weightGrams: [160, 260],
		volumeCm3: [800, 1500],
	},
	{
		key: 'sneaker',
		category: 'shoes',
		drawing: 'sneaker',
		codePrefix: 'SN',
		name: t('حذاء رياضي', 'پێڵاوی وەرزشی', 'Sneakers', '运动鞋'),
		materials: ['mesh', 'puLeather', 'leather'],
		features: ['antiSlip', 'lightweight', 'cushioned', 'breathable'],
		colours: ['white', 'black', 'grey', 'blue', 'red', 'pink'],
		second: { attribute: 'size', values: SHOE_SIZES.slice(2), take: [4, 5], priceStep: 0 },
		price: [18_000, 75_000],
		minOrderQty: [2, 4, 6],
		weightGrams: [600, 950],
		volumeCm3: [5000, 8000],
	},
	{
		key: 'heel',
		category: 'shoes',
		drawing: 'heel',
		codePrefix: 'HH',
		name: t('حذاء بكعب عالٍ', 'پێڵاوی پاژنە بەرز', 'High Heels', '高跟鞋'),
		materials: ['puLeather', 'leather', 'velvet'],
		features: ['antiSlip', 'cushioned', 'newStyle'],
		colours: ['black', 'beige', 'red', 'pink', 'gold'],
		second: { attribute: 'size', values: SHOE_SIZES.slice(0, 6), take: [4, 5], priceStep: 0 },
		price: [16_000, 60_000],
		minOrderQty: [2, 4],
		weightGrams: [450, 700],
		volumeCm3: [4000, 6000],
	},
	{
		key: 'slippers',
		category: 'shoes',
		drawing: 'slippers',
		codePrefix: 'SL',
		name: t('شبشب منزلي', 'نەعلی ماڵەوە', 'House Slippers', '家居拖鞋'),
		materials: ['rubber', 'plush'],
		features: ['antiSlip', 'lightweight', 'cushioned'],
		colours: ['grey', 'pink', 'blue', 'black', 'beige'],
		second: { attribute: 'size', values: SHOE_SIZES.slice(2, 9), take: [3, 4], priceStep: 0 },
		price: [3000, 9000],
		minOrderQty: [6, 12, 24],
		weightGrams: [200, 350],
		volumeCm3: [2000, 3500],
	},
	{
		key: 'teddy',
		category: 'toys',
		drawing: 'teddy',
		codePrefix: 'TB',
		name: t('دب محشو', 'بووکەڵەی ورچ', 'Teddy Bear', '毛绒泰迪熊'),
		materials: ['plush'],
		features: ['childSafe', 'easyCare', 'newStyle'],
		colours: ['brown', 'beige', 'pink', 'white', 'grey'],
		second: { attribute: 'size', values: ['30', '50', '80'].map(centimetres), take: [2, 3], priceStep: 0.6 },
		price: [9000, 45_000],
		minOrderQty: [3, 6, 12],
		weightGrams: [300, 1500],
		volumeCm3: [6000, 30_000],
	},
	{
		key: 'toycar',
		category: 'toys',
		drawing: 'toycar',
		codePrefix: 'TC',
		name: t('سيارة ألعاب', 'ئۆتۆمبێلی یاری', 'Toy Car', '玩具汽车'),
		materials: ['plastic', 'metal'],
		features: ['remote', 'childSafe', 'cordless', 'educational'],
		colours: ['red', 'blue', 'yellow', 'green', 'black', 'orange'],
		price: [8000, 45_000],
		minOrderQty: [6, 12],
		weightGrams: [300, 900],
		volumeCm3: [2000, 6000],
	},
	{
		key: 'ball',
		category: 'toys',
		drawing: 'ball',
		codePrefix: 'FB',
		name: t('كرة قدم', 'تۆپی پێ', 'Football', '足球'),
		materials: ['rubber', 'puLeather'],
		features: ['lightweight', 'waterproof', 'heavyDuty'],
		colours: ['white', 'orange', 'blue', 'yellow', 'red'],
		price: [7000, 28_000],
		minOrderQty: [6, 12],
		weightGrams: [400, 450],
		volumeCm3: [5000, 5600],
	},
	{
		key: 'lipstick',
		category: 'beauty',
		drawing: 'lipstick',
		codePrefix: 'LS',
		name: t('أحمر شفاه', 'ڕووژی لێو', 'Lipstick', '口红'),
		materials: ['oils'],
		features: ['longLasting', 'waterproof', 'natural'],
		colours: ['red', 'pink', 'purple', 'brown', 'orange'],
		second: { attribute: 'pack', values: packs(1, 3, 6), take: [2, 3], priceStep: 1.4 },
		price: [3000, 15_000],
		minOrderQty: [12, 24, 48],
		weightGrams: [20, 40],
		volumeCm3: [30, 60],
	},
	{
		key: 'perfume',
		category: 'beauty',
		drawing: 'perfume',
		codePrefix: 'PF',
		name: t('عطر', 'عەتر', 'Perfume', '香水'),
		materials: ['glass'],
		features: ['longLasting', 'natural', 'newStyle'],
		colours: ['pink', 'gold', 'purple', 'blue', 'black'],
		second: { attribute: 'capacity', values: ['50', '100'].map(millilitres), take: [2, 2], priceStep: 0.6 },
		price: [12_000, 85_000],
		minOrderQty: [3, 6, 12],
		weightGrams: [250, 450],
		volumeCm3: [500, 900],
	},
	{
		key: 'cream',
		category: 'beauty',
		drawing: 'cream',
		codePrefix: 'CR',
		name: t('كريم مرطب', 'کرێمی شێدارکەرەوە', 'Moisturising Cream', '保湿面霜'),
		materials: ['oils'],
		features: ['natural', 'longLasting', 'spf'],
		colours: ['white', 'pink', 'green', 'blue'],
		second: { attribute: 'capacity', values: ['50', '100'].map(millilitres), take: [2, 2], priceStep: 0.55 },
		price: [4000, 22_000],
		minOrderQty: [6, 12, 24],
		weightGrams: [90, 200],
		volumeCm3: [150, 300],
	},
	{
		key: 'drill',
		category: 'tools',
		drawing: 'drill',
		codePrefix: 'DL',
		name: t('مثقاب كهربائي', 'دریلی کارەبایی', 'Cordless Drill', '电钻'),
		materials: ['metal', 'plastic'],
		features: ['brushless', 'cordless', 'heavyDuty', 'ergonomic'],
		colours: ['yellow', 'orange', 'green', 'blue', 'red', 'black'],
		second: { attribute: 'power', values: ['12V', '18V', '21V'].map(plain), take: [2, 3], priceStep: 0.2 },
		price: [25_000, 120_000],
		minOrderQty: [1, 2, 4],
		weightGrams: [1200, 2000],
		volumeCm3: [4000, 7000],
	},
	{
		key: 'toolbox',
		category: 'tools',
		drawing: 'toolbox',
		codePrefix: 'TX',
		name: t('صندوق عدة', 'سندوقی ئامراز', 'Toolbox Set', '工具箱套装'),
		materials: ['metal', 'plastic'],
		features: ['heavyDuty', 'lightweight', 'waterproof'],
		colours: ['red', 'blue', 'black', 'yellow', 'orange'],
		second: { attribute: 'pack', values: packs(46, 108), take: [2, 2], priceStep: 0.7 },
		price: [18_000, 90_000],
		minOrderQty: [1, 2, 4],
		weightGrams: [3000, 8000],
		volumeCm3: [15_000, 30_000],
	},
	{
		key: 'chair',
		category: 'furniture',
		drawing: 'chair',
		codePrefix: 'CH',
		name: t('كرسي', 'کورسی', 'Chair', '椅子'),
		materials: ['wood', 'metal', 'plastic', 'fabric'],
		features: ['ergonomic', 'easyAssembly', 'heavyDuty'],
		colours: ['black', 'grey', 'beige', 'brown', 'white', 'green'],
		price: [25_000, 140_000],
		minOrderQty: [2, 4],
		weightGrams: [4000, 9000],
		volumeCm3: [80_000, 150_000],
	},
	{
		key: 'sofa',
		category: 'furniture',
		drawing: 'sofa',
		codePrefix: 'SF',
		name: t('كنبة', 'قەنەفە', 'Sofa', '沙发'),
		materials: ['fabric', 'velvet', 'puLeather'],
		features: ['easyAssembly', 'foldable', 'heavyDuty'],
		colours: ['grey', 'beige', 'navy', 'green', 'brown'],
		second: {
			attribute: 'size',
			values: [
				{ key: '2seat', original: '双人位', texts: t('مقعدان', 'دوو کەسی', '2-Seater', '双人位') },
				{ key: '3seat', original: '三人位', texts: t('ثلاثة مقاعد', 'سێ کەسی', '3-Seater', '三人位') },
			],
			take: [2, 2],
			priceStep: 0.4,
		},
		price: [180_000, 650_000],
		minOrderQty: [1],
		weightGrams: [35_000, 60_000],
		volumeCm3: [900_000, 1_500_000],
	},
	{
		key: 'table',
		category: 'furniture',
		drawing: 'table',
		codePrefix: 'CT',
		name: t('طاولة قهوة', 'مێزی قاوە', 'Coffee Table', '茶几'),
		materials: ['wood', 'metal', 'glass'],
		features: ['easyAssembly', 'heavyDuty', 'foldable'],
		colours: ['brown', 'white', 'black', 'beige'],
		price: [30_000, 160_000],
		minOrderQty: [1, 2],
		weightGrams: [8000, 20_000],
		volumeCm3: [60_000, 200_000],
	},
	{
		key: 'desklamp',
		category: 'lighting',
		drawing: 'desklamp',
		codePrefix: 'LM',
		name: t('مصباح مكتب', 'چرای مێز', 'Desk Lamp', '台灯'),
		materials: ['metal', 'plastic', 'aluminium'],
		features: ['dimmable', 'eyeCare', 'energySaving', 'foldable'],
		colours: ['white', 'black', 'silver', 'green', 'pink'],
		price: [9000, 45_000],
		minOrderQty: [2, 4, 6],
		weightGrams: [600, 1200],
		volumeCm3: [3000, 6000],
	},
	{
		key: 'bulb',
		category: 'lighting',
		drawing: 'bulb',
		codePrefix: 'LB',
		name: t('مصباح LED', 'گڵۆپی LED', 'LED Bulb', 'LED灯泡'),
		materials: ['glass', 'plastic'],
		features: ['energySaving', 'dimmable', 'longLasting'],
		colours: ['yellow', 'white', 'blue'],
		second: { attribute: 'power', values: ['9W', '12W', '18W'].map(plain), take: [2, 3], priceStep: 0.3 },
		price: [1500, 6000],
		minOrderQty: [10, 20, 50],
		weightGrams: [40, 80],
		volumeCm3: [200, 400],
	},
	{
		key: 'handbag',
		category: 'bags',
		drawing: 'handbag',
		codePrefix: 'HB',
		name: t('حقيبة يد', 'جانتای دەستی', 'Handbag', '手提包'),
		materials: ['leather', 'puLeather', 'velvet'],
		features: ['multiPocket', 'lightweight', 'antiTheft', 'newStyle'],
		colours: ['black', 'brown', 'beige', 'red', 'pink', 'navy'],
		price: [15_000, 95_000],
		minOrderQty: [2, 3, 6],
		weightGrams: [400, 900],
		volumeCm3: [5000, 12_000],
	},
	{
		key: 'backpack',
		category: 'bags',
		drawing: 'backpack',
		codePrefix: 'BP',
		name: t('حقيبة ظهر', 'جانتای پشت', 'Backpack', '双肩包'),
		materials: ['nylon', 'polyester'],
		features: ['waterproof', 'multiPocket', 'antiTheft', 'lightweight'],
		colours: ['black', 'grey', 'navy', 'green', 'pink', 'blue'],
		price: [12_000, 55_000],
		minOrderQty: [3, 6],
		weightGrams: [500, 900],
		volumeCm3: [15_000, 25_000],
	},
	{
		key: 'suitcase',
		category: 'bags',
		drawing: 'suitcase',
		codePrefix: 'SC',
		name: t('حقيبة سفر', 'جانتای گەشت', 'Suitcase', '行李箱'),
		materials: ['aluminium', 'plastic', 'polyester'],
		features: ['silentWheels', 'lightweight', 'heavyDuty', 'antiTheft'],
		colours: ['silver', 'black', 'navy', 'pink', 'green'],
		second: { attribute: 'size', values: ['20', '24', '28'].map(inches), take: [2, 3], priceStep: 0.2 },
		price: [55_000, 220_000],
		minOrderQty: [1, 2],
		weightGrams: [3000, 5500],
		volumeCm3: [40_000, 110_000],
	},
]

/** Model-line suffixes; language-neutral, as on real listings. */
export const MODEL_SUFFIXES = ['', '', '', 'Pro', 'Max', 'Plus', 'Lite', 'Mini', 'S', 'Ultra'] as const

export const PARAMETER_NAMES = {
	material: t('المادة', 'کەرەستە', 'Material', '材质'),
	model: t('الموديل', 'مۆدێل', 'Model', '型号'),
	weight: t('الوزن', 'کێش', 'Weight', '重量'),
	origin: t('بلد المنشأ', 'وڵاتی بەرهەمهێنان', 'Place of origin', '产地'),
	minOrder: t('الحد الأدنى للطلب', 'کەمترین داواکاری', 'Minimum order', '起订量'),
	package: t('التغليف', 'پاکەتکردن', 'Packaging', '包装'),
} as const

export const ORIGIN = t('الصين', 'چین', 'China', '中国')
export const PACKAGING = t('كرتونة تصدير', 'کارتۆنی هەناردە', 'Export carton', '出口纸箱')

/** A number in the language's own digits (Arabic-Indic in ar and ckb), as the shop's formatters write it. */
function digits(locale: Locale, value: number) {
	return new Intl.NumberFormat(INTL_LOCALES[locale]).format(value)
}

export function grams(locale: Locale, value: number) {
	switch (locale) {
		case 'ar':
			return `${digits(locale, value)} غرام`
		case 'ckb':
			return `${digits(locale, value)} گرام`
		case 'en':
			return `${value} g`
		case 'zh':
			return `${value}克`
	}
}

/** Arabic counts: 1 قطعة واحدة, 2 قطعتان, 3–10 قطع, 11+ قطعة. */
function arabicPieces(value: number) {
	if (value === 1) return 'قطعة واحدة'
	if (value === 2) return 'قطعتان'
	const lastTwo = value % 100
	return lastTwo >= 3 && lastTwo <= 10 ? `${digits('ar', value)} قطع` : `${digits('ar', value)} قطعة`
}

/** Features that contradict each other and never appear in one title. */
export const EXCLUSIVE_FEATURES: ReadonlyArray<readonly [FeatureKey, FeatureKey]> = [['slimFit', 'oversize']]

export function piecesText(locale: Locale, value: number) {
	switch (locale) {
		case 'ar':
			return arabicPieces(value)
		case 'ckb':
			return `${digits(locale, value)} دانە`
		case 'en':
			return value === 1 ? '1 piece' : `${value} pieces`
		case 'zh':
			return `${value}件`
	}
}

/** Title in each language's own word order: type, material, two selling points, model code. */
export function composeTitle(locale: Locale, parts: { type: Texts; material: Texts; features: [Texts, Texts]; model: string }) {
	const { type, material, features, model } = parts
	switch (locale) {
		// The Latin model code is isolated left to right inside the right-to-left titles (issue 17).
		case 'ar':
			return `${type.ar} من ${material.ar}، ${features[0].ar} و${features[1].ar} \u2066${model}\u2069`
		case 'ckb':
			return `${type.ckb} لە ${material.ckb}، ${features[0].ckb} و ${features[1].ckb} \u2066${model}\u2069`
		case 'en':
			return `${material.en} ${type.en}, ${features[0].en}, ${features[1].en} ${model}`
		case 'zh':
			return `${features[0].zh}${material.zh}${type.zh} ${features[1].zh} ${model}`
	}
}

export function composeDescription(locale: Locale, parts: { title: string; material: Texts; features: [Texts, Texts]; minOrderQty: number }) {
	const { title, material, features, minOrderQty } = parts
	switch (locale) {
		case 'ar':
			return [
				`${title}.`,
				`مصنوع من ${material.ar}، ويتميز بـ${features[0].ar} و${features[1].ar}.`,
				`البيع بالجملة: الحد الأدنى للطلب ${piecesText('ar', minOrderQty)}.`,
				'يُشحن من مستودعنا في قوانغتشو ويصل إلى العراق خلال ٣ إلى ٥ أيام بعد تأكيد العنوان.',
			].join('\n')
		case 'ckb':
			return [
				`${title}.`,
				`دروستکراوە لە ${material.ckb}، تایبەتمەندییەکانی: ${features[0].ckb} و ${features[1].ckb}.`,
				`فرۆشتن بە کۆ: کەمترین داواکاری ${digits('ckb', minOrderQty)} دانەیە.`,
				'لە کۆگاکەمان لە گوانگژۆ دەنێردرێت و لە ماوەی ٣ بۆ ٥ ڕۆژدا دوای دڵنیاکردنەوەی ناونیشان دەگاتە عێراق.',
			].join('\n')
		case 'en':
			return [
				`${title}.`,
				`Made of ${material.en.toLowerCase()}, with ${features[0].en.toLowerCase()} and ${features[1].en.toLowerCase()}.`,
				`Wholesale: minimum order ${minOrderQty} ${minOrderQty === 1 ? 'piece' : 'pieces'}.`,
				'Ships from our Guangzhou warehouse and reaches Iraq 3 to 5 days after the address is confirmed.',
			].join('\n')
		case 'zh':
			return [
				`${title}。`,
				`采用${material.zh}材质，${features[0].zh}，${features[1].zh}。`,
				`批发起订量${minOrderQty}件。`,
				'广州仓发货，确认地址后3至5天送达伊拉克。',
			].join('\n')
	}
}

export const HOT_WORDS: Record<Locale, string[]> = {
	ar: ['قلاية هوائية', 'سماعات لاسلكية', 'حذاء رياضي', 'فستان', 'غلاية كهربائية', 'حقيبة ظهر', 'أحمر شفاه', 'مصباح LED'],
	ckb: ['فرایەری هەوایی', 'گوێگری بێتەل', 'پێڵاوی وەرزشی', 'کراسی ژنانە', 'کتری کارەبایی', 'جانتای پشت', 'ڕووژی لێو', 'گڵۆپی LED'],
	en: ['air fryer', 'wireless earbuds', 'sneakers', 'dress', 'electric kettle', 'backpack', 'lipstick', 'LED bulb'],
	zh: ['空气炸锅', '蓝牙耳机', '运动鞋', '连衣裙', '电热水壶', '双肩包', '口红', 'LED灯泡'],
}

/** Products on each home shelf. */
export const HOME_TAG_SIZE = 12

export const HOME_TAGS: Array<{ slug: 'best-sellers' | 'new-arrivals' | 'deals' | 'small-orders'; texts: Texts }> = [
	{ slug: 'best-sellers', texts: { ar: 'الأكثر مبيعاً', ckb: 'پڕفرۆشترین', en: 'Best sellers', zh: '热销' } },
	{ slug: 'new-arrivals', texts: { ar: 'وصل حديثاً', ckb: 'تازە گەیشتوو', en: 'New arrivals', zh: '新品' } },
	{ slug: 'deals', texts: { ar: 'عروض', ckb: 'داشکاندن', en: 'Deals', zh: '特惠' } },
	{ slug: 'small-orders', texts: { ar: 'طلبات صغيرة', ckb: 'داواکاری بچووک', en: 'Small orders', zh: '小额起订' } },
]

export const BANNERS: Array<{
	texts: Texts
	drawings: DrawingKey[]
	colours: ColourKey[]
	hue: number
	link: 'product' | 'free-gifts' | 'category'
}> = [
	{
		texts: t('تخفيضات الصيف على الأجهزة المنزلية', 'داشکاندنی هاوینە بۆ ئامێرە کارەباییەکانی ماڵ', 'Summer sale on home appliances', '夏季家电大促'),
		drawings: ['fan', 'airfryer', 'kettle'],
		colours: ['white', 'black', 'red'],
		hue: 200,
		link: 'category',
	},
	{
		texts: t(
			'ادعُ ٣ أصدقاء واحصل على هدية مجانية',
			'٣ هاوڕێ بانگهێشت بکە و دیارییەکی بەخۆڕایی وەربگرە',
			'Invite 3 friends, get a free gift',
			'邀请3位好友，免费领礼品',
		),
		drawings: ['teddy', 'toycar', 'ball'],
		colours: ['brown', 'red', 'white'],
		hue: 330,
		link: 'free-gifts',
	},
	{
		texts: t(
			'أحدث الهواتف والإكسسوارات بأسعار الجملة',
			'نوێترین مۆبایل و پێداویستییەکان بە نرخی کۆ',
			'New phones and accessories at wholesale prices',
			'最新手机数码 批发价',
		),
		drawings: ['phone', 'earbuds', 'headphones'],
		colours: ['blue', 'white', 'black'],
		hue: 250,
		link: 'product',
	},
	{
		texts: t('أزياء الموسم الجديد للرجال والنساء', 'جلوبەرگی وەرزی نوێ بۆ ژنان و پیاوان', 'New season fashion for women and men', '新季男女服饰'),
		drawings: ['dress', 'sneaker', 'handbag'],
		colours: ['red', 'white', 'beige'],
		hue: 20,
		link: 'category',
	},
]
