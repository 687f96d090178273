import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Box } from '../Box/Box.tsx'
import { Stack, stackAligns, stackDirections, stackJustifies } from './Stack.tsx'

const meta = {
	title: 'Layout/Stack',
	component: Stack,
	args: { gap: 'medium', direction: 'row', align: 'center', justify: 'start' },
	argTypes: {
		direction: { control: 'inline-radio', options: stackDirections },
		align: { control: 'inline-radio', options: stackAligns },
		justify: { control: 'inline-radio', options: stackJustifies },
	},
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

const items = (labels: ReadonlyArray<string>) =>
	labels.map((label) => (
		<Box key={label} background="brandSoft" padding="medium" borderRadius="medium">
			{label}
		</Box>
	))

/** The first child sits at the start: the right in Arabic. */
export const Arabic: Story = { globals: IN_ARABIC, render: (args) => <Stack {...args}>{items(['١ الأول', '٢ الثاني', '٣ SKU-A12'])}</Stack> }

export const English: Story = { globals: IN_ENGLISH, render: (args) => <Stack {...args}>{items(['1 first', '2 second', '3 SKU-A12'])}</Stack> }

export const AllStates: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Stack gap="xlarge">
			{stackJustifies.map((justify) => (
				<Stack key={justify} direction="row" justify={justify} gap="small">
					{items([`${justify} أ`, 'ب', 'ج'])}
				</Stack>
			))}
			<Stack direction="column" gap="small" align="end">
				{items(['عمودي', 'محاذاة إلى النهاية'])}
			</Stack>
			<Stack direction="row" gap="small" wrap>
				{items(['التفاف', 'عناصر كثيرة', 'تنتقل', 'إلى سطر جديد', 'عند الحاجة', 'SKU-A12 أحمر', 'SKU-B7 أزرق'])}
			</Stack>
		</Stack>
	),
}
