import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_CHINESE, IN_ENGLISH, IN_KURDISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Heading, headingLevels, headingTones } from './Heading.tsx'

const meta = {
	title: 'Components/Heading',
	component: Heading,
	args: { level: 1, children: 'عروض الجملة الأسبوعية على الإلكترونيات والأجهزة المنزلية' },
	argTypes: { level: { control: 'inline-radio', options: headingLevels }, tone: { control: 'inline-radio', options: headingTones } },
} satisfies Meta<typeof Heading>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { children: 'Weekly wholesale deals on electronics and home appliances' } }

export const Truncated: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<div style={{ maxInlineSize: 240 }}>
			<Heading {...args} level={3} truncate />
		</div>
	),
}

/** A section's title inside a card: an `h2` in the outline, the size of level 4, the strong tone. */
export const SectionTitleArabic: Story = { globals: IN_ARABIC, args: { level: 4, as: 'h2', tone: 'strong', children: 'معلومات الطلب' } }
export const SectionTitleEnglish: Story = { globals: IN_ENGLISH, args: { level: 4, as: 'h2', tone: 'strong', children: 'Order information' } }

function AllLevels({ text }: { text: string }) {
	return (
		<Stack gap="medium">
			{headingLevels.map((level) => (
				<Heading key={level} level={level}>
					{level} — {text}
				</Heading>
			))}
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllLevels text="هدايا مجانية SKU-A12" /> }
export const AllStatesKurdish: Story = { globals: IN_KURDISH, render: () => <AllLevels text="دیاری بەخۆڕایی" /> }
export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllLevels text="Free gifts SKU-A12" /> }
export const AllStatesChinese: Story = { globals: IN_CHINESE, render: () => <AllLevels text="免费礼品 SKU-A12" /> }
