// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { DataList } from './DataList.tsx'

test('each name is a term and each value its definition, in order', () => {
	renderIn(
		'ar',
		<DataList.Root>
			<DataList.Item>
				<DataList.Label>رمز المنتج</DataList.Label>
				<DataList.Value>
					<bdi>SKU-A12</bdi>
				</DataList.Value>
			</DataList.Item>
			<DataList.Item>
				<DataList.Label>الكمية</DataList.Label>
				<DataList.Value>٥٠٠</DataList.Value>
			</DataList.Item>
		</DataList.Root>,
	)
	expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['رمز المنتج', 'الكمية'])
	expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['SKU-A12', '٥٠٠'])
})

test('the layout is on the list for its items to follow', () => {
	const { container } = renderIn('en', <DataList.Root layout="rows" />)
	expect(container.querySelector('dl')?.getAttribute('data-layout')).toBe('rows')
})

test('in the amounts layout an item is the total or a detail of the one above, and says which for its look', () => {
	const { container } = renderIn(
		'en',
		<DataList.Root layout="amounts">
			<DataList.Item>
				<DataList.Label>Container storage</DataList.Label>
				<DataList.Value>39,300 IQD</DataList.Value>
			</DataList.Item>
			<DataList.Item detail>
				<DataList.Label>Storage rate</DataList.Label>
				<DataList.Value>US$2.50 a day × 12</DataList.Value>
			</DataList.Item>
			<DataList.Item total>
				<DataList.Label>Total</DataList.Label>
				<DataList.Value>70,800 IQD</DataList.Value>
			</DataList.Item>
		</DataList.Root>,
	)
	const items = [...container.querySelectorAll('dl > div')]
	expect(items.map((item) => [item.hasAttribute('data-detail'), item.hasAttribute('data-total')])).toEqual([
		[false, false],
		[true, false],
		[false, true],
	])
	expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Container storage', 'Storage rate', 'Total'])
})
