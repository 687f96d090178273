import { type Meta, type StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Toast } from './Toast.tsx'
import { toast, toastTones, type ToastOptions } from './toast-store.ts'

const meta = {
	title: 'Components/Toast',
	component: Toast.Viewport,
	args: { label: 'الإشعارات ({hotkey})', closeLabel: 'إغلاق الإشعار' },
	parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof Toast.Viewport>

export default meta
type Story = StoryObj<typeof meta>

function Demo({
	label,
	closeLabel,
	toasts,
	offsetBlockStart,
}: {
	label: string
	closeLabel: string
	toasts: Array<ToastOptions>
	offsetBlockStart?: number
}) {
	useEffect(() => {
		for (const options of toasts) toast({ ...options, duration: 600_000 })
		return () => toast.dismiss()
	}, [toasts])
	return (
		<Toast.Provider label={label}>
			<Stack direction="row" gap="small" wrap>
				{toastTones.map((tone) => (
					<Button key={tone} variant="soft" onClick={() => toast({ title: `${tone}: ${toasts[0]?.title ?? ''}`, tone })}>
						{tone}
					</Button>
				))}
			</Stack>
			<Toast.Viewport label={label} closeLabel={closeLabel} offsetBlockStart={offsetBlockStart} />
		</Toast.Provider>
	)
}

const ARABIC_TOASTS: Array<ToastOptions> = [{ id: 'ar-added', title: 'تمت إضافة SKU-A12 أحمر إلى السلة', tone: 'success' }]

const ENGLISH_TOASTS: Array<ToastOptions> = [{ id: 'en-added', title: 'SKU-A12 Red was added to your cart', tone: 'success' }]

export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => <Demo label={args.label} closeLabel={args.closeLabel} toasts={ARABIC_TOASTS} />,
}

export const English: Story = {
	globals: IN_ENGLISH,
	args: { label: 'Notifications ({hotkey})', closeLabel: 'Close notification' },
	render: (args) => <Demo label={args.label} closeLabel={args.closeLabel} toasts={ENGLISH_TOASTS} />,
}

const WARNING_TOASTS: Array<ToastOptions> = [
	{ id: 'warning', title: 'الكمية المطلوبة أقل من الحد الأدنى للطلب (١٢ قطعة)', tone: 'warning', description: 'SKU-A12 أحمر' },
]

/** A title and a description; the buttons raise one toast of each tone, each replacing the one showing. */
export const WarningArabic: Story = {
	globals: IN_ARABIC,
	render: (args) => <Demo label={args.label} closeLabel={args.closeLabel} toasts={WARNING_TOASTS} />,
}

const DANGER_TOASTS: Array<ToastOptions> = [{ id: 'danger', title: 'تعذر الاتصال بالخادم، حاول مرة أخرى', tone: 'danger' }]

export const DangerArabic: Story = {
	globals: IN_ARABIC,
	render: (args) => <Demo label={args.label} closeLabel={args.closeLabel} toasts={DANGER_TOASTS} />,
}

/** Raising four toasts shows only the last: one toast at a time, never a pile over the page. */
const FOUR_TOASTS: Array<ToastOptions> = [
	{ id: 'four-info', title: 'تم نسخ رابط الدعوة، أرسله إلى ثلاثة أصدقاء لفتح سعر المجموعة', tone: 'info' },
	{ id: 'four-success', title: 'تمت إضافة SKU-A12 أحمر إلى السلة', tone: 'success' },
	{ id: 'four-warning', title: 'الكمية المطلوبة أقل من الحد الأدنى للطلب (١٢ قطعة)', tone: 'warning' },
	{ id: 'four-placed', title: 'تم إرسال الطلب', tone: 'success' },
]

export const OneAtATimeArabic: Story = {
	globals: IN_ARABIC,
	render: (args) => <Demo label={args.label} closeLabel={args.closeLabel} toasts={FOUR_TOASTS} />,
}

/** Below the page's top bar (`offsetBlockStart`): its back button stays in sight and can be tapped. */
export const BelowTopBarArabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<>
			<header
				style={{
					position: 'fixed',
					insetBlockStart: 0,
					insetInline: 0,
					blockSize: 52,
					display: 'flex',
					alignItems: 'center',
					justifyContent: 'center',
					borderBlockEnd: '1px solid #ddd',
					background: '#fff',
				}}
			>
				{'→ رجوع'}
			</header>
			<div style={{ paddingBlockStart: 64 }}>
				<Demo label={args.label} closeLabel={args.closeLabel} toasts={ARABIC_TOASTS} offsetBlockStart={52} />
			</div>
		</>
	),
}
