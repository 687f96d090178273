import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Text } from '../Text/Text.tsx'
import { Icon, iconSizes } from './Icon.tsx'
import { directionalIcons, iconNames } from './icons.tsx'

const meta = {
	title: 'Components/Icon',
	component: Icon,
	args: { name: 'cart', size: 'medium' },
	argTypes: {
		name: { control: 'select', options: iconNames },
		size: { control: 'inline-radio', options: iconSizes },
	},
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH }

function Gallery() {
	return (
		<div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 12 }}>
			{iconNames.map((name) => (
				<figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 6, padding: 8 }}>
					<Icon name={name} size="large" />
					<Text as="figcaption" size="xsmall" tone="muted">
						{name}
						{(directionalIcons as ReadonlyArray<string>).includes(name) ? ' ↔' : ''}
					</Text>
				</figure>
			))}
		</div>
	)
}

/** Every icon; ↔ marks directional icons, which mirror in right-to-left. */
export const AllIconsArabic: Story = { globals: IN_ARABIC, render: () => <Gallery /> }

export const AllIconsEnglish: Story = { globals: IN_ENGLISH, render: () => <Gallery /> }

export const AllSizes: Story = {
	globals: IN_ARABIC,
	render: () => (
		<div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
			{iconSizes.map((size) => (
				<Icon key={size} name="chevron-start" size={size} />
			))}
		</div>
	),
}
