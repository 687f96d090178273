import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Box } from '../Box/Box.tsx'
import { Composer } from '../Composer/Composer.tsx'
import { DaySeparator } from '../DaySeparator/DaySeparator.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { MessageBubble } from '../MessageBubble/MessageBubble.tsx'
import { Text } from '../Text/Text.tsx'
import { ChatLayout } from './ChatLayout.tsx'

const meta = {
	title: 'Components/ChatLayout',
	component: ChatLayout.Room,
	parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatLayout.Room>

export default meta
type Story = StoryObj<typeof meta>

const WORDS = {
	ar: {
		title: 'المحادثة مع الدعم',
		messages: ['مرحبًا، هل يتوفر الموديل SKU-A12 باللون الأسود؟', 'نعم، متوفر. سنرسل لك عرض سعر خلال ساعة.', 'شكرًا!'],
		today: 'اليوم',
		empty: 'اكتب لنا عن أي منتج أو طلب، وسنرد عليك هنا.',
		label: 'رسالتك',
		send: 'إرسال',
	},
	en: {
		title: 'Chat with support',
		messages: ['Hello, is model SKU-A12 available in black?', 'Yes, it is available. We will send you a quote within the hour.', 'Thanks!'],
		today: 'Today',
		empty: 'Write to us about any product or order, and we will answer here.',
		label: 'Your message',
		send: 'Send',
	},
} as const

/** The room without JavaScript: newest at the bottom and in view first (the list is given newest first). */
function Room({ language, empty = false }: { language: 'ar' | 'en'; empty?: boolean }) {
	const t = WORDS[language]
	return (
		<ChatLayout.Room>
			<Box padding="medium">
				<Text as="h1" weight="strong" align="center">
					{t.title}
				</Text>
			</Box>
			<ChatLayout.Body>
				{empty ? (
					<ChatLayout.Empty>
						<Icon name="chat" size="large" />
						<p>{t.empty}</p>
					</ChatLayout.Empty>
				) : (
					<ChatLayout.StaticList aria-label={t.title}>
						{[...t.messages].reverse().map((message, index) => (
							<li key={message}>
								<MessageBubble.Root
									side={index === 1 ? 'other' : 'own'}
									meta={<MessageBubble.Meta time={<time>{language === 'ar' ? '٦:٢٩ م' : '6:29 PM'}</time>} />}
								>
									<MessageBubble.Text>{message}</MessageBubble.Text>
								</MessageBubble.Root>
							</li>
						))}
						<li>
							<DaySeparator label={t.today} />
						</li>
					</ChatLayout.StaticList>
				)}
			</ChatLayout.Body>
			<Composer.Root>
				<Composer.Row>
					<Composer.Input aria-label={t.label} />
					<Composer.Action icon="send" tone="brand" label={t.send} />
				</Composer.Row>
			</Composer.Root>
		</ChatLayout.Room>
	)
}

export const Arabic: Story = { globals: IN_ARABIC, render: () => <Room language="ar" /> }

export const English: Story = { globals: IN_ENGLISH, render: () => <Room language="en" /> }

export const EmptyArabic: Story = { globals: IN_ARABIC, render: () => <Room language="ar" empty /> }

export const EmptyEnglish: Story = { globals: IN_ENGLISH, render: () => <Room language="en" empty /> }
