import { expect, test } from 'vitest'
import { offersPayment, type PaymentAttempt, paymentNotice } from './payment-notice.ts'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute))
const attempt = (overrides: Partial<PaymentAttempt>): PaymentAttempt => ({
	stage: 'goods',
	type: 5,
	status: 'pending',
	failureReason: null,
	createdAt: at(0),
	...overrides,
})

test('an unpaid order with nothing under way asks to pay that stage', () => {
	expect(paymentNotice({ awaited: 'goods', payments: [] })).toEqual({ kind: 'due', stage: 'goods' })
	expect(paymentNotice({ awaited: 'logistics', payments: [attempt({ status: 'succeeded' })] })).toEqual({ kind: 'due', stage: 'logistics' })
})

test('slips with staff: in review, no pay button', () => {
	const notice = paymentNotice({ awaited: 'goods', payments: [attempt({ status: 'in_review' })] })
	expect(notice).toEqual({ kind: 'inReview', stage: 'goods' })
	expect(offersPayment(notice)).toBe(false)
})

test('rejected slips read "payment audit failed" with the reviewer’s reason and offer to pay again', () => {
	const notice = paymentNotice({
		awaited: 'goods',
		payments: [attempt({ status: 'rejected', failureReason: '  المبلغ غير مطابق ', createdAt: at(1) })],
	})
	expect(notice).toEqual({ kind: 'rejected', stage: 'goods', reason: 'المبلغ غير مطابق' })
	expect(offersPayment(notice)).toBe(true)
})

test('the latest attempt of the awaited stage decides: a decline after a rejection is "payment failed"', () => {
	const payments = [
		attempt({ status: 'rejected', failureReason: 'blurry', createdAt: at(1) }),
		attempt({ type: 10, status: 'failed', failureReason: '05', createdAt: at(5) }),
		attempt({ stage: 'logistics', status: 'in_review', createdAt: at(9) }),
	]
	expect(paymentNotice({ awaited: 'goods', payments })).toEqual({ kind: 'failed', stage: 'goods' })
})

test('a transfer waiting for its slips continues, cash orders say they are paid on handover', () => {
	expect(paymentNotice({ awaited: 'goods', payments: [attempt({ status: 'pending' })] })).toEqual({
		kind: 'continue',
		stage: 'goods',
		method: 'transfer',
	})
	expect(paymentNotice({ awaited: null, payments: [attempt({ type: 11 })] })).toEqual({ kind: 'cashOnDelivery' })
	expect(paymentNotice({ awaited: null, payments: [attempt({ type: 3 })] })).toEqual({ kind: 'cashAtStore' })
	expect(paymentNotice({ awaited: null, payments: [attempt({ type: 11, status: 'succeeded' })] })).toEqual({ kind: 'none' })
})

test('a card payment left at the gateway continues as a card payment, not with a transfer slip', () => {
	const notice = paymentNotice({ awaited: 'goods', payments: [attempt({ type: 10, status: 'pending' })] })
	expect(notice).toEqual({ kind: 'continue', stage: 'goods', method: 'card' })
	expect(offersPayment(notice)).toBe(true)
})

test('cash not collected at handover reads "abnormal payment collection" with the reason; a logistics bill can then be paid another way', () => {
	const goodsCash = attempt({ type: 11, status: 'failed', failureReason: ' المشتري لم يكن في العنوان ', createdAt: at(2) })
	const onDelivery = paymentNotice({ awaited: null, payments: [goodsCash] })
	expect(onDelivery).toEqual({ kind: 'cashNotCollected', stage: 'goods', reason: 'المشتري لم يكن في العنوان', payable: false })
	expect(offersPayment(onDelivery)).toBe(false)

	const logisticsCash = attempt({ stage: 'logistics', type: 11, status: 'failed', failureReason: 'short by 5,000', createdAt: at(7) })
	const bill = paymentNotice({ awaited: 'logistics', payments: [goodsCash, logisticsCash] })
	expect(bill).toEqual({ kind: 'cashNotCollected', stage: 'logistics', reason: 'short by 5,000', payable: true })
	expect(offersPayment(bill)).toBe(true)
	// A declined card is still "payment failed".
	expect(paymentNotice({ awaited: 'logistics', payments: [attempt({ stage: 'logistics', type: 10, status: 'failed' })] })).toEqual({
		kind: 'failed',
		stage: 'logistics',
	})
})
