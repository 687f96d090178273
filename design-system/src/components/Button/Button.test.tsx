// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Button } from './Button.tsx'

test('a click runs its action', () => {
	const onClick = vi.fn()
	renderIn('ar', <Button onClick={onClick}>أضف إلى السلة</Button>)
	fireEvent.click(screen.getByRole('button', { name: 'أضف إلى السلة' }))
	expect(onClick).toHaveBeenCalledTimes(1)
})

test('while loading it is busy, named by the loading label, and ignores clicks and submits', () => {
	const onClick = vi.fn()
	const onSubmit = vi.fn((event: Event) => event.preventDefault())
	const { container } = renderIn(
		'ar',
		<form>
			<Button type="submit" loading loadingLabel="جارٍ إرسال الطلب…" onClick={onClick}>
				إرسال الطلب
			</Button>
		</form>,
	)
	container.querySelector('form')?.addEventListener('submit', onSubmit)
	const button = screen.getByRole('button', { name: 'جارٍ إرسال الطلب…' })
	expect(button.getAttribute('aria-busy')).toBe('true')
	expect(button.getAttribute('aria-disabled')).toBe('true')
	fireEvent.click(button)
	expect(onClick).not.toHaveBeenCalled()
	expect(onSubmit).not.toHaveBeenCalled()
})

test('submits its form like a native button', () => {
	const onSubmit = vi.fn((event: Event) => event.preventDefault())
	const { container } = renderIn(
		'en',
		<form>
			<Button type="submit">Place order</Button>
		</form>,
	)
	container.querySelector('form')?.addEventListener('submit', onSubmit)
	fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
	expect(onSubmit).toHaveBeenCalledTimes(1)
})

test('asChild gives a link the look of a button and keeps it a link', () => {
	renderIn(
		'en',
		<Button asChild variant="soft">
			<a href="/">Go home</a>
		</Button>,
	)
	const link = screen.getByRole('link', { name: 'Go home' })
	expect(link.getAttribute('href')).toBe('/')
	expect(link.className).not.toBe('')
	expect(screen.queryByRole('button')).toBeNull()
})

test('a disabled button cannot be pressed', () => {
	const onClick = vi.fn()
	renderIn(
		'en',
		<Button disabled onClick={onClick}>
			Pay
		</Button>,
	)
	fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
	expect(onClick).not.toHaveBeenCalled()
})
