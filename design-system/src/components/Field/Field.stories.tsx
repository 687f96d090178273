import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Field } from './Field.tsx'

const meta = {
	title: 'Forms/Field',
	component: Field,
	args: {
		label: 'اختر صورة جديدة للملف الشخصي',
		hint: 'JPEG أو PNG أو WebP، حتى 5MB',
		children: (control) => <input type="file" accept="image/*" name="avatar" {...control} />,
	},
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { label: 'Choose a new profile photo', hint: 'JPEG, PNG or WebP, up to 5MB' } }

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="large" style={{ maxInlineSize: 420 }}>
			<Field label={ar ? 'صور المنتج المطلوب' : 'Photos of the product'}>{(control) => <input type="file" multiple {...control} />}</Field>
			<Field label={ar ? 'صور المنتج المطلوب' : 'Photos of the product'} hint={ar ? 'حتى ٦ صور' : 'Up to 6 photos'}>
				{(control) => <input type="file" multiple {...control} />}
			</Field>
			<Field
				label={ar ? 'صورة الملف الشخصي' : 'Profile photo'}
				hint={ar ? 'JPEG أو PNG، حتى 5MB' : 'JPEG or PNG, up to 5MB'}
				error={ar ? 'الصورة أكبر من 5MB، اختر صورة أصغر' : 'The photo is larger than 5MB; choose a smaller one'}
			>
				{(control) => <input type="file" {...control} />}
			</Field>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
