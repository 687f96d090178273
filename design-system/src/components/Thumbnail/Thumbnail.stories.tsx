import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES, variantControls } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Thumbnail, thumbnailSizes } from './Thumbnail.tsx'

/** A small inline picture, so the stories need no network. */
const PICTURE =
	'data:image/svg+xml,' +
	encodeURIComponent(
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#E3F3F3"/><circle cx="5" cy="5" r="3" fill="#0B6E75"/></svg>',
	)

const meta = {
	title: 'Components/Thumbnail',
	component: Thumbnail,
	args: { src: PICTURE, alt: '', size: 'large', framed: false },
	argTypes: variantControls({ size: thumbnailSizes }),
} satisfies Meta<typeof Thumbnail>

export default meta
type Story = StoryObj<typeof meta>

/** Beside a cart line's title: the start of the row is the right in Arabic. */
export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Stack direction="row" gap="medium" align="center">
			<Thumbnail {...args} />
			<Text lineClamp={2}>{SAMPLES.ar.productTitle}</Text>
		</Stack>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<Stack direction="row" gap="medium" align="center">
			<Thumbnail {...args} />
			<Text lineClamp={2}>{SAMPLES.en.productTitle}</Text>
		</Stack>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	return (
		<Stack direction="row" gap="medium" align="end" wrap>
			{thumbnailSizes.map((size) => (
				<Thumbnail key={size} src={PICTURE} alt="" size={size} />
			))}
			<Thumbnail src={PICTURE} alt={language === 'ar' ? 'صورتك' : 'Your photo'} size="xlarge" framed />
			<Thumbnail src={null} alt="" size="large" />
			<Thumbnail src={null} alt="" size="small" />
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
