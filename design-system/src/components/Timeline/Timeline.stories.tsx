import { type Meta, type StoryObj } from '@storybook/react-vite'
import { useCallback, useMemo, useRef, useState } from 'react'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Box } from '../Box/Box.tsx'
import { Text } from '../Text/Text.tsx'
import { Timeline, type TimelineEntry, type TimelineHandle, TimelinePill } from './Timeline.tsx'

/*
 * A conversation of 10,000 messages over 90 days, buyer and support, short and long, Arabic or English with Latin
 * codes and prices mixed in, a picture now and then and an event line: the newest 200 first, older pages of 50
 * put in front as the reader scrolls up (after a short wait, as over a network), without moving what is read.
 */

type Message = TimelineEntry & { text: string; from: 'buyer' | 'support' }

const TOTAL = 10_000
const FIRST_PAGE = 200
const PAGE = 50

const WORDS = {
	ar: {
		buyer: ['هل يتوفر هذا المنتج باللون الأسود؟', 'أحتاج ٢٠٠ قطعة من الموديل SKU-A12 أحمر', 'متى يصل الشحن البحري إلى البصرة؟', 'شكرًا لكم'],
		support: [
			'نعم، متوفر في المستودع.',
			'السعر للقطعة ٤٬٥٠٠ د.ع عند طلب ٥٠ قطعة أو أكثر، والشحن البحري يستغرق من ٣٠ إلى ٤٥ يومًا حسب الميناء.',
			'أرسلت لك عرض السعر في المحادثة.',
		],
		event: 'ساعدك صديق في حملة الهدية المجانية (٢ من ٣)',
		picture: 'صورة',
		label: 'الرسائل',
		newer: 'رسائل جديدة',
	},
	en: {
		buyer: ['Do you have this in black?', 'I need 200 pieces of SKU-A12 Red', 'When does sea freight reach Basra?', 'Thank you'],
		support: [
			'Yes, it is in stock.',
			'The unit price is IQD 4,500 from 50 pieces, and sea freight takes 30 to 45 days depending on the port.',
			'I sent you the quote in the chat.',
		],
		event: 'A friend helped with your free gift (2 of 3)',
		picture: 'Photo',
		label: 'Messages',
		newer: 'New messages',
	},
} as const

function conversation(language: 'ar' | 'en'): Message[] {
	const words = WORDS[language]
	const start = Date.UTC(2026, 7, 28, 6)
	return Array.from({ length: TOTAL }, (_, index) => {
		const at = new Date(start + Math.floor((index / TOTAL) * 90 * 24 * 60 * 60 * 1000))
		const from = index % 3 === 0 ? 'support' : 'buyer'
		const kind = index % 97 === 0 ? 'event' : index % 41 === 0 ? 'picture' : 'text'
		const pool = words[from]
		return {
			key: `m${index}`,
			day: at.toISOString().slice(0, 10),
			kind,
			own: from === 'buyer',
			from,
			text: `${pool[index % pool.length]} (${index + 1})`,
		}
	})
}

function Bubble({ message }: { message: Message }) {
	return (
		<Box style={{ display: 'flex', justifyContent: message.own ? 'flex-end' : 'flex-start', paddingInline: 16, paddingBlock: 3 }}>
			<Box
				style={{
					maxInlineSize: '78%',
					padding: '8px 12px',
					borderRadius: 16,
					background: message.own ? '#E3F3F3' : '#FFFFFF',
					border: '1px solid #D3DAE0',
				}}
			>
				<Text size="small">{message.text}</Text>
			</Box>
		</Box>
	)
}

function Story({ language }: { language: 'ar' | 'en' }) {
	const all = useMemo(() => conversation(language), [language])
	const words = WORDS[language]
	const [from, setFrom] = useState(TOTAL - FIRST_PAGE)
	const [loading, setLoading] = useState(false)
	const [atBottom, setAtBottom] = useState(true)
	const timeline = useRef<TimelineHandle>(null)
	const entries = useMemo(() => all.slice(from), [all, from])
	const loadOlder = useCallback(() => {
		setLoading(true)
		setTimeout(() => {
			setFrom((current) => Math.max(0, current - PAGE))
			setLoading(false)
		}, 400)
	}, [])
	const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-IQ' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
	const slots = useMemo(
		() => ({
			event: () => (
				<Box style={{ textAlign: 'center', paddingBlock: 6 }}>
					<Text size="xsmall" tone="muted">
						{words.event}
					</Text>
				</Box>
			),
			picture: (message: Message) => <Bubble message={{ ...message, text: `🖼 ${words.picture} — ${message.text}` }} />,
			default: (message: Message) => <Bubble message={message} />,
		}),
		[words],
	)
	return (
		<div style={{ blockSize: 640, display: 'flex', flexDirection: 'column', border: '1px solid #D3DAE0', maxInlineSize: 420 }}>
			<Timeline
				entries={entries}
				slots={slots}
				dayLabel={(day) => format.format(new Date(`${day}T12:00:00Z`))}
				label={words.label}
				hasOlder={from > 0}
				loadingOlder={loading}
				onLoadOlder={loadOlder}
				onAtBottomChange={setAtBottom}
				handleRef={timeline}
				pill={atBottom ? null : <TimelinePill onClick={() => timeline.current?.scrollToBottom()}>{words.newer}</TimelinePill>}
			/>
		</div>
	)
}

const meta = {
	title: 'Components/Timeline',
	component: Story,
	parameters: { layout: 'padded' },
} satisfies Meta<typeof Story>

export default meta
type StoryType = StoryObj<typeof meta>

export const Arabic10000Messages: StoryType = { globals: IN_ARABIC, args: { language: 'ar' } }
export const English10000Messages: StoryType = { globals: IN_ENGLISH, args: { language: 'en' } }
