// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, expect, test } from 'vitest'
import en from '#locales/en.json' with { type: 'json' }
import { SupportUnreadProvider } from '#app/modules/chat/SupportUnread.tsx'
import { ACCOUNT_SERVICE_ENTRIES, AccountEntrySection } from './AccountEntries.tsx'

afterEach(cleanup)

function renderServices(unread: number) {
	const page = (
		<IntlProvider locale="en" messages={en}>
			<SupportUnreadProvider count={unread}>
				<AccountEntrySection titleId="account.section.services" entries={ACCOUNT_SERVICE_ENTRIES} />
			</SupportUnreadProvider>
		</IntlProvider>
	)
	return render(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} />)
}

test('the chat entry shows how many support messages wait unread, and says so to screen readers', () => {
	renderServices(3)
	const chat = screen.getByRole('link', { name: /Chat with support/ })
	// The badge a sighted buyer sees, and the words a screen reader says instead.
	expect(chat.querySelector('span[aria-hidden="true"]')?.textContent).toBe('3')
	expect(chat.textContent).toContain('3 unread messages from support')
	// Only the chat entry has a count.
	expect(screen.getByRole('link', { name: /Favourites|Favorites/ }).textContent).not.toMatch(/\d/)
})

test('no badge once everything is read', () => {
	renderServices(0)
	const chat = screen.getByRole('link', { name: /Chat with support/ })
	expect(chat.textContent).not.toMatch(/\d|unread/)
})
