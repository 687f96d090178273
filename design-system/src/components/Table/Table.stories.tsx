import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Badge } from '../Badge/Badge.tsx'
import { Price } from '../Price/Price.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Table } from './Table.tsx'

const meta = {
	title: 'Components/Table',
	component: Table.Root,
} satisfies Meta<typeof Table.Root>

export default meta
type Story = StoryObj<typeof meta>

const COPY = {
	ar: {
		columns: ['رقم الطلب', 'المشتري', 'الحالة', 'القطع', 'المبلغ'],
		rows: [
			['DJ-20260412-0042', 'أحمد عبد الكريم الجبوري', 'بانتظار الدفع', 'warning', 120, 1812000, '0770 123 4567'],
			['DJ-20260411-0007', 'شركة النهرين للتجارة العامة', 'تم الشحن', 'success', 2400, 48250000, null],
		],
	},
	en: {
		columns: ['Order number', 'Buyer', 'Status', 'Pieces', 'Amount'],
		rows: [
			['DJ-20260412-0042', 'Ahmed Abdulkareem', 'Awaiting payment', 'warning', 120, 1812000, '0770 123 4567'],
			['DJ-20260411-0007', 'Nahrain General Trading Co.', 'Shipped', 'success', 2400, 48250000, null],
		],
	},
} as const

function Orders({ language }: { language: 'ar' | 'en' }) {
	const copy = COPY[language]
	return (
		<Table.Root>
			<Table.Header>
				<Table.Row>
					{copy.columns.map((column, index) => (
						<Table.ColumnHeader key={column} align={index >= 3 ? 'end' : 'start'}>
							{column}
						</Table.ColumnHeader>
					))}
				</Table.Row>
			</Table.Header>
			<Table.Body>
				{copy.rows.map(([number, buyer, status, tone, pieces, amount, phone]) => (
					<Table.Row key={number}>
						<Table.Cell>
							<bdi>{number}</bdi>
						</Table.Cell>
						<Table.Cell nowrap>
							<bdi>{buyer}</bdi>
							{phone ? (
								<Text size="small" tone="muted" dir="ltr">
									{phone}
								</Text>
							) : null}
						</Table.Cell>
						<Table.Cell>
							<Badge tone={tone}>{status}</Badge>
						</Table.Cell>
						<Table.Cell align="end">{pieces.toLocaleString(language === 'ar' ? 'ar-IQ' : 'en-IQ')}</Table.Cell>
						<Table.Cell align="end">
							<Price amount={amount} size="small" tone="neutral" />
						</Table.Cell>
					</Table.Row>
				))}
			</Table.Body>
		</Table.Root>
	)
}

export const Arabic: Story = { globals: IN_ARABIC, render: () => <Orders language="ar" /> }

export const English: Story = { globals: IN_ENGLISH, render: () => <Orders language="en" /> }

/** On a phone the table keeps its columns and scrolls sideways inside its frame. */
function AllStates({ language }: { language: 'ar' | 'en' }) {
	return (
		<Stack gap="xlarge">
			<Orders language={language} />
			<div style={{ maxInlineSize: 360 }}>
				<Orders language={language} />
			</div>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
