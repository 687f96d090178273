import { type Meta, type StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { IN_ARABIC, IN_ENGLISH, SAMPLES } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Toast } from './Toast.tsx'
import { toast, toastTones, type ToastOptions } from './toast-store.ts'

const meta = {
	title: 'Components/Toast',
	component: Toast.Viewport,
	args: { label: 'الإشعارات ({hotkey})', closeLabel: SAMPLES.ar.close },
	parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof Toast.Viewport>

export default meta
type Story = StoryObj<typeof meta>

function Demo({ label, closeLabel, toasts }: { label: string; closeLabel: string; toasts: Array<ToastOptions> }) {
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
			<Toast.Viewport label={label} closeLabel={closeLabel} />
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
	args: { label: 'Notifications ({hotkey})', closeLabel: SAMPLES.en.close },
	render: (args) => <Demo label={args.label} closeLabel={args.closeLabel} toasts={ENGLISH_TOASTS} />,
}

const ALL_TONES: Array<ToastOptions> = [
	{ id: 'all-info', title: 'تم نسخ رابط الدعوة، أرسله إلى ثلاثة أصدقاء لفتح سعر المجموعة', tone: 'info' },
	{ id: 'all-success', title: 'تم استلام إيصال التحويل البنكي وسيتم مراجعته خلال ٢٤ ساعة', tone: 'success' },
	{ id: 'all-warning', title: 'الكمية المطلوبة أقل من الحد الأدنى للطلب (١٢ قطعة)', tone: 'warning', description: 'SKU-A12 أحمر' },
	{ id: 'all-danger', title: 'تعذر الاتصال بالخادم، حاول مرة أخرى', tone: 'danger' },
]

export const AllStatesArabic: Story = {
	globals: IN_ARABIC,
	render: (args) => <Demo label={args.label} closeLabel={args.closeLabel} toasts={ALL_TONES} />,
}
