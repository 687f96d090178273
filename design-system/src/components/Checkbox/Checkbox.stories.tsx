import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Checkbox, choiceSizes, choiceTones, choiceVariants } from './Checkbox.tsx'

const meta = {
	title: 'Forms/Checkbox',
	component: Checkbox,
	args: {
		label: 'اجعله عنواني الافتراضي للتوصيل',
		description: 'يُختار تلقائيًا عند إتمام كل طلب جديد',
		name: 'isDefault',
		variant: 'plain',
		tone: 'brand',
		size: 'medium',
	},
	argTypes: variantControls({ variant: choiceVariants, tone: choiceTones, size: choiceSizes }),
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = {
	globals: IN_ENGLISH,
	args: { label: 'Make this my default address', description: 'Chosen for every new order' },
}

/** Agreeing to something that cannot be undone. */
export const DangerCardArabic: Story = {
	globals: IN_ARABIC,
	args: { variant: 'card', tone: 'danger', label: 'قرأتُ الإشعار وأوافق على شروط حذف الحساب', description: undefined, name: 'agree' },
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	const label = ar ? 'تضمين صورتي من البحث (IMG_2025.jpg)' : 'Include my photo from the search (IMG_2025.jpg)'
	return (
		<Stack gap="medium" style={{ maxInlineSize: 420 }}>
			{choiceVariants.map((variant) =>
				choiceTones.map((tone) => (
					<Stack key={`${variant}-${tone}`} direction={variant === 'chip' ? 'row' : 'column'} gap="small" wrap>
						<Checkbox variant={variant} tone={tone} label={label} name={`${variant}-${tone}`} />
						<Checkbox variant={variant} tone={tone} label={label} name={`${variant}-${tone}-on`} defaultChecked />
						<Checkbox
							variant={variant}
							tone={tone}
							label={label}
							description={ar ? 'سطر توضيحي' : 'A line of explanation'}
							name={`${variant}-${tone}-d`}
						/>
						<Checkbox variant={variant} tone={tone} label={label} name={`${variant}-${tone}-x`} disabled />
						<Checkbox variant={variant} tone={tone} label={label} name={`${variant}-${tone}-i`} aria-invalid />
					</Stack>
				)),
			)}
			<Stack direction="row" gap="medium">
				{choiceSizes.map((size) => (
					<Checkbox key={size} size={size} aria-label={ar ? 'اختر المنتج' : 'Choose the product'} defaultChecked />
				))}
			</Stack>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
