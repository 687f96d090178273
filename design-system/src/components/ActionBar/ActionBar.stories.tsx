import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Price } from '../Price/Price.tsx'
import { Select } from '../Select/Select.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { ActionBar, actionBarAligns, actionBarInsets } from './ActionBar.tsx'

const meta = {
	title: 'Layout/ActionBar',
	component: ActionBar,
	args: { align: 'center', inset: 'large' },
	argTypes: variantControls({ align: actionBarAligns, inset: actionBarInsets }),
	decorators: [(Story) => <div style={{ minBlockSize: 240, display: 'flex', flexDirection: 'column', background: '#F3F6F7' }}>{Story()}</div>],
} satisfies Meta<typeof ActionBar>

export default meta
type Story = StoryObj<typeof meta>

function Checkout({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<>
			<Stack gap="xxsmall" style={{ flex: 1, minInlineSize: 0 }}>
				<Text size="small" tone="muted">
					{ar ? 'الإجمالي (٢٤ قطعة)' : 'Total (24 pieces)'}
				</Text>
				<Price amount={1812000} size="large" />
			</Stack>
			<Button size="large">{ar ? 'إتمام الطلب (٣)' : 'Check out (3)'}</Button>
		</>
	)
}

export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<ActionBar {...args}>
			<Checkout language="ar" />
		</ActionBar>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<ActionBar {...args}>
			<Checkout language="en" />
		</ActionBar>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="xlarge">
			<ActionBar inset="large">
				<Checkout language={language} />
			</ActionBar>
			<ActionBar inset="medium">
				<Button variant="outline" style={{ flex: 1 }}>
					{ar ? 'أضف إلى السلة' : 'Add to cart'}
				</Button>
				<Button style={{ flex: 1 }}>{ar ? 'اشترِ الآن' : 'Buy now'}</Button>
			</ActionBar>
			<ActionBar align="end" inset="medium">
				<Select label={ar ? 'انقل إلى مجموعة' : 'Move to group'} style={{ minInlineSize: 140 }}>
					<option>{ar ? 'أحذية Nike رياضية' : 'Nike trainers'}</option>
				</Select>
				<Button variant="soft">{ar ? 'نقل' : 'Move'}</Button>
				<Button tone="danger" icon="trash">
					{ar ? 'حذف المحدد' : 'Delete selected'}
				</Button>
			</ActionBar>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
