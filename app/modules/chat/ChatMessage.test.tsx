// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import type React from 'react'
import { IntlProvider } from 'react-intl'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, expect, test } from 'vitest'
import ar from '#locales/ar.json' with { type: 'json' }
import en from '#locales/en.json' with { type: 'json' }
import { ChatMessageBubble } from './ChatMessage.tsx'
import { type ChatMessageView } from './chat-view.ts'

afterEach(cleanup)

const MESSAGES = {
	'chat.status.sent': 'Sent',
	'chat.status.read': 'Read',
	'chat.status.failed': 'Not sent',
	'chat.retry': 'Retry',
	'chat.remove': 'Remove',
}

function renderText(body: string) {
	return render(
		<IntlProvider locale="en" messages={MESSAGES} timeZone="Asia/Baghdad">
			<ChatMessageBubble
				message={{ kind: 'text', body, images: [], voice: null, card: null }}
				own={false}
				createdAt="2026-11-20T10:00:00.000Z"
				status={null}
			/>
		</IntlProvider>,
	)
}

test('markup in a message shows as the characters typed, never as HTML', () => {
	const { container } = renderText('<img src=x onerror="alert(1)"><b>bold</b><script>alert(2)</script>')
	expect(container.querySelector('img, b, script')).toBeNull()
	expect(screen.getByText('<img src=x onerror="alert(1)"><b>bold</b><script>alert(2)</script>')).toBeTruthy()
})

test('only http(s) addresses become links, opened safely in a new tab', () => {
	renderText('Catalogue: https://dijla.example/list?a=1 or javascript:alert(1)')
	const links = screen.getAllByRole('link')
	expect(links).toHaveLength(1)
	expect(links[0]!.getAttribute('href')).toBe('https://dijla.example/list?a=1')
	expect(links[0]!.getAttribute('target')).toBe('_blank')
	expect(links[0]!.getAttribute('rel')).toContain('noopener')
	expect(links[0]!.getAttribute('rel')).toContain('noreferrer')
	expect(screen.getByText(/javascript:alert\(1\)/).tagName).toBe('P')
})

test('a message that was not sent offers to retry', () => {
	let retried = 0
	render(
		<IntlProvider locale="en" messages={MESSAGES} timeZone="Asia/Baghdad">
			<ChatMessageBubble
				message={{ kind: 'text', body: 'hello', images: [], voice: null, card: null }}
				own
				createdAt="2026-11-20T10:00:00.000Z"
				status="failed"
				onRetry={() => (retried += 1)}
			/>
		</IntlProvider>,
	)
	expect(screen.getByText('Not sent')).toBeTruthy()
	screen.getByRole('button', { name: 'Retry' }).click()
	expect(retried).toBe(1)
})

/** A card or event in the reader's language, inside a router (cards are links). */
function renderInRouter(node: React.ReactNode, locale: 'ar' | 'en') {
	const messages = Object.fromEntries(Object.entries(locale === 'ar' ? ar : en)) as Record<string, string>
	const router = createMemoryRouter([
		{
			path: '/',
			element: (
				<IntlProvider locale={locale === 'ar' ? 'ar-IQ' : 'en'} messages={messages} timeZone="Asia/Baghdad">
					{node}
				</IntlProvider>
			),
		},
	])
	return render(<RouterProvider router={router} />)
}

const event = (card: ChatMessageView['card'], kind: 'campaign' | 'system') => ({ kind, body: '', images: [], voice: null, card })

test('a campaign event says what happened in the reader’s words, with the masked name and the count then', () => {
	const helped = event(
		{ type: 'campaign', campaignId: 'c1', event: 'campaign.helped', params: { kind: 'free_gift', name: 'A*** K***', helped: 2, target: 3 } },
		'campaign',
	)
	renderInRouter(<ChatMessageBubble message={helped} own={false} createdAt="2026-11-20T10:00:00.000Z" status={null} />, 'en')
	// The name and the number are isolated pieces (bdi) of one sentence.
	expect(document.body.textContent).toContain('A*** K*** helped your free-gift campaign: 2 of 3')
	cleanup()
	renderInRouter(<ChatMessageBubble message={helped} own={false} createdAt="2026-11-20T10:00:00.000Z" status={null} />, 'ar')
	expect(document.body.textContent).toContain('ساعد A*** K*** في حملة الهدية المجانية الخاصة بك: ٢ من ٣')
	cleanup()
	const won = event({ type: 'campaign', campaignId: 'c1', event: 'campaign.qualified', params: { kind: 'group_price', target: 3 } }, 'campaign')
	renderInRouter(<ChatMessageBubble message={won} own={false} createdAt="2026-11-20T10:00:00.000Z" status={null} />, 'en')
	expect(screen.getByText('Your group price is unlocked — order at the group price')).toBeTruthy()
	expect(screen.getByRole('link', { name: 'Claim now' }).getAttribute('href')).toBe('/pages/trade_flow/index?source=campaign&campaignId=c1')
})

test('an order card and an order event link the buyer to their order page and staff to the console’s', () => {
	const order = { id: 'o1', number: 'D261120000001', status: 2, payableAmount: 150_000, itemCount: 3, imageUrl: null }
	const card = { kind: 'order' as const, body: '', images: [], voice: null, card: { type: 'order' as const, orderId: 'o1', order } }
	renderInRouter(<ChatMessageBubble message={card} own createdAt="2026-11-20T10:00:00.000Z" status="sent" />, 'en')
	expect(screen.getByRole('link', { name: /D261120000001/ }).getAttribute('href')).toBe('/pages/order-details/index?orderId=o1')
	expect(screen.getByText(/3 items/)).toBeTruthy()
	cleanup()
	renderInRouter(<ChatMessageBubble message={card} own={false} createdAt="2026-11-20T10:00:00.000Z" status={null} viewer="staff" />, 'en')
	expect(screen.getByRole('link', { name: /D261120000001/ }).getAttribute('href')).toBe('/staff/orders/D261120000001')
	cleanup()
	const moved = event({ type: 'system', event: 'order.status', params: { orderId: 'o1', number: 'D261120000001', status: 3 } }, 'system')
	renderInRouter(<ChatMessageBubble message={moved} own={false} createdAt="2026-11-20T10:00:00.000Z" status={null} />, 'en')
	expect(document.body.textContent).toMatch(/Order D261120000001: \S/)
	expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/pages/order-details/index?orderId=o1')
})

test('an event this version does not know still shows, as a generic update', () => {
	renderInRouter(
		<ChatMessageBubble
			message={event({ type: 'system', event: 'future.thing', params: {} }, 'system')}
			own={false}
			createdAt="2026-11-20T10:00:00.000Z"
			status={null}
		/>,
		'en',
	)
	expect(screen.getByText('An update from Dijla')).toBeTruthy()
})

test('a picture is named for who reads it: the buyer’s photo is "from the buyer" in the console, support’s is "from support" in the shop', () => {
	const picture = {
		kind: 'image' as const,
		body: '',
		images: [{ url: '/resources/chat-file/a.jpg', width: 400, height: 300 }],
		voice: null,
		card: null,
	}
	renderInRouter(
		<>
			<ChatMessageBubble message={picture} own={false} createdAt="2026-11-20T10:00:00.000Z" status={null} viewer="staff" />
			<ChatMessageBubble message={picture} own={false} createdAt="2026-11-20T10:00:00.000Z" status={null} />
			<ChatMessageBubble message={picture} own createdAt="2026-11-20T10:00:00.000Z" status={null} viewer="staff" />
		</>,
		'en',
	)
	expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Photo from the buyer', 'Photo from support', 'Your photo'])
})
