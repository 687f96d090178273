import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Icon } from '../Icon/Icon.tsx'
import { VisuallyHidden } from './VisuallyHidden.tsx'

const meta = {
	title: 'Utilities/VisuallyHidden',
	component: VisuallyHidden,
	args: { children: 'أضف SKU-A12 أحمر إلى المفضلة' },
	render: (args) => (
		<button type="button" style={{ minInlineSize: 44, minBlockSize: 44 }}>
			<Icon name="heart" />
			<VisuallyHidden {...args} />
		</button>
	),
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

/** The button shows only a heart; screen readers hear the hidden text. */
export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { children: 'Add SKU-A12 Red to favourites' } }

export const AllStates: Story = { globals: IN_ARABIC }
