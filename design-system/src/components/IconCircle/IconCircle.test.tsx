// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { IconCircle } from './IconCircle.tsx'

test('a decorative icon on a disc, hidden from screen readers', () => {
	renderIn('ar', <IconCircle name="camera" data-testid="circle" />)
	const circle = screen.getByTestId('circle')
	expect(circle.getAttribute('aria-hidden')).toBe('true')
	expect(circle.querySelector('svg use')?.getAttribute('href')).toContain('#camera')
})

test('sizes and tones are looks of their own', () => {
	renderIn(
		'en',
		<>
			<IconCircle name="gift" data-testid="a" />
			<IconCircle name="gift" size="xlarge" data-testid="b" />
			<IconCircle name="gift" tone="brand" data-testid="c" />
		</>,
	)
	expect(new Set(['a', 'b', 'c'].map((id) => screen.getByTestId(id).className)).size).toBe(3)
})
