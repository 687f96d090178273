import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Select } from './Select.tsx'

const PROVINCES_AR = ['بغداد', 'البصرة', 'نينوى', 'أربيل', 'السليمانية', 'النجف الأشرف']
const PROVINCES_EN = ['Baghdad', 'Basra', 'Nineveh', 'Erbil', 'Sulaymaniyah', 'Najaf']

const meta = {
	title: 'Forms/Select',
	component: Select,
	args: {
		label: 'المحافظة التي سيُسلَّم إليها الطلب',
		name: 'provinceId',
		placeholder: 'اختر…',
		children: PROVINCES_AR.map((name) => (
			<option key={name} value={name}>
				{name}
			</option>
		)),
	},
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = {
	globals: IN_ENGLISH,
	args: {
		label: 'Province',
		placeholder: 'Choose…',
		children: PROVINCES_EN.map((name) => (
			<option key={name} value={name}>
				{name}
			</option>
		)),
	},
}

export const MixedArabicAndLatin: Story = {
	globals: IN_ARABIC,
	args: {
		label: 'انقل إلى مجموعة',
		placeholder: undefined,
		children: ['أحذية رياضية Nike', 'هواتف Galaxy A15 128GB', 'المجموعة الافتراضية'].map((name) => (
			<option key={name} value={name}>
				{name}
			</option>
		)),
	},
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	const options = (ar ? PROVINCES_AR : PROVINCES_EN).map((name) => (
		<option key={name} value={name}>
			{name}
		</option>
	))
	const label = ar ? 'المحافظة' : 'Province'
	const placeholder = ar ? 'اختر…' : 'Choose…'
	return (
		<Stack gap="large" style={{ maxInlineSize: 420 }}>
			<Select label={label} name="a" placeholder={placeholder}>
				{options}
			</Select>
			<Select label={label} name="b" defaultValue={ar ? 'البصرة' : 'Basra'} hint={ar ? 'نوصل إلى كل المحافظات' : 'We deliver to every province'}>
				{options}
			</Select>
			<Select label={label} name="c" placeholder={placeholder} error={ar ? 'اختر المحافظة' : 'Choose the province'}>
				{options}
			</Select>
			<Select label={label} name="d" placeholder={placeholder} aria-busy>
				{options}
			</Select>
			<Select label={label} name="e" placeholder={placeholder} disabled>
				{options}
			</Select>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
