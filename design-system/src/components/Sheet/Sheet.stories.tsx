import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { Sheet } from './Sheet.tsx'

const meta = {
	title: 'Components/Sheet',
	component: Sheet.Content,
	args: {
		title: 'تسجيل الدخول أو إنشاء حساب',
		description: 'أدخل رقم هاتفك وسنرسل لك رمز التحقق عبر واتساب',
		closeLabel: SAMPLES.ar.close,
	},
	parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof Sheet.Content>

export default meta
type Story = StoryObj<typeof meta>

function LoginForm({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<form onSubmit={(event) => event.preventDefault()}>
			<Stack gap="medium">
				<TextField label={ar ? 'رقم الهاتف' : 'Phone number'} name="phone" type="tel" startAdornment={<span dir="ltr">+964</span>} />
				<Button type="submit" fullWidth size="large">
					{ar ? 'إرسال الرمز' : 'Send code'}
				</Button>
			</Stack>
		</form>
	)
}

export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Sheet.Root defaultOpen>
			<Sheet.Trigger asChild>
				<Button>تسجيل الدخول</Button>
			</Sheet.Trigger>
			<Sheet.Content {...args}>
				<LoginForm language="ar" />
			</Sheet.Content>
		</Sheet.Root>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	args: {
		title: 'Sign in or create an account',
		description: 'Enter your phone number and we will send a code on WhatsApp',
		closeLabel: SAMPLES.en.close,
	},
	render: (args) => (
		<Sheet.Root defaultOpen>
			<Sheet.Trigger asChild>
				<Button>Sign in</Button>
			</Sheet.Trigger>
			<Sheet.Content {...args}>
				<LoginForm language="en" />
			</Sheet.Content>
		</Sheet.Root>
	),
}

export const ClosedWithTrigger: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Sheet.Root>
			<Sheet.Trigger asChild>
				<Button>اختر اللون والمقاس SKU-A12</Button>
			</Sheet.Trigger>
			<Sheet.Content {...args} title="اختر المواصفات" description={undefined}>
				<Text>{SAMPLES.ar.productTitle}</Text>
			</Sheet.Content>
		</Sheet.Root>
	),
}

export const LongScrollingContent: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Sheet.Root defaultOpen>
			<Sheet.Content {...args} title="شروط الحملة وهدايا الدعوة للأصدقاء في متجر دجلة للجملة" description={undefined}>
				<Stack gap="medium">
					{Array.from({ length: 20 }, (_, index) => (
						<Text key={index}>
							{index + 1}. {SAMPLES.ar.productTitle}
						</Text>
					))}
				</Stack>
			</Sheet.Content>
		</Sheet.Root>
	),
}
