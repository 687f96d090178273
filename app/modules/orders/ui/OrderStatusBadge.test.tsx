// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, expect, test } from 'vitest'
import ar from '#locales/ar.json'
import en from '#locales/en.json'
import { ORDER_STATUS, ORDER_STATUSES } from '../order-status.ts'
import { OrderStatusBadge } from './OrderStatusBadge.tsx'

afterEach(cleanup)

test.each(ORDER_STATUSES)('status %i has one colour: the buyer’s badge and the staff console’s (with its code) look the same', (status) => {
	render(
		<IntlProvider locale="en" messages={en as Record<string, string>}>
			<OrderStatusBadge status={status} />
			<OrderStatusBadge status={status} withCode />
		</IntlProvider>,
	)
	const [buyer, staff] = Array.from(document.querySelectorAll('span'))
	expect(buyer?.className).toBeTruthy()
	expect(staff?.className).toBe(buyer?.className)
	expect(staff?.textContent).toContain(String(status))
	expect(staff?.textContent).toContain(buyer?.textContent ?? '')
})

test('an unpaid order and a cancelled one are told apart by colour as well as by words, in Arabic', () => {
	render(
		<IntlProvider locale="ar" messages={ar as Record<string, string>}>
			<OrderStatusBadge status={ORDER_STATUS.awaitingPayment} />
			<OrderStatusBadge status={ORDER_STATUS.cancelled} />
		</IntlProvider>,
	)
	const unpaid = screen.getByText(ar['order.status.awaitingPayment'])
	const cancelled = screen.getByText(ar['order.status.cancelled'])
	expect(unpaid.className).not.toBe(cancelled.className)
})
