import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES } from '../../story-samples.ts'
import { Text } from '../Text/Text.tsx'
import { Box } from './Box.tsx'

const meta = {
	title: 'Layout/Box',
	component: Box,
	args: {
		padding: 'large',
		background: 'brandSoft',
		borderRadius: 'large',
		paddingInlineStart: 'xxlarge',
	},
} satisfies Meta<typeof Box>

export default meta
type Story = StoryObj<typeof meta>

/** paddingInlineStart is on the right in Arabic… */
export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Box {...args}>
			<Text>{SAMPLES.ar.productTitle}</Text>
		</Box>
	),
}

/** …and on the left in English. */
export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<Box {...args}>
			<Text>{SAMPLES.en.productTitle}</Text>
		</Box>
	),
}

export const AllStates: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Box display="flex" flexDirection="column" gap="medium">
			{(['surface', 'surfaceSunken', 'brandSoft', 'accentSoft', 'dangerSoft', 'successSoft', 'warningSoft'] as const).map((background) => (
				<Box key={background} background={background} padding="medium" borderRadius="medium" boxShadow="small">
					<Text>
						{background} — {SAMPLES.ar.sku}
					</Text>
				</Box>
			))}
			<Box as="section" background="brand" color="textOnBrand" padding="large" borderRadius="large" textAlign="center">
				{SAMPLES.ar.long}
			</Box>
		</Box>
	),
}
