import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { TabNav, tabNavVariants } from './TabNav.tsx'

const meta = {
	title: 'Navigation/TabNav',
	component: TabNav.Root,
	args: { label: 'حالة القسائم', variant: 'segmented' },
	argTypes: variantControls({ variant: tabNavVariants }),
} satisfies Meta<typeof TabNav.Root>

export default meta
type Story = StoryObj<typeof meta>

const COUPONS = {
	ar: [
		['متاحة', '١٢'],
		['مستخدمة', '٣'],
		['منتهية الصلاحية', '٠'],
	],
	en: [
		['Available', '12'],
		['Used', '3'],
		['Expired', '0'],
	],
} as const

function Tabs({ language, ...args }: { language: 'ar' | 'en'; label: string; variant?: (typeof tabNavVariants)[number] }) {
	return (
		<TabNav.Root {...args}>
			{COUPONS[language].map(([name, count], index) => (
				<TabNav.Link key={name} href={`#tab-${index}`} active={index === 0}>
					{name}
					<TabNav.Count>{count}</TabNav.Count>
				</TabNav.Link>
			))}
		</TabNav.Root>
	)
}

export const Arabic: Story = { globals: IN_ARABIC, render: (args) => <Tabs {...args} language="ar" /> }

export const English: Story = { globals: IN_ENGLISH, args: { label: 'Coupon status' }, render: (args) => <Tabs {...args} language="en" /> }

/** Favourite groups with Latin names: the row scrolls sideways from the reading edge. */
export const PillsScrollArabic: Story = {
	globals: IN_ARABIC,
	args: { label: 'مجموعات المفضلة', variant: 'pills' },
	render: (args) => (
		<div style={{ maxInlineSize: 340 }}>
			<TabNav.Root {...args}>
				{['الكل', 'أحذية Nike رياضية', 'هواتف Galaxy A15', 'حقائب جلد طبيعي', 'إكسسوارات'].map((name, index) => (
					<TabNav.Link key={name} href={`#g${index}`} active={index === 1}>
						<bdi>{name}</bdi>
						<TabNav.Count>{index * 4 + 2}</TabNav.Count>
					</TabNav.Link>
				))}
			</TabNav.Root>
		</div>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	return (
		<Stack gap="large">
			{tabNavVariants.map((variant) => (
				<Stack key={variant} gap="xsmall">
					<Text size="xsmall" tone="muted">
						variant: {variant}
					</Text>
					<Tabs language={language} variant={variant} label={variant} />
				</Stack>
			))}
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
