// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { DeskLayout } from './DeskLayout.tsx'

test('the desk’s inbox is a named complementary region beside the conversation’s frame', () => {
	renderIn(
		'ar',
		<DeskLayout.Root>
			<DeskLayout.List aria-label="صندوق الرسائل">
				<a href="/staff/inbox/c1">زينب</a>
			</DeskLayout.List>
			<DeskLayout.Frame role="log" aria-label="الرسائل" />
		</DeskLayout.Root>,
	)
	const list = screen.getByRole('complementary', { name: 'صندوق الرسائل' })
	const frame = screen.getByRole('log', { name: 'الرسائل' })
	expect(list.parentElement).toBe(frame.parentElement)
	expect(list.nextElementSibling).toBe(frame)
})
