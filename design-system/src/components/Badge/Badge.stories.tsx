import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Badge, badgeShapes, badgeSizes, badgeTones, badgeVariants } from './Badge.tsx'

const meta = {
	title: 'Components/Badge',
	component: Badge,
	args: { children: 'العنوان الافتراضي', tone: 'brand', variant: 'solid', shape: 'pill', size: 'small' },
	argTypes: variantControls({ tone: badgeTones, variant: badgeVariants, shape: badgeShapes, size: badgeSizes }),
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { children: 'Default' } }

/** An SKU's values as a tag: Latin codes inside Arabic keep their order. */
export const MixedArabicAndLatin: Story = {
	globals: IN_ARABIC,
	args: { children: 'أحمر · XL · SKU-A12', tone: 'neutral', variant: 'soft', shape: 'tag', size: 'medium' },
}

export const LongLabelWraps: Story = {
	globals: IN_ARABIC,
	args: { children: 'هاتف ذكي Galaxy A15 بذاكرة 128GB ولون أزرق داكن، مناسب للبيع بالجملة', tone: 'brand', variant: 'soft', wrap: true },
	decorators: [(Story) => <div style={{ maxInlineSize: 220 }}>{Story()}</div>],
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const label = language === 'ar' ? 'تم عرض السعر' : 'Quoted'
	return (
		<Stack gap="medium">
			{badgeShapes.map((shape) =>
				badgeSizes.map((size) => (
					<Stack key={`${shape}-${size}`} gap="xsmall">
						<Text size="xsmall" tone="muted">
							{shape} · {size}
						</Text>
						{badgeVariants.map((variant) => (
							<Stack key={variant} direction="row" gap="small" wrap>
								{badgeTones.map((tone) => (
									<Badge key={tone} tone={tone} variant={variant} shape={shape} size={size} icon={tone === 'brand' ? 'check' : undefined}>
										{label}
									</Badge>
								))}
							</Stack>
						))}
					</Stack>
				)),
			)}
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
