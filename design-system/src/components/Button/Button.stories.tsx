import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { iconNames } from '../Icon/icons.tsx'
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button.tsx'

const meta = {
	title: 'Components/Button',
	component: Button,
	args: { children: SAMPLES.ar.short, variant: 'solid', tone: 'brand', size: 'medium' },
	argTypes: {
		variant: { control: 'inline-radio', options: buttonVariants },
		tone: { control: 'inline-radio', options: buttonTones },
		size: { control: 'inline-radio', options: buttonSizes },
		icon: { control: 'select', options: [undefined, ...iconNames] },
		iconEnd: { control: 'select', options: [undefined, ...iconNames] },
	},
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC, args: { icon: 'cart' } }

export const English: Story = { globals: IN_ENGLISH, args: { children: SAMPLES.en.short, icon: 'cart' } }

export const LongArabicLabelFullWidth: Story = {
	globals: IN_ARABIC,
	args: { children: SAMPLES.ar.long, fullWidth: true, size: 'large', iconEnd: 'chevron-end' },
}

export const MixedArabicAndLatin: Story = {
	globals: IN_ARABIC,
	args: { children: `اطلب ${SAMPLES.ar.sku} × 12`, variant: 'outline' },
}

export const Loading: Story = {
	globals: IN_ARABIC,
	args: { children: 'إرسال الطلب', loading: true, loadingLabel: 'جارٍ إرسال الطلب…' },
}

export const AsLink: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<Button {...args} asChild>
			<a href="#home">Back to home</a>
		</Button>
	),
}

function Grid({ label, language }: { label: string; language: 'ar' | 'en' }) {
	return (
		<Stack gap="large">
			{buttonSizes.map((size) => (
				<Stack key={size} gap="small">
					<Text size="small" tone="muted">
						size: {size}
					</Text>
					{buttonVariants.map((variant) => (
						<Stack key={variant} direction="row" gap="small" wrap align="center">
							{buttonTones.map((tone) => (
								<Button key={tone} variant={variant} tone={tone} size={size}>
									{label}
								</Button>
							))}
							<Button variant={variant} size={size} disabled>
								{label}
							</Button>
							<Button variant={variant} size={size} loading loadingLabel={language === 'ar' ? 'جارٍ التحميل' : 'Loading'}>
								{label}
							</Button>
							<Button variant={variant} size={size} icon="heart">
								{label}
							</Button>
						</Stack>
					))}
				</Stack>
			))}
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <Grid label={SAMPLES.ar.short} language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <Grid label={SAMPLES.en.short} language="en" /> }
