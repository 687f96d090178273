import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { Toolbar } from './Toolbar.tsx'

const meta = {
	title: 'Layout/Toolbar',
	component: Toolbar.Root,
} satisfies Meta<typeof Toolbar.Root>

export default meta
type Story = StoryObj<typeof meta>

const COPY = {
	ar: {
		search: 'ابحث برقم الطلب أو اسم المشتري أو رقم الهاتف',
		placeholder: 'DJ-20260412-0042 أو 0770…',
		submit: 'بحث',
		tracking: 'رقم التتبع لدى شركة الشحن',
		save: 'حفظ رقم التتبع',
		reason: 'سبب رفض الإيصال (يقرؤه المشتري)',
		reject: 'رفض',
		error: 'اكتب السبب ليعرف المشتري ما يصلحه',
	},
	en: {
		search: 'Search by order number, buyer name or phone',
		placeholder: 'DJ-20260412-0042 or 0770…',
		submit: 'Search',
		tracking: 'Carrier tracking number',
		save: 'Save tracking number',
		reason: 'Why the slip is rejected (the buyer reads it)',
		reject: 'Reject',
		error: 'Write the reason so the buyer knows what to fix',
	},
} as const

function Toolbars({ language }: { language: 'ar' | 'en' }) {
	const copy = COPY[language]
	return (
		<Stack gap="xlarge">
			<Toolbar.Root role="search">
				<Toolbar.Grow>
					<TextField type="search" name="q" label={copy.search} placeholder={copy.placeholder} dir="auto" />
				</Toolbar.Grow>
				<Button icon="search">{copy.submit}</Button>
			</Toolbar.Root>
			<Toolbar.Root>
				<Toolbar.Grow>
					<TextField name="logisticsNumber" label={copy.tracking} defaultValue="YT2404123456789" dir="ltr" />
				</Toolbar.Grow>
				<Button variant="soft">{copy.save}</Button>
			</Toolbar.Root>
			<Toolbar.Root>
				<Toolbar.Grow>
					<TextField name="reason" label={copy.reason} error={copy.error} />
				</Toolbar.Grow>
				<Button size="small" tone="danger" variant="outline">
					{copy.reject}
				</Button>
			</Toolbar.Root>
		</Stack>
	)
}

export const Arabic: Story = { globals: IN_ARABIC, render: () => <Toolbars language="ar" /> }

export const English: Story = { globals: IN_ENGLISH, render: () => <Toolbars language="en" /> }

/** A phone's width: the button wraps under the field. */
export const AllStatesArabic: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Stack gap="xlarge">
			<Toolbars language="ar" />
			<div style={{ maxInlineSize: 320 }}>
				<Toolbars language="ar" />
			</div>
		</Stack>
	),
}

export const AllStatesEnglish: Story = {
	globals: IN_ENGLISH,
	render: () => (
		<Stack gap="xlarge">
			<Toolbars language="en" />
			<div style={{ maxInlineSize: 320 }}>
				<Toolbars language="en" />
			</div>
		</Stack>
	),
}
