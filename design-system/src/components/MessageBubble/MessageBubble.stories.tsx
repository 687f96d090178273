import { type Meta, type StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { IN_ARABIC, IN_ENGLISH, SAMPLES, variantControls } from '../../story-samples.ts'
import { DaySeparator } from '../DaySeparator/DaySeparator.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { Price } from '../Price/Price.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { MessageBubble, messageBubbleSides } from './MessageBubble.tsx'

/** A small inline picture, so the stories need no network. */
const PICTURE =
	'data:image/svg+xml,' +
	encodeURIComponent(
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#E3F3F3"/><circle cx="20" cy="15" r="8" fill="#0B6E75"/></svg>',
	)

const meta = {
	title: 'Components/MessageBubble',
	component: MessageBubble.Root,
	args: { side: 'other', failed: false },
	argTypes: variantControls({ side: messageBubbleSides }),
	parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MessageBubble.Root>

export default meta
type Story = StoryObj<typeof meta>

/** The other side's message at the start (the right in Arabic); mixed Arabic and Latin keeps its order. */
export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<MessageBubble.Root {...args} meta={<MessageBubble.Meta time={<time>٦:٢٩ م</time>} />}>
			<MessageBubble.Text>مرحبًا، هل يتوفر الموديل SKU-A12 باللون الأسود؟ أحتاج ٤٠ قطعة</MessageBubble.Text>
		</MessageBubble.Root>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<MessageBubble.Root {...args} meta={<MessageBubble.Meta time={<time>6:29 PM</time>} />}>
			<MessageBubble.Text>Hello, is model SKU-A12 available in black? I need 40 pieces.</MessageBubble.Text>
		</MessageBubble.Root>
	),
}

function VoiceDemo({ time }: { time: string }) {
	const [playing, setPlaying] = useState(false)
	return <MessageBubble.Voice playing={playing} progress={playing ? 0.4 : 0} time={time} buttonLabel={time} onToggle={() => setPlaying(!playing)} />
}

const WORDS = {
	ar: {
		today: 'اليوم',
		time: '٦:٢٩ م',
		product: 'منتج',
		order: 'طلب',
		items: 'قيد التجهيز · ٣ منتجات',
		sent: 'أُرسلت',
		read: 'مقروءة',
		waiting: 'بانتظار الاتصال',
		failed: 'لم تُرسل',
		retry: 'إعادة المحاولة',
		remove: 'حذف',
		reply: 'نعم، متوفر. سنرسل لك عرض سعر خلال ساعة.\nالسعر يشمل الشحن إلى بغداد: https://dijla.example/p/A12',
		event: 'شُحن طلبك DJ-2026-00042 بحرًا',
		view: 'عرض الطلب',
		voice: '٠:١٢',
	},
	en: {
		today: 'Today',
		time: '6:29 PM',
		product: 'Product',
		order: 'Order',
		items: 'Preparing · 3 items',
		sent: 'Sent',
		read: 'Read',
		waiting: 'Waiting for a connection',
		failed: 'Not sent',
		retry: 'Try again',
		remove: 'Delete',
		reply: 'Yes, it is available. We will send you a quote within the hour.\nThe price includes shipping to Baghdad: https://dijla.example/p/A12',
		event: 'Your order DJ-2026-00042 was shipped by sea',
		view: 'View order',
		voice: '0:12',
	},
} as const

/** Every kind and state: text with a link, a picture, a voice message, product and order cards, an event, sending, waiting, read, failed. */
function AllStates({ language }: { language: 'ar' | 'en' }) {
	const t = WORDS[language]
	const time = <time>{t.time}</time>
	const status = (icon: 'check' | 'clock' | 'alert', words: string) => (
		<>
			<Icon name={icon} size="small" />
			<span>{words}</span>
		</>
	)
	return (
		<Stack gap="none">
			<DaySeparator label={t.today} />
			<MessageBubble.Root side="own" meta={<MessageBubble.Meta time={time} status={status('check', t.read)} />}>
				<MessageBubble.Text>{SAMPLES[language].productTitle}</MessageBubble.Text>
			</MessageBubble.Root>
			<MessageBubble.Root side="own" meta={<MessageBubble.Meta time={time} status={status('check', t.sent)} />}>
				<MessageBubble.Card image={PICTURE} label={t.product} title={SAMPLES[language].productTitle}>
					<Price amount={75500} size="small" />
				</MessageBubble.Card>
			</MessageBubble.Root>
			<MessageBubble.Root side="other" meta={<MessageBubble.Meta time={time} />}>
				<MessageBubble.Text>
					{t.reply.split('https://')[0]}
					<a href="https://dijla.example/p/A12">https://dijla.example/p/A12</a>
				</MessageBubble.Text>
			</MessageBubble.Root>
			<MessageBubble.Event icon="info" time={time} action={<a href="#order">{t.view}</a>}>
				{t.event}
			</MessageBubble.Event>
			<MessageBubble.Root side="other" meta={<MessageBubble.Meta time={time} />}>
				<MessageBubble.Picture src={PICTURE} alt="" width={240} height={180} href={PICTURE} />
			</MessageBubble.Root>
			<MessageBubble.Root side="own" meta={<MessageBubble.Meta time={time} status={status('clock', t.waiting)} />}>
				<VoiceDemo time={t.voice} />
			</MessageBubble.Root>
			<MessageBubble.Root side="own" meta={<MessageBubble.Meta time={time} status={status('check', t.sent)} />}>
				<MessageBubble.Card image={PICTURE} label={t.order} title="DJ-2026-00042" titleDir="ltr" detail={t.items}>
					<Price amount={1250000} size="small" />
				</MessageBubble.Card>
			</MessageBubble.Root>
			<MessageBubble.Root
				side="own"
				failed
				meta={
					<MessageBubble.Meta
						failed
						time={time}
						status={
							<>
								{status('alert', t.failed)}
								<MessageBubble.MetaAction>{t.retry}</MessageBubble.MetaAction>
								<MessageBubble.MetaAction>{t.remove}</MessageBubble.MetaAction>
							</>
						}
					/>
				}
			>
				<MessageBubble.Text>{SAMPLES[language].long}</MessageBubble.Text>
			</MessageBubble.Root>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
