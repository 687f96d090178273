import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { ProgressBar } from './ProgressBar.tsx'

const meta = {
	title: 'Components/ProgressBar',
	component: ProgressBar,
	args: { value: 2, max: 3 },
	argTypes: { value: { control: { type: 'range', min: 0, max: 3 } } },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

/** Fills from the right in Arabic. */
export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Stack gap="xsmall">
			<Text id="ar-progress" weight="strong">
				ساعد ٢ من ٣ أصدقاء
			</Text>
			<ProgressBar {...args} aria-labelledby="ar-progress" />
		</Stack>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<Stack gap="xsmall">
			<Text id="en-progress" weight="strong">
				2 of 3 friends helped
			</Text>
			<ProgressBar {...args} aria-labelledby="en-progress" />
		</Stack>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const label = language === 'ar' ? 'الأصدقاء الذين ساعدوا' : 'Friends who helped'
	return (
		<Stack gap="medium">
			{[0, 1, 2, 3, 5].map((value) => (
				<ProgressBar key={value} value={value} max={3} aria-label={label} />
			))}
			<ProgressBar value={0} max={0} aria-label={label} />
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
