// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Select } from './Select.tsx'

function Provinces(props: { error?: string; defaultValue?: string }) {
	return (
		<form>
			<Select label="المحافظة" name="provinceId" placeholder="اختر…" {...props}>
				<option value="baghdad">بغداد</option>
				<option value="basra">البصرة</option>
			</Select>
		</form>
	)
}

test('the label names a native select whose first option is the empty placeholder', () => {
	renderIn('ar', <Provinces />)
	const select = screen.getByLabelText('المحافظة') as HTMLSelectElement
	expect(select.tagName).toBe('SELECT')
	expect(select.value).toBe('')
	expect([...select.options].map((option) => option.textContent)).toEqual(['اختر…', 'بغداد', 'البصرة'])
})

test('the chosen option is sent by a plain form', () => {
	const { container } = renderIn('ar', <Provinces defaultValue="basra" />)
	const select = screen.getByLabelText('المحافظة')
	expect(new FormData(container.querySelector('form') as HTMLFormElement).get('provinceId')).toBe('basra')
	fireEvent.change(select, { target: { value: 'baghdad' } })
	expect(new FormData(container.querySelector('form') as HTMLFormElement).get('provinceId')).toBe('baghdad')
})

test('an error marks it invalid and is announced', () => {
	renderIn('ar', <Provinces error="اختر المحافظة" />)
	const select = screen.getByLabelText('المحافظة')
	expect(select.getAttribute('aria-invalid')).toBe('true')
	expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('اختر المحافظة')
})
