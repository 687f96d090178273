import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES } from '../../story-samples.ts'
import { Card } from '../Card/Card.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { TileGrid } from './TileGrid.tsx'

const meta = {
	title: 'Components/TileGrid',
	component: TileGrid,
	args: { columns: 'responsive' },
	argTypes: { columns: { control: 'inline-radio', options: [2, 3, 'responsive'] } },
} satisfies Meta<typeof TileGrid>

export default meta
type Story = StoryObj<typeof meta>

const tiles = (language: 'ar' | 'en', count = 5) =>
	Array.from({ length: count }, (_, index) => (
		<li key={index}>
			<Card variant="raised" padding="small" gap="xsmall">
				<Text size="small" lineClamp={2}>
					{index % 2 ? SAMPLES[language].short : SAMPLES[language].productTitle}
				</Text>
				<Text size="xsmall" tone="muted">
					{SAMPLES[language].sku}
				</Text>
			</Card>
		</li>
	))

/** Products in rows: the first at the top right in Arabic. */
export const Arabic: Story = { globals: IN_ARABIC, render: (args) => <TileGrid {...args}>{tiles('ar')}</TileGrid> }

export const English: Story = { globals: IN_ENGLISH, render: (args) => <TileGrid {...args}>{tiles('en')}</TileGrid> }

function AllStates({ language }: { language: 'ar' | 'en' }) {
	return (
		<Stack gap="large">
			<TileGrid columns={2}>{tiles(language, 3)}</TileGrid>
			<TileGrid columns={3}>{tiles(language, 4)}</TileGrid>
			<TileGrid>{tiles(language, 6)}</TileGrid>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
