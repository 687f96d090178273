import { type Meta, type StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { QuantityStepper, quantityStepperSizes } from './QuantityStepper.tsx'

const meta = {
	title: 'Forms/QuantityStepper',
	component: QuantityStepper.Root,
	args: { size: 'small', invalid: false },
	argTypes: variantControls({ size: quantityStepperSizes }),
} satisfies Meta<typeof QuantityStepper.Root>

export default meta
type Story = StoryObj<typeof meta>

function Live({
	language,
	minimum = 12,
	stock = 40,
	...args
}: {
	language: 'ar' | 'en'
	minimum?: number
	stock?: number
	size?: 'small' | 'medium'
	invalid?: boolean
}) {
	const ar = language === 'ar'
	const [quantity, setQuantity] = useState(minimum)
	return (
		<QuantityStepper.Root {...args}>
			<QuantityStepper.Decrease
				label={ar ? 'إنقاص الكمية' : 'Decrease quantity'}
				disabled={quantity <= minimum}
				onClick={() => setQuantity(quantity - 1)}
			/>
			<QuantityStepper.Input
				aria-label={ar ? 'كمية حقيبة SKU-A12 أحمر' : 'Quantity of bag SKU-A12 Red'}
				min={minimum}
				max={stock}
				value={quantity}
				onChange={(event) => setQuantity(Number(event.currentTarget.value))}
			/>
			<QuantityStepper.Increase
				label={ar ? 'زيادة الكمية' : 'Increase quantity'}
				disabled={quantity >= stock}
				onClick={() => setQuantity(quantity + 1)}
			/>
		</QuantityStepper.Root>
	)
}

export const Arabic: Story = { globals: IN_ARABIC, render: (args) => <Live {...args} language="ar" /> }

export const English: Story = { globals: IN_ENGLISH, render: (args) => <Live {...args} language="en" /> }

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="medium">
			{quantityStepperSizes.map((size) => (
				<Stack key={size} direction="row" gap="medium" align="center" wrap>
					<Text size="xsmall" tone="muted">
						{size}
					</Text>
					<Live language={language} size={size} />
					<Live language={language} size={size} invalid />
					<Live language={language} size={size} minimum={1} stock={1} />
				</Stack>
			))}
			<Text size="small" tone="danger">
				{ar ? 'الحد الأدنى للطلب ١٢ قطعة' : 'The minimum order is 12 pieces'}
			</Text>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
