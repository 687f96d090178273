// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import * as sheetStyles from '../Sheet/Sheet.css.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'

function DeleteAddress({ onOpenChange, onConfirm }: { onOpenChange?: (open: boolean) => void; onConfirm?: () => void }) {
	return (
		<ConfirmDialog.Root defaultOpen onOpenChange={onOpenChange}>
			<ConfirmDialog.Content title="هل تريد حذف هذا العنوان؟" description="لا يمكن التراجع عن الحذف">
				<button type="button" onClick={onConfirm}>
					نعم، احذفه
				</button>
				<ConfirmDialog.Cancel>تراجع</ConfirmDialog.Cancel>
			</ConfirmDialog.Content>
		</ConfirmDialog.Root>
	)
}

test('an alert dialog named by the question and described by what it means, with the focus on cancel', () => {
	renderIn('ar', <DeleteAddress />)
	const dialog = screen.getByRole('alertdialog', { name: 'هل تريد حذف هذا العنوان؟' })
	expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('لا يمكن التراجع عن الحذف')
	expect(document.activeElement).toBe(screen.getByRole('button', { name: 'تراجع' }))
})

test('cancel closes it; a confirming button stays in charge of what happens', () => {
	const onOpenChange = vi.fn()
	const onConfirm = vi.fn()
	renderIn('ar', <DeleteAddress onOpenChange={onOpenChange} onConfirm={onConfirm} />)
	fireEvent.click(screen.getByRole('button', { name: 'نعم، احذفه' }))
	expect(onConfirm).toHaveBeenCalledTimes(1)
	expect(onOpenChange).not.toHaveBeenCalled()
	fireEvent.click(screen.getByRole('button', { name: 'تراجع' }))
	expect(onOpenChange).toHaveBeenLastCalledWith(false)
})

test('a tap outside does not dismiss the question', async () => {
	const onOpenChange = vi.fn()
	renderIn('en', <DeleteAddress onOpenChange={onOpenChange} />)
	await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
	const overlay = document.querySelector(`.${sheetStyles.overlay}`) as HTMLElement
	fireEvent.pointerDown(overlay, { button: 0 })
	fireEvent.click(overlay)
	expect(onOpenChange).not.toHaveBeenCalled()
	expect(screen.getByRole('alertdialog')).toBeTruthy()
})
