import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Composer } from './Composer.tsx'
import { ComposerRecording } from './ComposerRecording.tsx'
import { ComposerSuggestion } from './ComposerSuggestion.tsx'

const meta = {
	title: 'Components/Composer',
	component: Composer.Root,
	parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Composer.Root>

export default meta
type Story = StoryObj<typeof meta>

const WORDS = {
	ar: {
		photo: 'أرسل صورة',
		label: 'رسالتك',
		placeholder: 'اكتب رسالة…',
		send: 'إرسال',
		record: 'سجّل رسالة صوتية',
		typing: 'الدعم يكتب…',
		cancel: 'إلغاء التسجيل',
		remaining: 'متبقٍ ١:٤٨',
		written: 'أريد ٤٠ قطعة من الموديل SKU-A12 باللون الأسود،\nهل يمكن الشحن بحرًا إلى البصرة؟',
		suggestions: [
			'أهلًا بك في دجلة! كيف يمكنني مساعدتك؟',
			'يصل الشحن البحري عادةً خلال ٣٠ إلى ٤٥ يومًا، ويتم التوصيل خلال ٣ إلى ٥ أيام بعد تأكيد العنوان.',
		],
	},
	en: {
		photo: 'Send a photo',
		label: 'Your message',
		placeholder: 'Write a message…',
		send: 'Send',
		record: 'Record a voice message',
		typing: 'Support is typing…',
		cancel: 'Cancel recording',
		remaining: '1:48 left',
		written: 'I need 40 pieces of model SKU-A12 in black,\ncan you ship by sea to Basra?',
		suggestions: [
			'Welcome to Dijla! How can I help you?',
			'Sea freight usually arrives in 30 to 45 days; delivery takes 3 to 5 days after the address is confirmed.',
		],
	},
} as const

function Bar({ language, written = false }: { language: 'ar' | 'en'; written?: boolean }) {
	const t = WORDS[language]
	return (
		<Composer.Root asChild>
			<form onSubmit={(event) => event.preventDefault()}>
				<Composer.Row>
					<Composer.FileAction icon="image" accept="image/*" label={t.photo} />
					<Composer.Input aria-label={t.label} placeholder={t.placeholder} defaultValue={written ? t.written : undefined} rows={written ? 2 : 1} />
					{written ? (
						<Composer.Action type="submit" icon="send" tone="brand" label={t.send} />
					) : (
						<Composer.Action icon="mic" tone="brand" label={t.record} />
					)}
				</Composer.Row>
			</form>
		</Composer.Root>
	)
}

/** Empty, it offers the microphone; the picture's icon at the start (the right in Arabic). */
export const Arabic: Story = { globals: IN_ARABIC, render: () => <Bar language="ar" /> }

export const English: Story = { globals: IN_ENGLISH, render: () => <Bar language="en" /> }

/** Ready answers (a long one cut at its end), empty, written (send), the other side typing above it, and recording. */
function AllStates({ language }: { language: 'ar' | 'en' }) {
	const t = WORDS[language]
	return (
		<Stack gap="large">
			<Stack as="ul" direction="row" wrap gap="xsmall">
				{t.suggestions.map((text) => (
					<li key={text}>
						<ComposerSuggestion title={text}>{text}</ComposerSuggestion>
					</li>
				))}
			</Stack>
			<Bar language={language} />
			<div>
				<Composer.Note>{t.typing}</Composer.Note>
				<Bar language={language} written />
			</div>
			<Composer.Root>
				<Composer.Row centered>
					<Composer.Action icon="trash" label={t.cancel} />
					<ComposerRecording.Status live>
						<ComposerRecording.Timer>{language === 'ar' ? '٠:١٢' : '0:12'}</ComposerRecording.Timer>
						<Text size="xsmall" tone="muted" truncate>
							{t.remaining}
						</Text>
					</ComposerRecording.Status>
					<Composer.Action icon="send" tone="brand" label={t.send} />
				</Composer.Row>
			</Composer.Root>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
