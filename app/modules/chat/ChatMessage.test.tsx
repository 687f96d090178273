// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, expect, test } from 'vitest'
import { ChatMessageBubble } from './ChatMessage.tsx'

afterEach(cleanup)

const MESSAGES = { 'chat.status.sent': 'Sent', 'chat.status.read': 'Read', 'chat.status.failed': 'Not sent', 'chat.retry': 'Retry', 'chat.remove': 'Remove' }

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
