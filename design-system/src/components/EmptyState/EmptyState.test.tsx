// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { EmptyState } from './EmptyState.tsx'

test('says what is empty, why, and offers a way on', () => {
	renderIn(
		'ar',
		<EmptyState
			icon={<Icon name="cart" size="large" />}
			title="سلتك فارغة"
			description="أضف منتجات من الصفحة الرئيسية"
			action={<a href="/">تصفح المنتجات</a>}
		/>,
	)
	expect(screen.getByRole('heading', { level: 2, name: 'سلتك فارغة' })).toBeTruthy()
	expect(screen.getByText('أضف منتجات من الصفحة الرئيسية')).toBeTruthy()
	expect(screen.getByRole('link', { name: 'تصفح المنتجات' }).getAttribute('href')).toBe('/')
})

test('the title can sit at another heading level', () => {
	renderIn('en', <EmptyState title="No orders yet" titleAs="h3" />)
	expect(screen.getByRole('heading', { level: 3, name: 'No orders yet' })).toBeTruthy()
})
