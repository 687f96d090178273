import { type Locale } from '#app/i18n/locales.ts'

/**
 * The places a buyer chooses from (getByParentId): Iraq, its 18 governorates plus Halabja (19 provinces), and
 * their districts (qadhas) as cities. Names in Arabic, Sorani Kurdish (Arabic script), English and Chinese
 * (a transliteration where Chinese has no common name). Codes: ISO 3166-2 for the country and governorates
 * (IQ, IQ-BG …); Halabja has no ISO code yet, so it is IQ-HA; districts are the province code plus three letters.
 * Where the federal government and the Kurdistan Region list a district differently (Makhmur, Akre, Kifri),
 * the district sits where Wikipedia's "Districts of Iraq" puts it.
 * `seedRegions` (regions.server.ts) loads this; changing it and restarting updates the names and order.
 */

export type RegionNames = Record<Locale, string>
export type CityDef = { code: string; names: RegionNames }
export type ProvinceDef = { code: string; names: RegionNames; cities: CityDef[] }
export type CountryDef = { code: string; names: RegionNames; provinces: ProvinceDef[] }

function n(ar: string, ckb: string, en: string, zh: string): RegionNames {
	return { ar, ckb, en, zh }
}

function city(code: string, names: RegionNames): CityDef {
	return { code, names }
}

export const IRAQ: CountryDef = {
	code: 'IQ',
	names: n('العراق', 'عێراق', 'Iraq', '伊拉克'),
	provinces: [
		{
			code: 'IQ-BG',
			names: n('بغداد', 'بەغدا', 'Baghdad', '巴格达'),
			cities: [
				city('IQ-BG-RSF', n('الرصافة', 'ڕوسافە', 'Rusafa', '鲁萨法')),
				city('IQ-BG-KRK', n('الكرخ', 'کەرخ', 'Karkh', '卡尔赫')),
				city('IQ-BG-ADH', n('الأعظمية', 'ئەعزەمیە', 'Adhamiyah', '阿扎米亚')),
				city('IQ-BG-KDH', n('الكاظمية', 'کازمیە', 'Kadhimiya', '卡济米耶')),
				city('IQ-BG-SD1', n('الصدر الأولى', 'شاری سەدری یەکەم', 'Sadr City 1', '萨德尔城一区')),
				city('IQ-BG-SD2', n('الصدر الثانية', 'شاری سەدری دووەم', 'Sadr City 2', '萨德尔城二区')),
				city('IQ-BG-MHM', n('المحمودية', 'مەحموودیە', 'Mahmudiya', '马哈茂迪耶')),
				city('IQ-BG-AGH', n('أبو غريب', 'ئەبو غرەیب', 'Abu Ghraib', '阿布格莱布')),
				city('IQ-BG-TRM', n('الطارمية', 'تارمیە', 'Tarmiyah', '塔尔米耶')),
				city('IQ-BG-MDN', n('المدائن', 'مەدائین', "Mada'in", '麦达因')),
			],
		},
		{
			code: 'IQ-BA',
			names: n('البصرة', 'بەسرە', 'Basra', '巴士拉'),
			cities: [
				city('IQ-BA-BSR', n('البصرة', 'بەسرە', 'Basra', '巴士拉')),
				city('IQ-BA-ZBR', n('الزبير', 'زوبەیر', 'Zubair', '祖拜尔')),
				city('IQ-BA-AKS', n('أبو الخصيب', 'ئەبولخەسیب', 'Abu al-Khasib', '阿布海西卜')),
				city('IQ-BA-SHA', n('شط العرب', 'شەتولعەرەب', 'Shatt al-Arab', '阿拉伯河')),
				city('IQ-BA-QRN', n('القرنة', 'قورنە', 'Qurna', '古尔奈')),
				city('IQ-BA-MDN', n('المدينة', 'مەدینە', 'Al-Midaina', '麦迪纳')),
				city('IQ-BA-FAW', n('الفاو', 'فاو', 'Fao', '法奥')),
			],
		},
		{
			code: 'IQ-NI',
			names: n('نينوى', 'نەینەوا', 'Nineveh', '尼尼微'),
			cities: [
				city('IQ-NI-MSL', n('الموصل', 'موسڵ', 'Mosul', '摩苏尔')),
				city('IQ-NI-HMD', n('الحمدانية', 'حەمدانیە', 'Al-Hamdaniya', '哈姆达尼亚')),
				city('IQ-NI-TKF', n('تلكيف', 'تلکێف', 'Tel Keppe', '泰勒凯夫')),
				city('IQ-NI-TAF', n('تلعفر', 'تەلەعفەر', 'Tal Afar', '泰勒阿费尔')),
				city('IQ-NI-SNJ', n('سنجار', 'شنگال', 'Sinjar', '辛贾尔')),
				city('IQ-NI-SHK', n('الشيخان', 'شێخان', 'Shekhan', '谢汉')),
				city('IQ-NI-AKR', n('عقرة', 'ئاکرێ', 'Akre', '阿克雷')),
				city('IQ-NI-BAJ', n('البعاج', 'بەعاج', "Al-Ba'aj", '巴阿杰')),
				city('IQ-NI-HTR', n('الحضر', 'حەزەر', 'Hatra', '哈特拉')),
			],
		},
		{
			code: 'IQ-AR',
			names: n('أربيل', 'هەولێر', 'Erbil', '埃尔比勒'),
			cities: [
				city('IQ-AR-ERB', n('أربيل', 'هەولێر', 'Erbil', '埃尔比勒')),
				city('IQ-AR-KOY', n('كويسنجق', 'کۆیە', 'Koya', '科亚')),
				city('IQ-AR-SHQ', n('شقلاوة', 'شەقڵاوە', 'Shaqlawa', '舍格拉沃')),
				city('IQ-AR-SRN', n('سوران', 'سۆران', 'Soran', '索兰')),
				city('IQ-AR-MRG', n('ميركسور', 'مێرگەسۆر', 'Mergasor', '梅尔加索尔')),
				city('IQ-AR-CHM', n('جومان', 'چۆمان', 'Choman', '乔曼')),
				city('IQ-AR-MKH', n('مخمور', 'مەخموور', 'Makhmur', '马赫穆尔')),
			],
		},
		{
			code: 'IQ-SU',
			names: n('السليمانية', 'سلێمانی', 'Sulaymaniyah', '苏莱曼尼亚'),
			cities: [
				city('IQ-SU-SUL', n('السليمانية', 'سلێمانی', 'Sulaymaniyah', '苏莱曼尼亚')),
				city('IQ-SU-CHC', n('جمجمال', 'چەمچەماڵ', 'Chamchamal', '恰姆恰马勒')),
				city('IQ-SU-KLR', n('كلار', 'کەلار', 'Kalar', '卡拉尔')),
				city('IQ-SU-RNY', n('رانية', 'ڕانیە', 'Ranya', '拉尼亚')),
				city('IQ-SU-PSH', n('بشدر', 'پشدەر', 'Pshdar', '皮什德尔')),
				city('IQ-SU-DKN', n('دوكان', 'دوکان', 'Dukan', '杜坎')),
				city('IQ-SU-DBK', n('دربندخان', 'دەربەندیخان', 'Darbandikhan', '德尔本迪汗')),
				city('IQ-SU-PNJ', n('بنجوين', 'پێنجوێن', 'Penjwen', '彭杰文')),
				city('IQ-SU-MWT', n('ماوت', 'ماوەت', 'Mawat', '马瓦特')),
				city('IQ-SU-QRD', n('قرداغ', 'قەرەداغ', 'Qaradagh', '卡拉达格')),
				city('IQ-SU-SBZ', n('شاربازير', 'شارباژێڕ', 'Sharbazher', '沙尔巴泽尔')),
				city('IQ-SU-SHZ', n('شهرزور', 'شارەزوور', 'Sharazur', '沙赫拉祖尔')),
				city('IQ-SU-SSQ', n('سيد صادق', 'سەیدسادق', 'Said Sadiq', '赛义德萨迪克')),
			],
		},
		{
			code: 'IQ-DA',
			names: n('دهوك', 'دهۆک', 'Duhok', '杜胡克'),
			cities: [
				city('IQ-DA-DHK', n('دهوك', 'دهۆک', 'Duhok', '杜胡克')),
				city('IQ-DA-ZKH', n('زاخو', 'زاخۆ', 'Zakho', '扎胡')),
				city('IQ-DA-AMD', n('العمادية', 'ئامێدی', 'Amadiya', '阿马迪耶')),
				city('IQ-DA-SML', n('سميل', 'سێمێل', 'Semel', '西梅勒')),
			],
		},
		{
			code: 'IQ-KI',
			names: n('كركوك', 'کەرکووک', 'Kirkuk', '基尔库克'),
			cities: [
				city('IQ-KI-KRK', n('كركوك', 'کەرکووک', 'Kirkuk', '基尔库克')),
				city('IQ-KI-HWJ', n('الحويجة', 'حەویجە', 'Hawija', '哈维杰')),
				city('IQ-KI-DQQ', n('داقوق', 'داقووق', 'Daquq', '达库克')),
				city('IQ-KI-DBS', n('الدبس', 'دوبز', 'Dibis', '迪卜斯')),
			],
		},
		{
			code: 'IQ-AN',
			names: n('الأنبار', 'ئەنبار', 'Anbar', '安巴尔'),
			cities: [
				city('IQ-AN-RMD', n('الرمادي', 'ڕومادی', 'Ramadi', '拉马迪')),
				city('IQ-AN-FLJ', n('الفلوجة', 'فەلووجە', 'Fallujah', '费卢杰')),
				city('IQ-AN-HIT', n('هيت', 'هیت', 'Hit', '希特')),
				city('IQ-AN-HDT', n('حديثة', 'حەدیسە', 'Haditha', '哈迪塞')),
				city('IQ-AN-ANH', n('عنه', 'عانە', 'Anah', '阿纳')),
				city('IQ-AN-RWA', n('راوة', 'ڕاوە', 'Rawa', '拉瓦')),
				city('IQ-AN-QIM', n('القائم', 'قائیم', "Al-Qa'im", '卡伊姆')),
				city('IQ-AN-RTB', n('الرطبة', 'ڕوتبە', 'Rutba', '鲁特拜')),
			],
		},
		{
			code: 'IQ-BB',
			names: n('بابل', 'بابل', 'Babil', '巴比伦'),
			cities: [
				city('IQ-BB-HLA', n('الحلة', 'حیللە', 'Hillah', '希拉')),
				city('IQ-BB-MHW', n('المحاويل', 'مەحاویل', 'Al-Mahawil', '马哈维勒')),
				city('IQ-BB-MSY', n('المسيب', 'موسەییب', 'Al-Musayyib', '穆赛伊卜')),
				city('IQ-BB-HSH', n('الهاشمية', 'هاشمیە', 'Al-Hashimiya', '哈希米耶')),
			],
		},
		{
			code: 'IQ-KA',
			names: n('كربلاء', 'کەربەلا', 'Karbala', '卡尔巴拉'),
			cities: [
				city('IQ-KA-KRB', n('كربلاء', 'کەربەلا', 'Karbala', '卡尔巴拉')),
				city('IQ-KA-HND', n('الهندية', 'هیندیە', 'Al-Hindiya', '欣迪耶')),
				city('IQ-KA-ATM', n('عين التمر', 'عەینولتەمر', 'Ain al-Tamr', '艾因塔姆尔')),
			],
		},
		{
			code: 'IQ-NA',
			names: n('النجف', 'نەجەف', 'Najaf', '纳杰夫'),
			cities: [
				city('IQ-NA-NJF', n('النجف', 'نەجەف', 'Najaf', '纳杰夫')),
				city('IQ-NA-KUF', n('الكوفة', 'کووفە', 'Kufa', '库法')),
				city('IQ-NA-MNT', n('المناذرة', 'مەنازیرە', 'Al-Manathera', '马纳泽拉')),
			],
		},
		{
			code: 'IQ-DI',
			names: n('ديالى', 'دیالە', 'Diyala', '迪亚拉'),
			cities: [
				city('IQ-DI-BQB', n('بعقوبة', 'بەعقووبە', 'Baqubah', '巴古拜')),
				city('IQ-DI-MQD', n('المقدادية', 'موقدادیە', 'Al-Muqdadiya', '穆克达迪耶')),
				city('IQ-DI-KHN', n('خانقين', 'خانەقین', 'Khanaqin', '哈奈根')),
				city('IQ-DI-KHL', n('الخالص', 'خالیس', 'Al-Khalis', '哈利斯')),
				city('IQ-DI-BLR', n('بلدروز', 'بەلەدڕووز', 'Balad Ruz', '拜莱德鲁兹')),
				city('IQ-DI-KFR', n('كفري', 'کفری', 'Kifri', '基夫里')),
			],
		},
		{
			code: 'IQ-SD',
			names: n('صلاح الدين', 'سەلاحەدین', 'Saladin', '萨拉赫丁'),
			cities: [
				city('IQ-SD-TKR', n('تكريت', 'تکریت', 'Tikrit', '提克里特')),
				city('IQ-SD-SMR', n('سامراء', 'سامەڕا', 'Samarra', '萨迈拉')),
				city('IQ-SD-BJI', n('بيجي', 'بێجی', 'Baiji', '拜吉')),
				city('IQ-SD-BLD', n('بلد', 'بەلەد', 'Balad', '拜莱德')),
				city('IQ-SD-DUR', n('الدور', 'دوور', 'Al-Dour', '杜尔')),
				city('IQ-SD-SHR', n('الشرقاط', 'شەرقات', 'Al-Shirqat', '舍尔加特')),
				city('IQ-SD-TUZ', n('طوزخورماتو', 'دووزخورماتوو', 'Tuz Khurmatu', '图兹胡尔马图')),
				city('IQ-SD-DJL', n('الدجيل', 'دوجەیل', 'Dujail', '杜杰勒')),
			],
		},
		{
			code: 'IQ-WA',
			names: n('واسط', 'واست', 'Wasit', '瓦西特'),
			cities: [
				city('IQ-WA-KUT', n('الكوت', 'کووت', 'Kut', '库特')),
				city('IQ-WA-SWR', n('الصويرة', 'سوەیرە', 'Al-Suwaira', '苏韦拉')),
				city('IQ-WA-HAI', n('الحي', 'حەی', 'Al-Hai', '哈伊')),
				city('IQ-WA-NUM', n('النعمانية', 'نوعمانیە', 'Al-Numaniya', '努曼尼耶')),
				city('IQ-WA-BDR', n('بدرة', 'بەدرە', 'Badra', '拜德拉')),
				city('IQ-WA-AZZ', n('العزيزية', 'عەزیزیە', 'Al-Aziziya', '阿齐济耶')),
			],
		},
		{
			code: 'IQ-MA',
			names: n('ميسان', 'مەیسان', 'Maysan', '米桑'),
			cities: [
				city('IQ-MA-AMR', n('العمارة', 'عەمارە', 'Amarah', '阿马拉')),
				city('IQ-MA-AGH', n('علي الغربي', 'عەلی غەربی', 'Ali al-Gharbi', '阿里加尔比')),
				city('IQ-MA-MJR', n('المجر الكبير', 'مەجەری کەبیر', 'Al-Majar al-Kabir', '迈杰尔凯比尔')),
				city('IQ-MA-QSL', n('قلعة صالح', 'قەلعەت سالح', "Qal'at Salih", '盖勒阿特萨利赫')),
				city('IQ-MA-KHL', n('الكحلاء', 'کەحلا', 'Al-Kahla', '卡赫拉')),
				city('IQ-MA-MMN', n('الميمونة', 'مەیموونە', 'Al-Maimouna', '迈穆纳')),
			],
		},
		{
			code: 'IQ-DQ',
			names: n('ذي قار', 'زیقار', 'Dhi Qar', '济加尔'),
			cities: [
				city('IQ-DQ-NSR', n('الناصرية', 'ناسریە', 'Nasiriyah', '纳西里耶')),
				city('IQ-DQ-SHT', n('الشطرة', 'شەترە', 'Al-Shatra', '舍特拉')),
				city('IQ-DQ-RIF', n('الرفاعي', 'ڕیفاعی', 'Al-Rifai', '里法伊')),
				city('IQ-DQ-SQS', n('سوق الشيوخ', 'سووق شیوخ', 'Suq al-Shuyukh', '苏格舒尤赫')),
				city('IQ-DQ-CHB', n('الجبايش', 'چەبایش', 'Al-Chibayish', '奇巴伊什')),
			],
		},
		{
			code: 'IQ-MU',
			names: n('المثنى', 'موسەننا', 'Muthanna', '穆萨纳'),
			cities: [
				city('IQ-MU-SMW', n('السماوة', 'سەماوە', 'Samawah', '塞马沃')),
				city('IQ-MU-RMT', n('الرميثة', 'ڕومەیسە', 'Al-Rumaitha', '鲁迈塞')),
				city('IQ-MU-KHD', n('الخضر', 'خدر', 'Al-Khidhir', '希德尔')),
				city('IQ-MU-SLM', n('السلمان', 'سەلمان', 'Al-Salman', '萨勒曼')),
			],
		},
		{
			code: 'IQ-QA',
			names: n('القادسية', 'قادسیە', 'Al-Qadisiyyah', '卡迪西亚'),
			cities: [
				city('IQ-QA-DWN', n('الديوانية', 'دیوانیە', 'Diwaniyah', '迪瓦尼耶')),
				city('IQ-QA-AFK', n('عفك', 'عەفەک', 'Afak', '阿费克')),
				city('IQ-QA-SHM', n('الشامية', 'شامیە', 'Al-Shamiya', '沙米耶')),
				city('IQ-QA-HMZ', n('الحمزة', 'حەمزە', 'Al-Hamza', '哈姆扎')),
			],
		},
		{
			code: 'IQ-HA',
			names: n('حلبجة', 'هەڵەبجە', 'Halabja', '哈莱卜杰'),
			cities: [
				city('IQ-HA-HLB', n('حلبجة', 'هەڵەبجە', 'Halabja', '哈莱卜杰')),
				city('IQ-HA-KHR', n('خورمال', 'خورماڵ', 'Khurmal', '胡尔马勒')),
				city('IQ-HA-SRW', n('سيروان', 'سیروان', 'Sirwan', '锡尔万')),
				city('IQ-HA-BYR', n('بيارة', 'بیارە', 'Byara', '比亚拉')),
			],
		},
	],
}

/** Every country a buyer can choose; today Iraq only. */
export const COUNTRIES: readonly CountryDef[] = [IRAQ]

export type PickupStoreDef = {
	code: string
	/** The province code the store is in. */
	provinceCode: string
	phone: string
	texts: Record<Locale, { name: string; address: string; hours: string }>
}

const SATURDAY_TO_THURSDAY = {
	ar: 'السبت إلى الخميس، ٩:٠٠ – ٢١:٠٠',
	ckb: 'شەممە تا پێنجشەممە، ٩:٠٠ – ٢١:٠٠',
	en: 'Saturday to Thursday, 9:00–21:00',
	zh: '周六至周四 9:00–21:00',
} as const

/** Dijla's stores where buyers collect their goods (delivery mode 2) and may pay cash (payment type 3). */
export const PICKUP_STORES: readonly PickupStoreDef[] = [
	{
		code: 'BGD-SHORJA',
		provinceCode: 'IQ-BG',
		phone: '+9647801110001',
		texts: {
			ar: { name: 'دجلة – فرع الشورجة', address: 'شارع الجمهورية، قرب سوق الشورجة، الرصافة، بغداد', hours: SATURDAY_TO_THURSDAY.ar },
			ckb: { name: 'دیجلە – لقی شۆرجە', address: 'شەقامی جمهوری، نزیک بازاڕی شۆرجە، ڕوسافە، بەغدا', hours: SATURDAY_TO_THURSDAY.ckb },
			en: { name: 'Dijla – Shorja branch', address: 'Al-Jumhuriya Street, near Shorja Market, Rusafa, Baghdad', hours: SATURDAY_TO_THURSDAY.en },
			zh: { name: '迪杰拉 舒尔贾门店', address: '巴格达鲁萨法区舒尔贾市场附近共和国街', hours: SATURDAY_TO_THURSDAY.zh },
		},
	},
	{
		code: 'BGD-MANSOUR',
		provinceCode: 'IQ-BG',
		phone: '+9647801110002',
		texts: {
			ar: { name: 'دجلة – فرع المنصور', address: 'شارع الأميرات، المنصور، الكرخ، بغداد', hours: SATURDAY_TO_THURSDAY.ar },
			ckb: { name: 'دیجلە – لقی مەنسوور', address: 'شەقامی ئەمیرات، مەنسوور، کەرخ، بەغدا', hours: SATURDAY_TO_THURSDAY.ckb },
			en: { name: 'Dijla – Mansour branch', address: 'Al-Amirat Street, Mansour, Karkh, Baghdad', hours: SATURDAY_TO_THURSDAY.en },
			zh: { name: '迪杰拉 曼苏尔门店', address: '巴格达卡尔赫区曼苏尔公主街', hours: SATURDAY_TO_THURSDAY.zh },
		},
	},
	{
		code: 'EBL-100M',
		provinceCode: 'IQ-AR',
		phone: '+9647501110003',
		texts: {
			ar: { name: 'دجلة – فرع أربيل', address: 'شارع الـ١٠٠ متر، قرب فاميلي مول، أربيل', hours: SATURDAY_TO_THURSDAY.ar },
			ckb: { name: 'دیجلە – لقی هەولێر', address: 'شەقامی ١٠٠ مەتری، نزیک فامیلی مۆڵ، هەولێر', hours: SATURDAY_TO_THURSDAY.ckb },
			en: { name: 'Dijla – Erbil branch', address: '100 Meter Road, near Family Mall, Erbil', hours: SATURDAY_TO_THURSDAY.en },
			zh: { name: '迪杰拉 埃尔比勒门店', address: '埃尔比勒百米路 Family Mall 附近', hours: SATURDAY_TO_THURSDAY.zh },
		},
	},
	{
		code: 'BSR-ASHAR',
		provinceCode: 'IQ-BA',
		phone: '+9647801110004',
		texts: {
			ar: { name: 'دجلة – فرع البصرة', address: 'شارع الكويت، العشار، البصرة', hours: SATURDAY_TO_THURSDAY.ar },
			ckb: { name: 'دیجلە – لقی بەسرە', address: 'شەقامی کوەیت، عەشار، بەسرە', hours: SATURDAY_TO_THURSDAY.ckb },
			en: { name: 'Dijla – Basra branch', address: 'Kuwait Street, Ashar, Basra', hours: SATURDAY_TO_THURSDAY.en },
			zh: { name: '迪杰拉 巴士拉门店', address: '巴士拉阿沙尔区科威特街', hours: SATURDAY_TO_THURSDAY.zh },
		},
	},
]
