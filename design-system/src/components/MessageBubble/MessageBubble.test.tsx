// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { MessageBubble } from './MessageBubble.tsx'

test('a message keeps its text as written, in its own direction, with the meta line under the bubble', () => {
	const { container } = renderIn(
		'ar',
		<MessageBubble.Root side="own" meta={<MessageBubble.Meta time={<time dateTime="2026-11-28T15:29:00Z">٦:٢٩ م</time>} status="أُرسلت" />}>
			<MessageBubble.Text>{'سطر أول\nSKU-A12 سطر ثانٍ'}</MessageBubble.Text>
		</MessageBubble.Root>,
	)
	const text = container.querySelector('p')
	expect(text?.textContent).toBe('سطر أول\nSKU-A12 سطر ثانٍ')
	expect(text?.getAttribute('dir')).toBe('auto')
	// The meta line follows the bubble, not inside it.
	const bubble = text?.parentElement
	expect(bubble?.nextElementSibling?.textContent).toBe('٦:٢٩ مأُرسلت')
})

test('a card links to its thing with its picture and lines; without a link it is plain text', () => {
	renderIn(
		'en',
		<>
			<MessageBubble.Card image="/media/bag.webp" label="Product" title="Leather bag HB-1453" asChild>
				<a href="/pages/commodity_details/index?productId=p1">75,500 IQD</a>
			</MessageBubble.Card>
			<MessageBubble.Card label="Order" detail="No longer available" />
		</>,
	)
	const link = screen.getByRole('link')
	expect(link.getAttribute('href')).toBe('/pages/commodity_details/index?productId=p1')
	expect(link.textContent).toBe('ProductLeather bag HB-145375,500 IQD')
	expect(link.querySelector('img')?.getAttribute('src')).toBe('/media/bag.webp')
	expect(screen.getByText('No longer available').closest('a')).toBeNull()
})

test('a picture opens the full one in a new tab when it has an address', () => {
	renderIn('ar', <MessageBubble.Picture src="/chat/p.webp" alt="صورتك" href="/chat/p.webp" />)
	const link = screen.getByRole('link')
	expect(link.getAttribute('target')).toBe('_blank')
	expect(screen.getByRole('img', { name: 'صورتك' })).toBeTruthy()
})

test('a voice message has a named play button and shows its time; an event reads as one line with its action', () => {
	const onToggle = vi.fn()
	renderIn(
		'en',
		<>
			<MessageBubble.Voice playing={false} progress={0} time="0:12" buttonLabel="Play the voice message, 0:12" onToggle={onToggle} />
			<MessageBubble.Event icon="info" time={<time>6:29 PM</time>} action={<a href="/o">View order</a>}>
				Your order DJ-42 was shipped
			</MessageBubble.Event>
		</>,
	)
	fireEvent.click(screen.getByRole('button', { name: 'Play the voice message, 0:12' }))
	expect(onToggle).toHaveBeenCalledOnce()
	expect(screen.getByText('0:12')).toBeTruthy()
	expect(screen.getByRole('link', { name: 'View order' }).closest('p')?.textContent).toBe('Your order DJ-42 was shippedView order6:29 PM')
})
