import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Box } from '../Box/Box.tsx'
import { Card } from '../Card/Card.tsx'
import { ConversationRow } from '../ConversationRow/ConversationRow.tsx'
import { MessageBubble } from '../MessageBubble/MessageBubble.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { DeskLayout } from './DeskLayout.tsx'

const meta = {
	title: 'Components/DeskLayout',
	component: DeskLayout.Root,
	parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeskLayout.Root>

export default meta
type Story = StoryObj<typeof meta>

const WORDS = {
	ar: {
		inbox: 'صندوق الرسائل',
		buyers: ['زينب الكاظمي', 'علي حسن'],
		message: 'أريد ٤٠ قطعة من الموديل SKU-A12',
		reply: 'نعم، متوفر.',
		side: 'المشتري',
		phone: '+9647701234567',
	},
	en: {
		inbox: 'Inbox',
		buyers: ['Zainab Al-Kadhimi', 'Ali Hassan'],
		message: 'I need 40 pieces of model SKU-A12',
		reply: 'Yes, it is available.',
		side: 'Buyer',
		phone: '+9647701234567',
	},
} as const

/** Three columns on a wide screen (the inbox at the start: the right in Arabic); on a phone, the conversation alone. */
function Desk({ language }: { language: 'ar' | 'en' }) {
	const t = WORDS[language]
	return (
		<Box padding="large">
			<DeskLayout.Root>
				<DeskLayout.List aria-label={t.inbox}>
					<ConversationRow.List>
						{t.buyers.map((buyer, index) => (
							<li key={buyer}>
								<ConversationRow.Root variant="row" asChild>
									<a href={`#${index}`} aria-current={index === 0 ? 'page' : undefined}>
										<ConversationRow.Body>
											<ConversationRow.Head title={buyer} />
											<ConversationRow.Preview>{t.message}</ConversationRow.Preview>
										</ConversationRow.Body>
									</a>
								</ConversationRow.Root>
							</li>
						))}
					</ConversationRow.List>
				</DeskLayout.List>
				<DeskLayout.Frame>
					<Stack gap="none" paddingBlock="medium">
						<MessageBubble.Root side="other">
							<MessageBubble.Text>{t.message}</MessageBubble.Text>
						</MessageBubble.Root>
						<MessageBubble.Root side="own">
							<MessageBubble.Text>{t.reply}</MessageBubble.Text>
						</MessageBubble.Root>
					</Stack>
				</DeskLayout.Frame>
				<Card>
					<Text weight="strong">{t.side}</Text>
					<Text dir="ltr">{t.phone}</Text>
				</Card>
			</DeskLayout.Root>
		</Box>
	)
}

export const Arabic: Story = { globals: IN_ARABIC, render: () => <Desk language="ar" /> }

export const English: Story = { globals: IN_ENGLISH, render: () => <Desk language="en" /> }
