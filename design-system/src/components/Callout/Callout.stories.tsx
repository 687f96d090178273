import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Callout, calloutSizes, calloutTones, calloutVariants } from './Callout.tsx'

const meta = {
	title: 'Components/Callout',
	component: Callout.Root,
	args: { tone: 'warning', variant: 'soft', size: 'medium' },
	argTypes: variantControls({ tone: calloutTones, variant: calloutVariants, size: calloutSizes }),
} satisfies Meta<typeof Callout.Root>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Callout.Root {...args}>
			<Callout.Icon name="info" />
			<Callout.Text muted>يمكنك حفظ ٢٠ عنوانًا كحد أقصى. احذف عنوانًا قديمًا لإضافة عنوان جديد.</Callout.Text>
		</Callout.Root>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<Callout.Root {...args}>
			<Callout.Icon name="info" />
			<Callout.Text muted>You can keep up to 20 addresses. Delete an old one to add another.</Callout.Text>
		</Callout.Root>
	),
}

/** A question asked in the page (it works without JavaScript): the callout is the form. */
export const ConfirmInPlaceArabic: Story = {
	globals: IN_ARABIC,
	args: { tone: 'danger' },
	render: (args) => (
		<Callout.Root {...args} asChild>
			<form onSubmit={(event) => event.preventDefault()}>
				<Callout.Title role="alert">هل تريد حذف المجموعة «أحذية Nike رياضية»؟</Callout.Title>
				<Callout.Text muted>ستنتقل منتجاتها الـ ١٢ إلى المجموعة الافتراضية.</Callout.Text>
				<Callout.Actions>
					<Button type="submit" tone="danger" size="small" icon="trash">
						نعم، احذفها
					</Button>
					<Button variant="ghost" tone="neutral" size="small">
						إلغاء
					</Button>
				</Callout.Actions>
			</form>
		</Callout.Root>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="medium" style={{ maxInlineSize: 480 }}>
			{calloutVariants.map((variant) =>
				calloutTones.map((tone) => (
					<Callout.Root key={`${variant}-${tone}`} tone={tone} variant={variant}>
						<Callout.Icon name="alert" />
						<Callout.Title>{ar ? `تنبيه (${tone})` : `Notice (${tone})`}</Callout.Title>
						<Callout.Text muted>
							{ar ? 'اختر اللون والمقاس قبل الإضافة إلى السلة، مثل SKU-A12 أحمر.' : 'Choose a colour and size first, e.g. SKU-A12 Red.'}
						</Callout.Text>
					</Callout.Root>
				)),
			)}
			{calloutSizes.map((size) => (
				<Callout.Root key={size} tone="brand" size={size}>
					<Callout.Text muted>{ar ? `مفضلتك محفوظة على هذا الجهاز (${size})` : `Your favourites are kept on this device (${size})`}</Callout.Text>
					<Callout.Actions>
						<Button size="small">{ar ? 'تسجيل الدخول' : 'Sign in'}</Button>
					</Callout.Actions>
				</Callout.Root>
			))}
			<Callout.Root tone="warning">
				<Callout.Text>{ar ? 'سطر واحد بدون أيقونة' : 'One line, no icon'}</Callout.Text>
			</Callout.Root>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
