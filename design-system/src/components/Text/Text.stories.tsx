import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text, textAligns, textSizes, textTones, textWeights } from './Text.tsx'

const meta = {
	title: 'Components/Text',
	component: Text,
	args: { children: SAMPLES.ar.productTitle },
	argTypes: {
		tone: { control: 'select', options: textTones },
		size: { control: 'inline-radio', options: textSizes },
		weight: { control: 'inline-radio', options: textWeights },
		align: { control: 'inline-radio', options: textAligns },
		lineClamp: { control: { type: 'number', min: 0, max: 4 } },
	},
} satisfies Meta<typeof Text>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { children: SAMPLES.en.productTitle } }

export const ClampedToTwoLines: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<div style={{ maxInlineSize: 220 }}>
			<Text {...args} lineClamp={2} />
		</div>
	),
}

export const TruncatedMixedArabicAndLatin: Story = {
	globals: IN_ARABIC,
	render: () => (
		<div style={{ maxInlineSize: 180 }}>
			<Text truncate>{`${SAMPLES.ar.sku} — ${SAMPLES.ar.productTitle}`}</Text>
		</div>
	),
}

function AllStates({ sample }: { sample: string }) {
	return (
		<Stack gap="medium">
			{textSizes.map((size) => (
				<Text key={size} size={size}>
					{size}: {sample}
				</Text>
			))}
			{textWeights.map((weight) => (
				<Text key={weight} weight={weight}>
					{weight}: {sample}
				</Text>
			))}
			{textTones
				.filter((tone) => tone !== 'onBrand' && tone !== 'inherit')
				.map((tone) => (
					<Text key={tone} tone={tone}>
						{tone}: {sample}
					</Text>
				))}
			<div style={{ background: '#0B6E75', padding: 8 }}>
				<Text tone="onBrand">onBrand: {sample}</Text>
			</div>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates sample={SAMPLES.ar.sku} /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates sample={SAMPLES.en.sku} /> }
