import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { FileField } from './FileField.tsx'

const meta = {
	title: 'Forms/FileField',
	component: FileField,
	args: { label: 'اختر صورة جديدة لملفك الشخصي', name: 'avatar', accept: 'image/*', hint: 'JPEG أو PNG أو WebP، حتى 5MB' },
} satisfies Meta<typeof FileField>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { label: 'Choose a new profile photo', hint: 'JPEG, PNG or WebP, up to 5MB' } }

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="large" style={{ maxInlineSize: 420 }}>
			<FileField label={ar ? 'أضف صورًا للمنتج (حتى ٦)' : 'Add photos (up to 6)'} name="a" accept="image/*" multiple />
			<FileField label={ar ? 'صورة الملف الشخصي' : 'Profile photo'} name="b" hint={ar ? 'JPEG أو PNG، حتى 5MB' : 'JPEG or PNG, up to 5MB'} />
			<FileField label={ar ? 'صورة الملف الشخصي' : 'Profile photo'} name="c" error={ar ? 'الصورة أكبر من 5MB' : 'The photo is larger than 5MB'} />
			<FileField label={ar ? 'صورة الملف الشخصي' : 'Profile photo'} name="d" disabled />
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
