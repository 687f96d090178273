import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_CHINESE, IN_ENGLISH, IN_KURDISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Price, priceSizes, priceTones } from './Price.tsx'

const meta = {
	title: 'Components/Price',
	component: Price,
	args: { amount: 25000, size: 'standard', tone: 'accent' },
	argTypes: {
		size: { control: 'inline-radio', options: priceSizes },
		tone: { control: 'inline-radio', options: priceTones },
	},
} satisfies Meta<typeof Price>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH }

export const Kurdish: Story = { globals: IN_KURDISH }

export const Chinese: Story = { globals: IN_CHINESE }

export const DiscountedArabic: Story = {
	globals: IN_ARABIC,
	args: { amount: 18500, originalAmount: 25000, amountLabel: 'السعر الحالي', originalLabel: 'السعر السابق', size: 'large' },
}

export const DiscountedEnglish: Story = {
	globals: IN_ENGLISH,
	args: { amount: 18500, originalAmount: 25000, amountLabel: 'Now', originalLabel: 'Was', size: 'large' },
}

/** A price inside Arabic text next to a Latin SKU code keeps its digits and label in order. */
export const InMixedText: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Text>
			سعر SKU-A12 أحمر للكرتونة (٢٤ قطعة): <Price {...args} amount={1234000} /> فقط
		</Text>
	),
}

export const AllStates: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Stack gap="medium">
			{priceSizes.map((size) =>
				priceTones.map((tone) => <Price key={`${size}-${tone}`} amount={1234} originalAmount={1500} size={size} tone={tone} />),
			)}
			<Price amount={0} />
			<Price amount={987654321} size="large" />
		</Stack>
	),
}
