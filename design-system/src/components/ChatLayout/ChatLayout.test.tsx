// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { ChatLayout } from './ChatLayout.tsx'

test('the room holds its parts in order, and the static list is an ordered list of the messages given', () => {
	const { container } = renderIn(
		'ar',
		<ChatLayout.Room>
			<header>المحادثة مع الدعم</header>
			<ChatLayout.Body>
				<ChatLayout.StaticList aria-label="الرسائل">
					<li>الأحدث</li>
					<li>الأقدم</li>
				</ChatLayout.StaticList>
			</ChatLayout.Body>
			<footer>اكتب رسالة…</footer>
		</ChatLayout.Room>,
	)
	const room = container.querySelector('header')?.parentElement
	expect([...(room?.children ?? [])].map((child) => child.tagName)).toEqual(['HEADER', 'DIV', 'FOOTER'])
	const list = screen.getByRole('list', { name: 'الرسائل' })
	expect(list.tagName).toBe('OL')
	expect(
		within(list)
			.getAllByRole('listitem')
			.map((item) => item.textContent),
	).toEqual(['الأحدث', 'الأقدم'])
})

test('before the first message the room says so', () => {
	renderIn('en', <ChatLayout.Empty>Write to us</ChatLayout.Empty>)
	expect(screen.getByText('Write to us')).toBeTruthy()
})
