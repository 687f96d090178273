import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES, variantControls } from '../../story-samples.ts'
import { Card } from '../Card/Card.tsx'
import { Chip } from '../Chip/Chip.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Scroller, scrollerItemSizes, scrollerSnaps } from './Scroller.tsx'

const meta = {
	title: 'Components/Scroller',
	component: Scroller,
	args: { itemSize: 'card', snap: 'start', inset: false },
	argTypes: variantControls({ itemSize: scrollerItemSizes, snap: scrollerSnaps }),
	parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Scroller>

export default meta
type Story = StoryObj<typeof meta>

const cards = (language: 'ar' | 'en') =>
	Array.from({ length: 6 }, (_, index) => (
		<li key={index}>
			<Card variant="raised" padding="small" gap="xsmall">
				<Text size="small" lineClamp={2}>
					{SAMPLES[language].productTitle}
				</Text>
				<Text size="xsmall" tone="muted">
					{SAMPLES[language].sku}
				</Text>
			</Card>
		</li>
	))

/** A shelf of cards: the first starts at the right in Arabic and the row scrolls towards the left. */
export const Arabic: Story = { globals: IN_ARABIC, render: (args) => <Scroller {...args}>{cards('ar')}</Scroller> }

export const English: Story = { globals: IN_ENGLISH, render: (args) => <Scroller {...args}>{cards('en')}</Scroller> }

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const words =
		language === 'ar'
			? ['الهواتف والإكسسوارات', 'الأجهزة المنزلية', 'المطبخ', 'ملابس', 'ألعاب', 'SKU-A12']
			: ['Phones', 'Home appliances', 'Kitchen', 'Clothes', 'Toys', 'SKU-A12']
	return (
		<Stack gap="large" paddingBlock="medium">
			<Scroller gap="xsmall" inset>
				{words.map((word) => (
					<li key={word}>
						<Chip variant="outline">{word}</Chip>
					</li>
				))}
			</Scroller>
			<Scroller itemSize="card" snap="start" inset>
				{cards(language)}
			</Scroller>
			<Scroller itemSize="full" snap="always" inset>
				{[1, 2, 3].map((banner) => (
					<li key={banner}>
						<Card variant="flat" tone="muted" padding="large">
							<Text size="large" weight="strong">
								{SAMPLES[language].long} {banner}
							</Text>
						</Card>
					</li>
				))}
			</Scroller>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
