import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Badge } from '../Badge/Badge.tsx'
import { Button } from '../Button/Button.tsx'
import { Price } from '../Price/Price.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { RowList } from './RowList.tsx'

const meta = {
	title: 'Components/RowList',
	component: RowList.Root,
} satisfies Meta<typeof RowList.Root>

export default meta
type Story = StoryObj<typeof meta>

const COPY = {
	ar: {
		rows: [
			{ title: 'دفعة البضاعة', type: 'حوالة بنكية', amount: 1812000, status: 'بانتظار المراجعة', tone: 'warning', when: '١٢ نيسان ٢٠٢٦، ١٠:٤٢ ص' },
			{ title: 'دفعة الشحن', type: 'الدفع عند الاستلام', amount: 245000, status: 'تعذّر التحصيل', tone: 'danger', when: '١٤ نيسان ٢٠٢٦، ٣:١٥ م' },
		],
		reason: 'السبب: المشتري لم يكن في العنوان (SKU-A12)',
		approve: 'قبول الإيصال',
	},
	en: {
		rows: [
			{ title: 'Goods payment', type: 'Bank transfer', amount: 1812000, status: 'In review', tone: 'warning', when: '12 Apr 2026, 10:42' },
			{ title: 'Logistics payment', type: 'Cash on delivery', amount: 245000, status: 'Not collected', tone: 'danger', when: '14 Apr 2026, 15:15' },
		],
		reason: 'Reason: the buyer was not at the address (SKU-A12)',
		approve: 'Approve slip',
	},
} as const

function Payments({ language, as }: { language: 'ar' | 'en'; as?: 'ul' | 'ol' }) {
	const copy = COPY[language]
	return (
		<RowList.Root as={as}>
			{copy.rows.map((row, index) => (
				<RowList.Item key={row.title}>
					<Stack direction="row" wrap align="center" gap="small">
						<strong>{row.title}</strong>
						{row.type}
						<Price amount={row.amount} size="small" tone="neutral" />
						<Badge tone={row.tone}>{row.status}</Badge>
					</Stack>
					<Text tone="muted">{row.when}</Text>
					{index === 1 ? <Text>{copy.reason}</Text> : null}
					{index === 0 ? (
						<div>
							<Button size="small">{copy.approve}</Button>
						</div>
					) : null}
				</RowList.Item>
			))}
		</RowList.Root>
	)
}

export const Arabic: Story = { globals: IN_ARABIC, render: () => <Payments language="ar" /> }

export const English: Story = { globals: IN_ENGLISH, render: () => <Payments language="en" /> }

function AllStates({ language }: { language: 'ar' | 'en' }) {
	return (
		<Stack gap="xlarge" style={{ maxInlineSize: 420 }}>
			<Payments language={language} />
			<Payments language={language} as="ol" />
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
