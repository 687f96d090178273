import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { IconCircle, iconCircleSizes, iconCircleTones } from './IconCircle.tsx'

const meta = {
	title: 'Components/IconCircle',
	component: IconCircle,
	args: { name: 'camera', size: 'large', tone: 'brand' },
	argTypes: variantControls({ size: iconCircleSizes, tone: iconCircleTones }),
} satisfies Meta<typeof IconCircle>

export default meta
type Story = StoryObj<typeof meta>

/** At the start of an entry: the right in Arabic. */
export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Stack direction="row" align="center" gap="medium">
			<IconCircle {...args} />
			<Text weight="strong">ابحث بالصورة عن منتجات مشابهة</Text>
		</Stack>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<Stack direction="row" align="center" gap="medium">
			<IconCircle {...args} />
			<Text weight="strong">Search by photo for similar products</Text>
		</Stack>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	return (
		<Stack gap="medium">
			{iconCircleTones.map((tone) => (
				<Stack key={tone} direction="row" align="center" gap="medium">
					{iconCircleSizes.map((size) => (
						<IconCircle key={size} name={language === 'ar' ? 'share' : 'gift'} size={size} tone={tone} />
					))}
				</Stack>
			))}
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
