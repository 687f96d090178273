// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Table } from './Table.tsx'

function Orders() {
	return (
		<Table.Root aria-label="الطلبات">
			<Table.Header>
				<Table.Row>
					<Table.ColumnHeader>رقم الطلب</Table.ColumnHeader>
					<Table.ColumnHeader align="end">المبلغ</Table.ColumnHeader>
				</Table.Row>
			</Table.Header>
			<Table.Body>
				<Table.Row>
					<Table.Cell>
						<bdi>DJ-0042</bdi>
					</Table.Cell>
					<Table.Cell align="end">١٬٨١٢٬٠٠٠</Table.Cell>
				</Table.Row>
			</Table.Body>
		</Table.Root>
	)
}

test('the column names head their columns and each record is a row of cells under them', () => {
	renderIn('ar', <Orders />)
	const table = screen.getByRole('table', { name: 'الطلبات' })
	expect(
		within(table)
			.getAllByRole('columnheader')
			.map((header) => [header.textContent, header.getAttribute('scope')]),
	).toEqual([
		['رقم الطلب', 'col'],
		['المبلغ', 'col'],
	])
	const [, record] = within(table).getAllByRole('row')
	expect(
		within(record!)
			.getAllByRole('cell')
			.map((cell) => cell.textContent),
	).toEqual(['DJ-0042', '١٬٨١٢٬٠٠٠'])
})

test('amounts line up at the end of their column, names at the start', () => {
	renderIn('en', <Orders />)
	const [number, amount] = screen.getAllByRole('cell')
	expect(amount!.className).not.toBe(number!.className)
	expect(screen.getAllByRole('columnheader')[1]!.className).not.toBe(screen.getAllByRole('columnheader')[0]!.className)
})

test('the table sits in a frame of its own, so a wide one scrolls sideways instead of widening the page', () => {
	renderIn('en', <Orders />)
	const table = screen.getByRole('table')
	expect(table.parentElement?.tagName).toBe('DIV')
	expect(table.parentElement?.className).toBeTruthy()
})
