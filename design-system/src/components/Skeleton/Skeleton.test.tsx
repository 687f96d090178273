// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Skeleton } from './Skeleton.tsx'

test('placeholders are hidden from screen readers and take the size asked for', () => {
	const { container } = renderIn('ar', <Skeleton shape="circle" inlineSize={48} />)
	const skeleton = container.querySelector('[aria-hidden="true"]') as HTMLElement
	expect(skeleton).not.toBeNull()
	expect(skeleton.style.inlineSize).toBe('48px')
	expect(skeleton.style.blockSize).toBe('48px')
})
