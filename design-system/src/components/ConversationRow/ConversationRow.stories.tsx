import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Badge } from '../Badge/Badge.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { ConversationRow, conversationRowVariants } from './ConversationRow.tsx'

const meta = {
	title: 'Components/ConversationRow',
	component: ConversationRow.Root,
	args: { variant: 'card' },
	argTypes: variantControls({ variant: conversationRowVariants }),
} satisfies Meta<typeof ConversationRow.Root>

export default meta
type Story = StoryObj<typeof meta>

type OneRow = { title: string; time: string; preview: string; by?: string; unread?: { count: string; label: string } }

/** One conversation as a card: who, when, the newest message (after who wrote it, when given) and the unread count. */
function oneRow(row: OneRow): Story['render'] {
	return (args) => (
		<ConversationRow.Root {...args} asChild>
			<a href="#chat">
				<ConversationRow.Avatar icon="chat" />
				<ConversationRow.Body>
					<ConversationRow.Head title={row.title} time={<time>{row.time}</time>} />
					<ConversationRow.Preview by={row.by}>{row.preview}</ConversationRow.Preview>
				</ConversationRow.Body>
				{row.unread ? <ConversationRow.Unread count={row.unread.count} label={row.unread.label} /> : null}
			</a>
		</ConversationRow.Root>
	)
}

/** The buyer's conversation with support: a card with the newest message and the unread count at its end (the left in Arabic). */
export const Arabic: Story = {
	globals: IN_ARABIC,
	render: oneRow({
		title: 'الدعم',
		time: '٦:٢٩ م',
		preview: 'نعم، الموديل SKU-A12 متوفر باللون الأسود وسنرسل لك عرض سعر خلال ساعة',
		unread: { count: '٣', label: '٣ رسائل غير مقروءة' },
	}),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: oneRow({
		title: 'Dijla support',
		time: '6:29 PM',
		preview: 'Yes, model SKU-A12 is available in black and we will send you a quote within the hour',
		unread: { count: '3', label: '3 unread messages' },
	}),
}

/** The reader's own message in the other script: the label whole, the message cut at its own end. */
export const OwnMessageInArabicUnderEnglish: Story = {
	globals: IN_ENGLISH,
	render: oneRow({
		title: 'Dijla support',
		time: '6:29 PM',
		by: 'You:',
		preview: 'السلام عليكم، هل يمكن شحن ٢٠٠ قطعة من هذا الحذاء قبل نهاية الشهر؟',
	}),
}

export const OwnMessageInEnglishUnderArabic: Story = {
	globals: IN_ARABIC,
	render: oneRow({ title: 'الدعم', time: '٦:٢٩ م', by: 'أنت:', preview: 'Can you ship this by air? I need it before the end of the month.' }),
}

const ROWS = {
	ar: [
		{ name: 'زينب الكاظمي', phone: '+9647701234567', preview: 'أريد ٤٠ قطعة من الموديل SKU-A12', time: '٦:٢٩ م', unread: '٢', fact: 'غير مسندة' },
		{ name: 'علي حسن', phone: '+9647809876543', preview: 'المشتري يكتب…', time: '٥:١٠ م', unread: '', fact: 'مسندة إلى: سارة', typing: true },
		{
			name: 'محمد عبد الله الجبوري صاحب محلات الجبوري للأجهزة',
			phone: '+9647501112233',
			preview: 'الدعم: شكرًا لك!',
			time: '٢٨ نوفمبر',
			unread: '',
			fact: 'مسندة إلى: علي',
			closed: 'مغلقة',
		},
	],
	en: [
		{
			name: 'Zainab Al-Kadhimi',
			phone: '+9647701234567',
			preview: 'I need 40 pieces of model SKU-A12',
			time: '6:29 PM',
			unread: '2',
			fact: 'Unassigned',
		},
		{
			name: 'Ali Hassan',
			phone: '+9647809876543',
			preview: 'The buyer is typing…',
			time: '5:10 PM',
			unread: '',
			fact: 'Assigned to Sara',
			typing: true,
		},
		{
			name: 'Mohammed Abdullah Al-Jubouri, Al-Jubouri Electronics',
			phone: '+9647501112233',
			preview: 'Support: Thank you!',
			time: 'Nov 28',
			unread: '',
			fact: 'Assigned to Ali',
			closed: 'Closed',
		},
	],
} as const

/** The agent's inbox: rows in one box, the current one tinted, unread in bold, typing live, a long name cut at its end. */
function Inbox({ language }: { language: 'ar' | 'en' }) {
	return (
		<Stack gap="small">
			<ConversationRow.Presence>{language === 'ar' ? 'هنا أيضًا: علي، سارة' : 'Also here: Ali, Sara'}</ConversationRow.Presence>
			<ConversationRow.List aria-label={language === 'ar' ? 'المحادثات' : 'Conversations'}>
				{ROWS[language].map((row, index) => (
					<li key={row.name}>
						<ConversationRow.Root variant="row" asChild>
							<a href={`#${index}`} aria-current={index === 1 ? 'page' : undefined}>
								<ConversationRow.Body>
									<ConversationRow.Head title={row.name} titleWeight={row.unread ? 'strong' : 'medium'} time={<time>{row.time}</time>} />
									<ConversationRow.Preview live={'typing' in row}>{row.preview}</ConversationRow.Preview>
									<ConversationRow.Facts>
										<Text inline tone="muted" dir="ltr">
											{row.phone}
										</Text>
										<Text inline tone="muted">
											{row.fact}
										</Text>
										{'closed' in row ? <Badge tone="neutral">{row.closed}</Badge> : null}
									</ConversationRow.Facts>
								</ConversationRow.Body>
								{row.unread ? <ConversationRow.Unread count={row.unread} label={row.unread} /> : null}
							</a>
						</ConversationRow.Root>
					</li>
				))}
			</ConversationRow.List>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <Inbox language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <Inbox language="en" /> }
