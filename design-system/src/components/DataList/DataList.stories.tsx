import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Price } from '../Price/Price.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { DataList, dataListLayouts } from './DataList.tsx'

const meta = {
	title: 'Components/DataList',
	component: DataList.Root,
	args: { layout: 'columns' },
	argTypes: variantControls({ layout: dataListLayouts }),
} satisfies Meta<typeof DataList.Root>

export default meta
type Story = StoryObj<typeof meta>

const FACTS = {
	ar: [
		['رمز المنتج', <bdi key="c">SKU-A12-RED</bdi>],
		['الخامة', 'جلد طبيعي مع بطانة قطنية وسحّاب معدني من YKK'],
		['سعر القطعة المستهدف', <Price key="p" amount={18500} size="small" tone="neutral" />],
		['البريد الإلكتروني', <bdi key="e">buyer@dijla.test</bdi>],
	],
	en: [
		['Product code', 'SKU-A12-RED'],
		['Material', 'Genuine leather with a cotton lining and a YKK metal zip'],
		['Target unit price', <Price key="p" amount={18500} size="small" tone="neutral" />],
		['E-mail', 'buyer@dijla.test'],
	],
} as const

function Facts({ language, layout }: { language: 'ar' | 'en'; layout?: (typeof dataListLayouts)[number] }) {
	return (
		<DataList.Root layout={layout}>
			{FACTS[language].map(([name, value], index) => (
				// In the amounts layout the last item is the total.
				<DataList.Item key={name} total={layout === 'amounts' && index === FACTS[language].length - 1}>
					<DataList.Label>{name}</DataList.Label>
					<DataList.Value>{value}</DataList.Value>
				</DataList.Item>
			))}
		</DataList.Root>
	)
}

export const Arabic: Story = { globals: IN_ARABIC, render: (args) => <Facts language="ar" layout={args.layout} /> }

export const English: Story = { globals: IN_ENGLISH, render: (args) => <Facts language="en" layout={args.layout} /> }

function AllStates({ language }: { language: 'ar' | 'en' }) {
	return (
		<Stack gap="xlarge" style={{ maxInlineSize: 420 }}>
			{dataListLayouts.map((layout) => (
				<Facts key={layout} language={language} layout={layout} />
			))}
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }

const COSTS = {
	ar: { storage: 'رسوم تخزين الحاوية', rate: 'سعر التخزين', rateValue: '٢٫٥٠ US$ لليوم × ١٢ يومًا', insurance: 'التأمين', total: 'الإجمالي المستحق' },
	en: { storage: 'Container storage', rate: 'Storage rate', rateValue: 'US$2.50 a day × 12 days', insurance: 'Insurance', total: 'Total due' },
} as const

/** What something costs: a detail under the item it explains, a reduction in the success tone, the total under a line. */
function Costs({ language }: { language: 'ar' | 'en' }) {
	const t = COSTS[language]
	return (
		<DataList.Root layout="amounts" style={{ maxInlineSize: 420 }}>
			<DataList.Item>
				<DataList.Label>{t.storage}</DataList.Label>
				<DataList.Value>
					<Price amount={39300} size="small" tone="neutral" />
				</DataList.Value>
			</DataList.Item>
			<DataList.Item detail>
				<DataList.Label>{t.rate}</DataList.Label>
				<DataList.Value>
					<bdi>{t.rateValue}</bdi>
				</DataList.Value>
			</DataList.Item>
			<DataList.Item>
				<DataList.Label>{t.insurance}</DataList.Label>
				<DataList.Value>
					<Price amount={1500} size="small" tone="success" />
				</DataList.Value>
			</DataList.Item>
			<DataList.Item total>
				<DataList.Label>{t.total}</DataList.Label>
				<DataList.Value>
					<Price amount={40800} />
				</DataList.Value>
			</DataList.Item>
		</DataList.Root>
	)
}

export const CostsArabic: Story = { globals: IN_ARABIC, render: () => <Costs language="ar" /> }

export const CostsEnglish: Story = { globals: IN_ENGLISH, render: () => <Costs language="en" /> }
