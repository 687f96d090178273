// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'

afterEach(() => vi.restoreAllMocks())

test('says nothing online; when the browser goes offline it says what happens meanwhile, and goes when back online', () => {
	const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
	renderIn('ar', <OfflineBanner>رسائلك تنتظر هنا</OfflineBanner>)
	expect(screen.queryByText('رسائلك تنتظر هنا')).toBeNull()
	// The live region is there from the start, so the change is read out.
	expect(screen.getByRole('status')).toBeTruthy()

	online.mockReturnValue(false)
	act(() => void window.dispatchEvent(new Event('offline')))
	expect(screen.getByText('رسائلك تنتظر هنا')).toBeTruthy()

	online.mockReturnValue(true)
	act(() => void window.dispatchEvent(new Event('online')))
	expect(screen.queryByText('رسائلك تنتظر هنا')).toBeNull()
})
