import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, Callout, ConfirmDialog, EmptyState, Icon, Stack, Text } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { AddressCard, AddressLimitNotice } from '#app/modules/addresses/AddressCard.tsx'
import * as styles from '#app/modules/addresses/Addresses.css.ts'
import { AddressNotFoundError, deleteAddress, listAddresses, setDefaultAddress } from '#app/modules/addresses/addresses.server.ts'
import { AddressListActionSchema, MAX_ADDRESSES_PER_BUYER, returnPathWithAddress, safeReturnPath } from '#app/modules/addresses/schema.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.addressList.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	const redirectTo = safeReturnPath(new URL(request.url).searchParams.get('redirectTo'))
	const addresses = await listAddresses(getDb(), user.id, locale)
	return {
		addresses: addresses.map(({ createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...address }) => address),
		redirectTo,
		max: MAX_ADDRESSES_PER_BUYER,
	}
}

/** Set default, or delete (asked once more: in a sheet with JavaScript, in place without). */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireUserContext(request)
	const parsed = AddressListActionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ confirmDeleteId: null, error: 'error.http.400' }, { status: 400 })
	const url = new URL(request.url)
	const here = `${url.pathname}${url.search}`
	const db = getDb()
	const command = parsed.data
	try {
		if (command.intent === 'setDefault') {
			await setDefaultAddress(db, user.id, command.id)
			return redirectWithToast(request, here, { messageId: 'address.defaultSet', tone: 'success' })
		}
		if (command.confirm !== 'yes') return data({ confirmDeleteId: command.id, error: null })
		await deleteAddress(db, user.id, command.id)
		return redirectWithToast(request, here, { messageId: 'address.deleted', tone: 'success' })
	} catch (error) {
		if (error instanceof AddressNotFoundError) throw new Response(null, { status: 404 })
		throw error
	}
}

function editLink(redirectTo: string | null, id?: string) {
	const params = new URLSearchParams()
	if (id) params.set('id', id)
	if (redirectTo) params.set('redirectTo', redirectTo)
	const query = params.toString()
	return query ? `${href('/pages/address-add/index')}?${query}` : href('/pages/address-add/index')
}

export default function AddressListPage() {
	const { addresses, redirectTo, max } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const location = useLocation()
	const navigation = useNavigation()
	const [confirming, setConfirming] = useState<string | null>(null)
	const busy = (intent: string, id: string) =>
		navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === id
	const atLimit = addresses.length >= max
	// Closed by itself once the confirmed delete has removed the address.
	const sheetOpen = confirming !== null && addresses.some((address) => address.id === confirming)
	const addButton = atLimit ? null : (
		<Button asChild icon="plus" size="large" fullWidth>
			<Link to={editLink(redirectTo)}>
				<FormattedMessage id="address.add" />
			</Link>
		</Button>
	)

	return (
		<>
			<PageHeader titleId="page.addressList.title" />
			<Stack gap="medium" padding="large" paddingBlockEnd="xxxlarge">
				{redirectTo && addresses.length > 0 ? (
					<Text size="small" tone="muted">
						<FormattedMessage id="address.choose.hint" />
					</Text>
				) : null}
				{actionData?.error ? (
					<Text tone="danger" size="small" role="alert">
						<FormattedMessage id={actionData.error} />
					</Text>
				) : null}
				{addresses.length === 0 ? (
					<EmptyState
						icon={<Icon name="location" size="large" />}
						title={<FormattedMessage id="address.empty.title" />}
						description={<FormattedMessage id="address.empty.description" />}
						action={addButton}
					/>
				) : (
					<Stack as="ul" gap="medium">
						{addresses.map((address) => (
							<li key={address.id}>
								<AddressCard address={address}>
									{actionData?.confirmDeleteId === address.id ? (
										<Callout.Root asChild tone="danger">
											<Form method="post">
												<input type="hidden" name="intent" value="delete" />
												<input type="hidden" name="id" value={address.id} />
												<Callout.Title role="alert">
													<FormattedMessage id="address.delete.confirm.title" />
												</Callout.Title>
												<Callout.Text muted>
													<FormattedMessage id="address.delete.confirm.body" />
												</Callout.Text>
												<Callout.Actions>
													<Button type="submit" name="confirm" value="yes" tone="danger" size="small" loading={busy('delete', address.id)}>
														<FormattedMessage id="address.delete.confirm.action" />
													</Button>
													<Button asChild variant="outline" tone="neutral" size="small">
														<Link to={`${location.pathname}${location.search}`}>
															<FormattedMessage id="address.delete.confirm.cancel" />
														</Link>
													</Button>
												</Callout.Actions>
											</Form>
										</Callout.Root>
									) : null}
									{redirectTo ? (
										<Button asChild fullWidth>
											<Link to={returnPathWithAddress(redirectTo, address.id)} aria-describedby={`address-${address.id}-name`}>
												<FormattedMessage id="address.choose.action" />
											</Link>
										</Button>
									) : null}
									<div className={styles.actions}>
										{address.isDefault ? null : (
											<Form method="post" className={styles.inlineForm}>
												<input type="hidden" name="intent" value="setDefault" />
												<input type="hidden" name="id" value={address.id} />
												<Button
													type="submit"
													variant="ghost"
													size="small"
													loading={busy('setDefault', address.id)}
													aria-describedby={`address-${address.id}-name`}
												>
													<FormattedMessage id="address.setDefault" />
												</Button>
											</Form>
										)}
										<span className={styles.actionsEnd}>
											<Button asChild variant="ghost" tone="neutral" size="small">
												<Link to={editLink(redirectTo, address.id)} aria-describedby={`address-${address.id}-name`}>
													<FormattedMessage id="address.edit" />
												</Link>
											</Button>
											<Form
												method="post"
												id={`delete-${address.id}`}
												className={styles.inlineForm}
												onSubmit={(event) => {
													// With JavaScript, ask in a sheet first; the sheet's button sends this form confirmed.
													const submitter = (event.nativeEvent as SubmitEvent).submitter
													if (submitter?.getAttribute('value') !== 'yes') {
														event.preventDefault()
														setConfirming(address.id)
													}
												}}
											>
												<input type="hidden" name="intent" value="delete" />
												<input type="hidden" name="id" value={address.id} />
												<Button type="submit" variant="ghost" tone="danger" size="small" icon="trash" aria-describedby={`address-${address.id}-name`}>
													<FormattedMessage id="address.delete" />
												</Button>
											</Form>
										</span>
									</div>
								</AddressCard>
							</li>
						))}
					</Stack>
				)}
				{addresses.length > 0 ? addButton : null}
				{atLimit ? <AddressLimitNotice max={max} /> : null}
			</Stack>
			<ConfirmDialog.Root open={sheetOpen} onOpenChange={(open) => !open && !busy('delete', confirming ?? '') && setConfirming(null)}>
				<ConfirmDialog.Content
					title={<FormattedMessage id="address.delete.confirm.title" />}
					description={<FormattedMessage id="address.delete.confirm.body" />}
				>
					<Button
						type="submit"
						form={`delete-${confirming}`}
						name="confirm"
						value="yes"
						tone="danger"
						size="large"
						fullWidth
						loading={busy('delete', confirming ?? '')}
					>
						<FormattedMessage id="address.delete.confirm.action" />
					</Button>
					<ConfirmDialog.Cancel asChild>
						<Button variant="outline" tone="neutral" size="large" fullWidth>
							<FormattedMessage id="address.delete.confirm.cancel" />
						</Button>
					</ConfirmDialog.Cancel>
				</ConfirmDialog.Content>
			</ConfirmDialog.Root>
		</>
	)
}
