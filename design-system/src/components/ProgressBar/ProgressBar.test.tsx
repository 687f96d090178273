// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { ProgressBar } from './ProgressBar.tsx'

test('a named progress bar that says how far along it is', () => {
	renderIn('ar', <ProgressBar value={2} max={3} aria-label="الأصدقاء الذين ساعدوا" />)
	const bar = screen.getByRole('progressbar', { name: 'الأصدقاء الذين ساعدوا' })
	expect(bar.getAttribute('aria-valuenow')).toBe('2')
	expect(bar.getAttribute('aria-valuemax')).toBe('3')
	expect(bar.getAttribute('style')).toContain('66.66')
})

test('never fills past its end or below its start', () => {
	renderIn(
		'en',
		<>
			<ProgressBar value={5} max={3} aria-label="over" />
			<ProgressBar value={-1} max={3} aria-label="under" />
			<ProgressBar value={0} max={0} aria-label="empty" />
		</>,
	)
	expect(screen.getByRole('progressbar', { name: 'over' }).getAttribute('aria-valuenow')).toBe('3')
	expect(screen.getByRole('progressbar', { name: 'over' }).getAttribute('style')).toContain('100%')
	expect(screen.getByRole('progressbar', { name: 'under' }).getAttribute('aria-valuenow')).toBe('0')
	expect(screen.getByRole('progressbar', { name: 'empty' }).getAttribute('style')).toContain('0%')
})
