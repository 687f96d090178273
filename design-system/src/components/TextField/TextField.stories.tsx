import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Icon } from '../Icon/Icon.tsx'
import { IconButton } from '../IconButton/IconButton.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { TextField } from './TextField.tsx'

const meta = {
	title: 'Components/TextField',
	component: TextField,
	args: { label: 'رقم الهاتف', name: 'phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = {
	globals: IN_ARABIC,
	args: { hint: 'سنرسل رمز التحقق عبر واتساب', startAdornment: <span dir="ltr">+964</span> },
}

export const English: Story = {
	globals: IN_ENGLISH,
	args: { label: 'Phone number', hint: 'We will send a code on WhatsApp', startAdornment: '+964' },
}

export const WithError: Story = {
	globals: IN_ARABIC,
	args: { defaultValue: '0770', error: 'رقم الهاتف غير صحيح، يجب أن يتكون من ١١ رقمًا ويبدأ بـ 07' },
}

export const SearchWithMixedText: Story = {
	globals: IN_ARABIC,
	args: {
		label: 'ابحث عن منتج أو رمز SKU',
		name: 'keyword',
		type: 'search',
		defaultValue: 'SKU-A12 أحمر',
		startAdornment: <Icon name="search" size="small" />,
		endAdornment: <IconButton icon="camera" label="البحث بالصورة" size="small" />,
	},
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="large" style={{ maxInlineSize: 420 }}>
			<TextField label={ar ? 'الاسم الكامل' : 'Full name'} name="name" />
			<TextField label={ar ? 'الاسم الكامل' : 'Full name'} name="name2" placeholder={ar ? 'مثال: أحمد علي' : 'e.g. Ahmed Ali'} />
			<TextField
				label={ar ? 'العنوان' : 'Address'}
				name="address"
				hint={ar ? 'المحافظة، المنطقة، أقرب نقطة دالة' : 'Province, area, nearest landmark'}
			/>
			<TextField
				label={ar ? 'كلمة المرور' : 'Password'}
				name="password"
				type="password"
				defaultValue="secret"
				error={ar ? 'كلمة المرور قصيرة جدًا' : 'The password is too short'}
				endAdornment={<IconButton icon="eye" label={ar ? 'إظهار كلمة المرور' : 'Show password'} size="small" />}
			/>
			<TextField label={ar ? 'رمز القسيمة' : 'Coupon code'} name="coupon" defaultValue="DIJLA-2025" disabled />
			<TextField label={ar ? 'الكمية' : 'Quantity'} name="quantity" type="number" defaultValue={12} endAdornment={ar ? 'قطعة' : 'pcs'} />
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
