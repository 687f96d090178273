// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Callout } from './Callout.tsx'

test('asChild makes a form the question asked in place, with its parts inside it', () => {
	const { container } = renderIn(
		'ar',
		<Callout.Root asChild tone="danger">
			<form method="post">
				<Callout.Title role="alert">هل تريد حذف هذا العنوان؟</Callout.Title>
				<Callout.Text muted>لا يمكن التراجع عن الحذف</Callout.Text>
				<Callout.Actions>
					<button type="submit" name="confirm" value="yes">
						نعم، احذفه
					</button>
				</Callout.Actions>
			</form>
		</Callout.Root>,
	)
	const form = container.querySelector('form') as HTMLFormElement
	expect(form.getAttribute('data-tone')).toBe('danger')
	expect(screen.getByRole('alert').textContent).toBe('هل تريد حذف هذا العنوان؟')
	expect(form.contains(screen.getByRole('button', { name: 'نعم، احذفه' }))).toBe(true)
	expect(screen.getByText('هل تريد حذف هذا العنوان؟').tagName).toBe('P')
})

test('the icon is decorative; the words carry the message', () => {
	const { container } = renderIn(
		'en',
		<Callout.Root tone="warning">
			<Callout.Icon name="info" />
			<Callout.Text>You can keep up to 20 addresses</Callout.Text>
		</Callout.Root>,
	)
	expect(container.querySelector('[aria-hidden] svg')).not.toBeNull()
	expect(screen.getByText('You can keep up to 20 addresses')).toBeTruthy()
})

test('a title can be a heading', () => {
	renderIn(
		'en',
		<Callout.Root tone="danger">
			<Callout.Title asChild>
				<h2>Deleting your account</h2>
			</Callout.Title>
		</Callout.Root>,
	)
	expect(screen.getByRole('heading', { name: 'Deleting your account', level: 2 })).toBeTruthy()
})
