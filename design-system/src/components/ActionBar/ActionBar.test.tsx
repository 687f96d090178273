// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { ActionBar } from './ActionBar.tsx'

test('asChild makes the form the bar, so its buttons still submit it', () => {
	const onSubmit = vi.fn((event: Event) => event.preventDefault())
	const { container } = renderIn(
		'ar',
		<ActionBar asChild>
			<form aria-label="إتمام الطلب">
				<button type="submit" name="intent" value="checkout">
					إتمام الطلب (٢)
				</button>
			</form>
		</ActionBar>,
	)
	const form = container.querySelector('form') as HTMLFormElement
	form.addEventListener('submit', onSubmit)
	expect(form.className).not.toBe('')
	fireEvent.click(screen.getByRole('button', { name: 'إتمام الطلب (٢)' }))
	expect(onSubmit).toHaveBeenCalledTimes(1)
})

test('without asChild it is a plain container for its actions', () => {
	renderIn(
		'en',
		<ActionBar role="group" aria-label="Selection">
			<button type="button">Delete selected</button>
		</ActionBar>,
	)
	expect(screen.getByRole('group', { name: 'Selection' }).tagName).toBe('DIV')
})
