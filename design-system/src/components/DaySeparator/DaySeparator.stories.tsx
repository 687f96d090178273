import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { DaySeparator } from './DaySeparator.tsx'

const meta = {
	title: 'Components/DaySeparator',
	component: DaySeparator,
	args: { label: 'اليوم' },
} satisfies Meta<typeof DaySeparator>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { label: 'Today' } }

/** Today, yesterday, and a date, as a conversation shows them (Arabic digits in Arabic). */
export const AllStatesArabic: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Stack gap="none">
			<DaySeparator label="١٢ نوفمبر ٢٠٢٦" />
			<DaySeparator label="أمس" />
			<DaySeparator label="اليوم" />
		</Stack>
	),
}

export const AllStatesEnglish: Story = {
	globals: IN_ENGLISH,
	render: () => (
		<Stack gap="none">
			<DaySeparator label="Nov 12, 2026" />
			<DaySeparator label="Yesterday" />
			<DaySeparator label="Today" />
		</Stack>
	),
}
