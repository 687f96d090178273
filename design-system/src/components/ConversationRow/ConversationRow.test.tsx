// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { ConversationRow } from './ConversationRow.tsx'

test('a conversation is the link it is given: who, when, the newest message and the unread count by its words', () => {
	renderIn(
		'ar',
		<ConversationRow.Root asChild>
			<a href="/pages/chat-room/index">
				<ConversationRow.Avatar />
				<ConversationRow.Body>
					<ConversationRow.Head title="الدعم" time={<time dateTime="2026-11-28T15:29:00Z">٦:٢٩ م</time>} />
					<ConversationRow.Preview>أريد ٤٠ قطعة من SKU-A12</ConversationRow.Preview>
				</ConversationRow.Body>
				<ConversationRow.Unread count="٣" label="٣ رسائل غير مقروءة" />
			</a>
		</ConversationRow.Root>,
	)
	const link = screen.getByRole('link')
	expect(link.getAttribute('href')).toBe('/pages/chat-room/index')
	expect(within(link).getByText('الدعم').tagName).toBe('BDI')
	expect(within(link).getByText('أريد ٤٠ قطعة من SKU-A12').getAttribute('dir')).toBe('auto')
	expect(within(link).getByLabelText('٣ رسائل غير مقروءة').textContent).toBe('٣')
})

test('an inbox is a list of rows; who else is here is read out, and an empty line says nothing', () => {
	const { rerender } = renderIn(
		'en',
		<>
			<ConversationRow.Presence>Also here: Ali</ConversationRow.Presence>
			<ConversationRow.List aria-label="Conversations">
				<li>
					<ConversationRow.Root variant="row">
						<ConversationRow.Body>
							<ConversationRow.Head title="Zainab" />
							<ConversationRow.Preview live>The buyer is typing…</ConversationRow.Preview>
						</ConversationRow.Body>
					</ConversationRow.Root>
				</li>
			</ConversationRow.List>
		</>,
	)
	expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem')).toHaveLength(1)
	expect(screen.getByText('The buyer is typing…').hasAttribute('dir')).toBe(false)
	const presence = screen.getByText('Also here: Ali')
	expect(presence.getAttribute('aria-live')).toBe('polite')
	rerender(<ConversationRow.Presence />)
	expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('')
})

test('who wrote the newest message stays whole before it, and the message keeps its own direction', () => {
	renderIn(
		'en',
		<ConversationRow.Preview by="You:" data-testid="message">
			السلام عليكم، هل يمكن شحن ٢٠٠ قطعة قبل نهاية الشهر؟
		</ConversationRow.Preview>,
	)
	const message = screen.getByTestId('message')
	// The label is not inside the message: the message's first strong letter, not "You", sets its direction.
	expect(message.getAttribute('dir')).toBe('auto')
	expect(message.textContent).toBe('السلام عليكم، هل يمكن شحن ٢٠٠ قطعة قبل نهاية الشهر؟')
	expect(message.parentElement?.firstElementChild?.textContent).toBe('You:')
})
