// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Toolbar } from './Toolbar.tsx'

test('as a child it makes the form itself the toolbar, so the fields still submit with it', () => {
	renderIn(
		'ar',
		<Toolbar.Root asChild>
			<form role="search" aria-label="بحث الطلبات">
				<Toolbar.Grow>
					<label>
						رقم الطلب
						<input name="q" defaultValue="DJ-0042" />
					</label>
				</Toolbar.Grow>
				<button type="submit">بحث</button>
			</form>
		</Toolbar.Root>,
	)
	const form = screen.getByRole('search', { name: 'بحث الطلبات' })
	expect(form.tagName).toBe('FORM')
	expect(form.className).toBeTruthy()
	expect(new FormData(form as HTMLFormElement).get('q')).toBe('DJ-0042')
	expect(screen.getByLabelText('رقم الطلب').closest('div')?.className).toBeTruthy()
})

test('without asChild it is a plain block holding its children in order', () => {
	renderIn(
		'en',
		<Toolbar.Root data-testid="bar">
			<Toolbar.Grow>field</Toolbar.Grow>
			<button type="button">Save</button>
		</Toolbar.Root>,
	)
	const bar = screen.getByTestId('bar')
	expect(bar.tagName).toBe('DIV')
	expect(bar.textContent).toBe('fieldSave')
})
