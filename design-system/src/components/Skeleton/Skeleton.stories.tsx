import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Skeleton, skeletonShapes } from './Skeleton.tsx'

const meta = {
	title: 'Components/Skeleton',
	component: Skeleton,
	args: { shape: 'block', blockSize: 120 },
	argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

function ProductCardSkeleton() {
	return (
		<Stack gap="small" style={{ inlineSize: 170 }}>
			<Skeleton blockSize={170} />
			<Skeleton shape="text" />
			<Skeleton shape="text" inlineSize="60%" />
		</Stack>
	)
}

/** The text lines end short on the left in Arabic… */
export const Arabic: Story = { globals: IN_ARABIC, render: () => <ProductCardSkeleton /> }

/** …and on the right in English. */
export const English: Story = { globals: IN_ENGLISH, render: () => <ProductCardSkeleton /> }

export const AllStates: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Stack direction="row" gap="large" align="center">
			<Skeleton shape="circle" inlineSize={48} />
			<Skeleton inlineSize={120} blockSize={80} />
			<Stack gap="xsmall" style={{ inlineSize: 200 }}>
				<Skeleton shape="text" />
				<Skeleton shape="text" inlineSize="80%" />
			</Stack>
		</Stack>
	),
}
