// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Toast } from './Toast.tsx'
import { MAX_VISIBLE_TOASTS, resetToasts, toast } from './toast-store.ts'

afterEach(() => {
	act(() => resetToasts())
})

function Shell() {
	return (
		<Toast.Provider label="إشعار">
			<Toast.Viewport label="الإشعارات ({hotkey})" closeLabel="إغلاق" />
		</Toast.Provider>
	)
}

test('toast() shows a message from anywhere in the app', () => {
	renderIn('ar', <Shell />)
	act(() => {
		toast({ title: 'تمت إضافة المنتج إلى السلة', tone: 'success' })
	})
	expect(screen.getByText('تمت إضافة المنتج إلى السلة')).toBeTruthy()
	expect(screen.getByText('تمت إضافة المنتج إلى السلة').closest('[data-tone]')?.getAttribute('data-tone')).toBe('success')
})

test('the close button, named by its label, dismisses the toast', async () => {
	renderIn('ar', <Shell />)
	act(() => {
		toast({ title: 'تعذر الاتصال بالخادم', tone: 'danger' })
	})
	fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }))
	await waitFor(() => expect(screen.queryByText('تعذر الاتصال بالخادم')).toBeNull())
})

test('the same id replaces a toast instead of stacking duplicates', () => {
	renderIn('en', <Shell />)
	act(() => {
		toast({ id: 'saved', title: 'Saved' })
		toast({ id: 'saved', title: 'Saved again' })
	})
	expect(screen.queryByText('Saved')).toBeNull()
	expect(screen.getAllByText('Saved again')).toHaveLength(1)
})

test(`one toast at a time (${MAX_VISIBLE_TOASTS}): a new one replaces the one showing`, async () => {
	renderIn('en', <Shell />)
	act(() => {
		for (const n of [1, 2, 3, 4]) toast({ title: `Message ${n}` })
	})
	expect(screen.getByText('Message 4')).toBeTruthy()
	await waitFor(() => expect(screen.getAllByRole('status').filter((toastEl) => toastEl.textContent?.includes('Message'))).toHaveLength(1))
	for (const n of [1, 2, 3]) expect(screen.queryByText(`Message ${n}`)).toBeNull()
})

test('dismissing without an id closes every toast (a page left behind)', async () => {
	renderIn('en', <Shell />)
	act(() => {
		toast({ title: 'Added to cart', tone: 'success' })
	})
	act(() => toast.dismiss())
	await waitFor(() => expect(screen.queryByText('Added to cart')).toBeNull())
})

test('the viewport is a labelled region', () => {
	renderIn('en', <Shell />)
	expect(screen.getByRole('region', { name: /الإشعارات/ })).toBeTruthy()
})
