// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, expect, test, vi } from 'vitest'
import en from '#locales/en.json' with { type: 'json' }
import { trackEvent } from '#app/modules/tracking/track.ts'
import { ProductShareButton } from './ProductShareButton.tsx'

vi.mock('#app/modules/tracking/track.ts', () => ({ trackEvent: vi.fn() }))

afterEach(() => {
	cleanup()
	vi.mocked(trackEvent).mockClear()
	Reflect.deleteProperty(navigator, 'share')
})

function renderButton() {
	return render(
		<IntlProvider locale="en" messages={en}>
			<ProductShareButton url="https://dijla.example/p?productId=p1" title="Steel bottle" fallbackHref="#share" />
		</IntlProvider>,
	)
}

test('closing the phone’s own share sheet is tracked as close', async () => {
	Object.defineProperty(navigator, 'share', {
		value: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))),
		configurable: true,
	})
	renderButton()
	await act(async () => {
		fireEvent.click(screen.getByRole('button', { name: 'Share' }))
	})
	await vi.waitFor(() => expect(trackEvent).toHaveBeenCalledWith('close', 'product.share.system'))
	expect(screen.queryByRole('dialog')).toBeNull()
})

test('closing our share sheet (no Web Share API) is tracked once as close', async () => {
	renderButton()
	fireEvent.click(screen.getByRole('button', { name: 'Share' }))
	const dialog = await screen.findByRole('dialog')
	expect(trackEvent).not.toHaveBeenCalled()
	fireEvent.click(screen.getByRole('button', { name: 'Close' }))
	await vi.waitFor(() => expect(dialog.isConnected).toBe(false))
	expect(vi.mocked(trackEvent).mock.calls).toEqual([['close', 'product.share.sheet']])
})
