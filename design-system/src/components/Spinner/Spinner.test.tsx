// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Spinner } from './Spinner.tsx'

test('a labelled spinner is a status that says what is loading', () => {
	renderIn('ar', <Spinner label="جارٍ تحميل المنتجات" />)
	expect(screen.getByRole('status').textContent).toBe('جارٍ تحميل المنتجات')
})

test('without a label it is decoration, hidden from screen readers', () => {
	const { container } = renderIn('en', <Spinner />)
	expect(screen.queryByRole('status')).toBeNull()
	expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull()
})
