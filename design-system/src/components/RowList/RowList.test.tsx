// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { RowList } from './RowList.tsx'

test('records are the items of a list, in the order given', () => {
	renderIn(
		'ar',
		<RowList.Root aria-label="المدفوعات">
			<RowList.Item>دفعة البضاعة</RowList.Item>
			<RowList.Item>دفعة الشحن</RowList.Item>
		</RowList.Root>,
	)
	const list = screen.getByRole('list', { name: 'المدفوعات' })
	expect(list.tagName).toBe('UL')
	expect(
		within(list)
			.getAllByRole('listitem')
			.map((item) => item.textContent),
	).toEqual(['دفعة البضاعة', 'دفعة الشحن'])
})

test('a history is an ordered list', () => {
	renderIn(
		'en',
		<RowList.Root as="ol" aria-label="History">
			<RowList.Item>Shipped</RowList.Item>
		</RowList.Root>,
	)
	expect(screen.getByRole('list', { name: 'History' }).tagName).toBe('OL')
})
