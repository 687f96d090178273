import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES, variantControls } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Heading } from '../Heading/Heading.tsx'
import { Price } from '../Price/Price.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Card, cardGaps, cardPaddings, cardRadii, cardTones, cardVariants } from './Card.tsx'

const meta = {
	title: 'Components/Card',
	component: Card,
	args: { variant: 'outline', tone: 'neutral', padding: 'large', gap: 'medium', radius: 'large' },
	argTypes: variantControls({ variant: cardVariants, tone: cardTones, padding: cardPaddings, gap: cardGaps, radius: cardRadii }),
	parameters: { backgrounds: { disable: true } },
	decorators: [(Story) => <div style={{ background: '#F3F6F7', padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

function Address({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<>
			<Heading level={3}>{ar ? 'زينب حسن Zainab' : 'Zainab Hasan'}</Heading>
			<Text size="small">{ar ? 'شارع ١٤ رمضان، قرب جامع المنصور — بناية 12B' : '14 Ramadan street, near Al-Mansour mosque — building 12B'}</Text>
			<Text size="small" tone="muted">
				{ar ? 'الكرخ، بغداد، العراق' : 'Karkh, Baghdad, Iraq'}
			</Text>
		</>
	)
}

export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Card {...args}>
			<Address language="ar" />
		</Card>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<Card {...args}>
			<Address language="en" />
		</Card>
	),
}

/** The default address: a 2px brand line says it is the chosen one. */
export const ChosenArabic: Story = {
	globals: IN_ARABIC,
	args: { tone: 'brand' },
	render: (args) => (
		<Card {...args}>
			<Address language="ar" />
		</Card>
	),
}

export const AsLinkArabic: Story = {
	globals: IN_ARABIC,
	args: { padding: 'medium' },
	render: (args) => (
		<Card {...args} asChild>
			<a href="#inquiry">
				<Text weight="medium" lineClamp={2}>
					{SAMPLES.ar.productTitle}
				</Text>
				<Price amount={18500} size="small" tone="muted" />
			</a>
		</Card>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="large">
			{cardVariants.map((variant) => (
				<Stack key={variant} gap="small">
					<Text size="small" tone="muted">
						variant: {variant}
					</Text>
					{cardTones.map((tone) => (
						<Card key={tone} variant={variant} tone={tone} gap="small">
							<Text weight="strong">{tone}</Text>
							<Text size="small">{ar ? SAMPLES.ar.long : SAMPLES.en.long}</Text>
						</Card>
					))}
				</Stack>
			))}
			<Card variant="raised" padding="none" radius="medium" clip gap="none">
				<div style={{ aspectRatio: '2 / 1', background: '#E3F3F3' }} />
				<Stack padding="small" gap="xxsmall">
					<Text size="small" lineClamp={2}>
						{ar ? SAMPLES.ar.productTitle : SAMPLES.en.productTitle}
					</Text>
					<Price amount={18500} originalAmount={25000} size="small" />
				</Stack>
			</Card>
			<Card variant="flat" radius="none">
				<Text weight="strong">{ar ? 'مواصفات المنتج' : 'Specifications'}</Text>
				<Button variant="soft" size="small">
					{ar ? SAMPLES.ar.short : SAMPLES.en.short}
				</Button>
			</Card>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
