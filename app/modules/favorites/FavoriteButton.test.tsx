// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
// Remix's router hooks are react-router's; a memory router stands in for the Remix app here.
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { SHOW_LOGIN_EVENT, type ShowLoginDetail } from '#app/modules/auth/login-events.ts'
import { readDeviceState } from '#app/modules/history/device-storage.ts'
import { FavoriteButton } from './FavoriteButton.tsx'
import { type FavoriteActionData } from './favorites.ts'
import { href } from '#app/href.ts'

const MESSAGES = {
	'favorites.add': 'Add to favourites',
	'favorites.remove': 'Remove from favourites',
	'favorites.added': 'Added to favourites',
	'favorites.addedOnDevice': 'Saved on this device',
	'favorites.removed': 'Removed from favourites',
	'favorites.group.default': 'Default group',
	'favorites.chooseGroup.title': 'Save to a group',
	'favorites.chooseGroup.description': 'Saved to {group}. You can pick another group.',
	'favorites.movedTo': 'Moved to {group}',
	'shell.close': 'Close',
}

beforeEach(() => localStorage.clear())
afterEach(cleanup)

function renderOnProductPage(favorite: boolean | null, answer: (form: FormData) => FavoriteActionData | Response) {
	const posted: FormData[] = []
	const router = createMemoryRouter(
		[
			{
				id: 'root',
				path: '/',
				loader: () => ({ user: favorite === null ? null : { id: 'u1' } }),
				children: [
					{ path: 'product', element: <FavoriteButton productId="p-1" favorite={favorite} /> },
					{
						path: href('/pages/individualCenter/buyer_collection/index').slice(1),
						action: async ({ request }) => {
							const form = await request.formData()
							posted.push(form)
							return answer(form)
						},
					},
				],
			},
		],
		{ initialEntries: ['/product'] },
	)
	render(
		<IntlProvider locale="en" messages={MESSAGES}>
			<RouterProvider router={router} />
		</IntlProvider>,
	)
	return posted
}

test('a visitor toggles the heart on the device, without a request', async () => {
	const posted = renderOnProductPage(null, () => ({ ok: false, error: 'unexpected' }))
	await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }))
	expect((await screen.findByRole('button', { name: 'Remove from favourites' })).getAttribute('aria-pressed')).toBe('true')
	expect(readDeviceState().favorites.map((entry) => entry.productId)).toEqual(['p-1'])
	await userEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }))
	expect(readDeviceState().favorites).toEqual([])
	expect(posted).toHaveLength(0)
})

test('a signed-in buyer adds through the favourites action, which the heart shows at once', async () => {
	const posted = renderOnProductPage(false, (form) => ({
		ok: true,
		intent: 'add',
		productId: String(form.get('productId')),
		groupId: 'g-default',
		groups: [{ id: 'g-default', name: 'default', isDefault: true }],
	}))
	await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }))
	await waitFor(() => expect(posted).toHaveLength(1))
	expect(Object.fromEntries(posted[0]!)).toEqual({ intent: 'add', productId: 'p-1' })
	expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy()
	expect(readDeviceState().favorites).toEqual([])
})

test('a signed-out answer (401) opens the login sheet', async () => {
	const opened = vi.fn()
	window.addEventListener(SHOW_LOGIN_EVENT, opened)
	renderOnProductPage(false, () => ({ ok: false, error: 'error.http.401' }))
	await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }))
	await waitFor(() => expect(opened).toHaveBeenCalledTimes(1))
	window.removeEventListener(SHOW_LOGIN_EVENT, opened)
})

test('a session that ended opens the sheet saying so, and the tap is sent again once signed in', async () => {
	const asked: ShowLoginDetail[] = []
	const opened = (event: Event) => asked.push((event as CustomEvent<ShowLoginDetail>).detail)
	window.addEventListener(SHOW_LOGIN_EVENT, opened)
	let signedIn = false
	const posted = renderOnProductPage(false, (form) =>
		signedIn
			? { ok: true, intent: 'add', productId: String(form.get('productId')), groupId: 'g-default', groups: [] }
			: { ok: false, error: 'error.http.401', signInToContinue: true },
	)
	await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }))
	await waitFor(() => expect(asked).toHaveLength(1))
	expect(asked[0]?.reason).toBe('session-ended')
	// Not saved yet: the heart shows what is true.
	expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeTruthy()
	signedIn = true
	asked[0]?.onSignedIn?.()
	await waitFor(() => expect(posted).toHaveLength(2))
	expect(Object.fromEntries(posted[1]!)).toEqual({ intent: 'add', productId: 'p-1' })
	expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeTruthy()
	expect(asked).toHaveLength(1)
	window.removeEventListener(SHOW_LOGIN_EVENT, opened)
})

test('a buyer with several groups may move the product just saved into another group', async () => {
	const groups = [
		{ id: 'g-default', name: 'default', isDefault: true },
		{ id: 'g-kitchen', name: 'Kitchen', isDefault: false },
	]
	const posted = renderOnProductPage(false, (form) =>
		form.get('intent') === 'move'
			? { ok: true, intent: 'move', count: 1, groupId: String(form.get('targetGroupId')) }
			: { ok: true, intent: 'add', productId: 'p-1', groupId: 'g-default', groups },
	)
	await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }))
	const sheet = await screen.findByRole('dialog', { name: 'Save to a group' })
	expect(sheet.textContent).toContain('Saved to Default group.')
	await userEvent.click(screen.getByRole('button', { name: 'Kitchen' }))
	await waitFor(() => expect(posted).toHaveLength(2))
	expect(Object.fromEntries(posted[1]!)).toEqual({ intent: 'move', productId: 'p-1', targetGroupId: 'g-kitchen' })
	await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})
