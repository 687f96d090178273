import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Chip, chipShapes, chipSizes, chipTones, chipVariants } from './Chip.tsx'

const meta = {
	title: 'Components/Chip',
	component: Chip,
	args: { children: 'إلكترونيات وهواتف ذكية', variant: 'soft', tone: 'neutral', shape: 'pill', size: 'medium' },
	argTypes: variantControls({ variant: chipVariants, tone: chipTones, shape: chipShapes, size: chipSizes }),
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { children: 'Phones and electronics' } }

/** A hot word that mixes scripts, as a link. */
export const HotWordLink: Story = {
	globals: IN_ARABIC,
	args: { tone: 'accent' },
	render: (args) => (
		<Chip {...args} asChild>
			<a href="#search">Galaxy A15 أزرق</a>
		</Chip>
	),
}

/** The values of an SKU attribute: pressed, free, and sold out. */
export const SkuValues: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Stack direction="row" gap="small" wrap>
			<Chip variant="outline" shape="rounded" size="large" aria-pressed>
				أحمر
			</Chip>
			<Chip variant="outline" shape="rounded" size="large" aria-pressed={false}>
				أزرق داكن
			</Chip>
			<Chip variant="outline" shape="rounded" size="large" aria-pressed={false} unavailable aria-disabled>
				XL — نفد
			</Chip>
		</Stack>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const label = language === 'ar' ? 'حقائب نسائية' : 'Handbags'
	return (
		<Stack gap="medium">
			{chipSizes.map((size) => (
				<Stack key={size} gap="xsmall">
					<Text size="xsmall" tone="muted">
						size: {size}
					</Text>
					{chipVariants.map((variant) =>
						chipShapes.map((shape) => (
							<Stack key={`${variant}-${shape}`} direction="row" gap="small" wrap>
								{chipTones.map((tone) => (
									<Chip key={tone} variant={variant} tone={tone} shape={shape} size={size}>
										{label}
									</Chip>
								))}
								<Chip variant={variant} shape={shape} size={size} aria-pressed>
									{label}
								</Chip>
								<Chip variant={variant} shape={shape} size={size} unavailable aria-disabled>
									{label}
								</Chip>
							</Stack>
						)),
					)}
				</Stack>
			))}
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
