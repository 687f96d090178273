// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, expect, test, vi } from 'vitest'
import en from '#locales/en.json'
import { SLIP_MAX_BYTES } from './schema.ts'
import { SlipPicker, slipProblem } from './SlipPicker.tsx'

afterEach(cleanup)

function file(name: string, size = 1_000, type = name.endsWith('.pdf') ? 'application/pdf' : 'image/png') {
	const item = new File([new Uint8Array(Math.min(size, 16))], name, { type, lastModified: 1 })
	Object.defineProperty(item, 'size', { value: size })
	return item
}

function pick(input: HTMLInputElement, files: File[]) {
	Object.defineProperty(input, 'files', { value: files, configurable: true, writable: true })
	fireEvent.change(input)
}

function renderPicker() {
	const onProblem = vi.fn<(messageId: string | null) => void>()
	render(
		<IntlProvider locale="en" messages={en as Record<string, string>}>
			<form>
				<SlipPicker onProblem={onProblem} />
			</form>
		</IntlProvider>,
	)
	const input = document.querySelector('input[type="file"]') as HTMLInputElement
	return { input, onProblem }
}

test('files picked in two goes add up, show as a list, and one can be removed', () => {
	const { input, onProblem } = renderPicker()
	expect(input.multiple).toBe(true)
	pick(input, [file('receipt.png'), file('statement.pdf')])
	expect(screen.getByRole('list', { name: '2 files chosen' })).toBeTruthy()
	pick(input, [file('second-receipt.jpg')])
	expect(screen.getByRole('list', { name: '3 files chosen' })).toBeTruthy()
	fireEvent.click(screen.getByRole('button', { name: 'Remove statement.pdf' }))
	expect(screen.getByRole('list', { name: '2 files chosen' })).toBeTruthy()
	expect(screen.queryByRole('button', { name: 'Remove statement.pdf' })).toBeNull()
	expect(onProblem).toHaveBeenLastCalledWith(null)
})

test('a sixth file is not taken and the buyer is told the limit', () => {
	const { input, onProblem } = renderPicker()
	pick(
		input,
		Array.from({ length: 6 }, (_, index) => file(`slip-${index + 1}.png`)),
	)
	expect(screen.getByRole('list', { name: '5 files chosen' })).toBeTruthy()
	expect(onProblem).toHaveBeenLastCalledWith('payment.slip.tooMany')
})

test('the browser-side rules: none, too many, too large, not an allowed type', () => {
	expect(slipProblem([])).toBe('payment.slip.required')
	expect(slipProblem(Array.from({ length: 6 }, () => ({ name: 'a.png', size: 1 })))).toBe('payment.slip.tooMany')
	expect(slipProblem([{ name: 'a.jpg', size: SLIP_MAX_BYTES + 1 }])).toBe('payment.slip.tooLarge')
	expect(slipProblem([{ name: 'a.heic', size: 10 }])).toBe('payment.slip.unsupported')
	expect(
		slipProblem([
			{ name: 'A.JPEG', size: 10 },
			{ name: 'b.pdf', size: 10 },
		]),
	).toBeNull()
})
