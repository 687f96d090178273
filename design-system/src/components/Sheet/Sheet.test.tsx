// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Button } from '../Button/Button.tsx'
import { Sheet } from './Sheet.tsx'
import * as styles from './Sheet.css.ts'

function LoginSheet({ onOpenChange, defaultOpen }: { onOpenChange?: (open: boolean) => void; defaultOpen?: boolean }) {
	return (
		<Sheet.Root onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
			<Sheet.Trigger asChild>
				<Button>تسجيل الدخول</Button>
			</Sheet.Trigger>
			<Sheet.Content title="تسجيل الدخول أو إنشاء حساب" description="أدخل رقم هاتفك" closeLabel="إغلاق">
				<p>محتوى النموذج</p>
			</Sheet.Content>
		</Sheet.Root>
	)
}

test('the trigger opens a dialog named by its title and described by its description', () => {
	const onOpenChange = vi.fn()
	renderIn('ar', <LoginSheet onOpenChange={onOpenChange} />)
	expect(screen.queryByRole('dialog')).toBeNull()

	fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }))

	const dialog = screen.getByRole('dialog', { name: 'تسجيل الدخول أو إنشاء حساب' })
	expect(dialog.getAttribute('data-state')).toBe('open')
	expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('أدخل رقم هاتفك')
	expect(screen.getByText('محتوى النموذج')).toBeTruthy()
	expect(onOpenChange).toHaveBeenLastCalledWith(true)
})

test('the labelled close button closes it and reports the change', () => {
	const onOpenChange = vi.fn()
	renderIn('ar', <LoginSheet onOpenChange={onOpenChange} defaultOpen />)
	fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }))
	expect(onOpenChange).toHaveBeenLastCalledWith(false)
	expect(screen.queryByRole('dialog')).toBeNull()
})

test('Escape closes it', () => {
	const onOpenChange = vi.fn()
	renderIn('en', <LoginSheet onOpenChange={onOpenChange} defaultOpen />)
	fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
	expect(onOpenChange).toHaveBeenLastCalledWith(false)
})

test('a tap outside the sheet closes it', async () => {
	const onOpenChange = vi.fn()
	renderIn('en', <LoginSheet onOpenChange={onOpenChange} defaultOpen />)
	// Radix starts listening for outside pointers on the next tick after opening.
	await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
	const overlay = document.querySelector(`.${styles.overlay}`) as HTMLElement
	fireEvent.pointerDown(overlay, { button: 0 })
	fireEvent.click(overlay)
	expect(onOpenChange).toHaveBeenLastCalledWith(false)
})

test('a controlled sheet follows its open prop', () => {
	const { rerender } = renderIn(
		'en',
		<Sheet.Root open={false}>
			<Sheet.Content title="Filters" closeLabel="Close" />
		</Sheet.Root>,
	)
	expect(screen.queryByRole('dialog')).toBeNull()
	rerender(
		<Sheet.Root open>
			<Sheet.Content title="Filters" closeLabel="Close" />
		</Sheet.Root>,
	)
	expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy()
})
