import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Field } from './Field.tsx'

/** Field wires any control the other fields do not cover; here the browser's own date picker. */
const meta = {
	title: 'Forms/Field',
	component: Field,
	args: {
		label: 'أفضل موعد لاستلام الشحنة في بغداد',
		hint: 'نحاول التوصيل في اليوم الذي تختاره أو بعده بيوم',
		children: (control) => <input type="date" name="deliverOn" {...control} />,
	},
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = {
	globals: IN_ENGLISH,
	args: { label: 'Preferred delivery day in Baghdad', hint: 'We aim for that day or the next' },
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	const label = ar ? 'الكمية الشهرية التقريبية (قطعة)' : 'Rough monthly quantity (pieces)'
	return (
		<Stack gap="large" style={{ maxInlineSize: 420 }}>
			<Field label={label}>{(control) => <input type="range" min={0} max={1000} step={50} {...control} />}</Field>
			<Field label={label} hint={ar ? 'من ٠ إلى ١٠٠٠' : 'From 0 to 1,000'}>
				{(control) => <input type="range" min={0} max={1000} step={50} {...control} />}
			</Field>
			<Field label={label} error={ar ? 'اختر كمية أكبر من الحد الأدنى للطلب (٥٠ قطعة)' : 'Choose more than the minimum order (50 pieces)'}>
				{(control) => <input type="range" min={0} max={1000} step={50} defaultValue={0} {...control} />}
			</Field>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
