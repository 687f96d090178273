import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Textarea } from './Textarea.tsx'

const meta = {
	title: 'Forms/Textarea',
	component: Textarea,
	args: {
		label: 'العنوان التفصيلي (الشارع، المحلة، أقرب نقطة دالة)',
		name: 'addressLine',
		hint: 'مثال: شارع ١٤ رمضان، قرب جامع المنصور، بناية 12B',
	},
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = {
	globals: IN_ENGLISH,
	args: { label: 'Street address', hint: 'Street, area and the nearest landmark' },
}

export const MixedArabicAndLatin: Story = {
	globals: IN_ARABIC,
	args: {
		label: 'ما الذي تبحث عنه؟',
		dir: 'auto',
		rows: 4,
		defaultValue: 'حقيبة جلد طبيعي لون أحمر، موديل 2025، الكمية 500 قطعة، SKU-A12 أو ما يشبهه',
	},
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="large" style={{ maxInlineSize: 420 }}>
			<Textarea label={ar ? 'وصف الطلب' : 'What you need'} name="a" />
			<Textarea label={ar ? 'وصف الطلب' : 'What you need'} name="b" placeholder={ar ? 'المقاس، اللون، الخامة…' : 'Size, colour, material…'} />
			<Textarea label={ar ? 'وصف الطلب' : 'What you need'} name="c" hint={ar ? 'حتى ٥٠٠ حرف' : 'Up to 500 characters'} />
			<Textarea label={ar ? 'وصف الطلب' : 'What you need'} name="d" error={ar ? 'اكتب وصفًا للمنتج الذي تحتاجه' : 'Describe the product you need'} />
			<Textarea label={ar ? 'ملاحظات' : 'Notes'} name="e" defaultValue={ar ? 'لا يمكن التعديل الآن' : 'Cannot be edited now'} disabled />
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
