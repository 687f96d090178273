import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Spinner, spinnerSizes } from './Spinner.tsx'

const meta = {
	title: 'Components/Spinner',
	component: Spinner,
	args: { label: 'جارٍ تحميل المنتجات والعروض', size: 'medium' },
	argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { label: 'Loading products' } }

export const AllStates: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
			{spinnerSizes.map((size) => (
				<Spinner key={size} {...args} size={size} />
			))}
			<span style={{ color: '#C2410C' }}>
				<Spinner label={args.label} />
			</span>
		</div>
	),
}
