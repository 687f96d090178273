import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'
import { Button, Stack } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { type Locale } from '#app/db/schema/index.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { AddressForm, type AddressFormDefaults } from '#app/modules/addresses/AddressForm.tsx'
import { AddressLimitNotice } from '#app/modules/addresses/AddressCard.tsx'
import {
	AddressError,
	AddressNotFoundError,
	type AddressView,
	countAddresses,
	createAddress,
	getAddress,
	updateAddress,
} from '#app/modules/addresses/addresses.server.ts'
import { listPickupStores, loadRegionChoices } from '#app/modules/addresses/regions.server.ts'
import {
	AddressFormSchema,
	DELIVERY_MODE_ADDRESS,
	MAX_ADDRESSES_PER_BUYER,
	returnPathWithAddress,
	safeReturnPath,
} from '#app/modules/addresses/schema.ts'
import { signInToContinue } from '#app/modules/auth/auth.server.ts'
import { keepPageToSignIn, useFormSignInToContinue } from '#app/modules/auth/use-sign-in-to-continue.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'

/** A session that ended mid-form: the page stays as it is (filled in) while the login sheet signs the buyer in. */
export const shouldRevalidate = keepPageToSignIn

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
	pageMeta(matches, loaderData?.editing ? 'address.edit.title' : 'page.addressEdit.title')

/** `?id=` edits that address (404 unless it is the buyer's); `?countryId=&provinceId=` choose the lists shown. */
const PageQuerySchema = z.object({
	id: z.string().min(1).optional().catch(undefined),
	countryId: z.string().optional().catch(undefined),
	provinceId: z.string().optional().catch(undefined),
	redirectTo: z.string().optional().catch(undefined),
})

function pageQuery(request: Request) {
	return PageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
}

async function findAddress(userId: string, id: string | undefined, locale: Locale): Promise<AddressView | null> {
	if (!id) return null
	try {
		return await getAddress(getDb(), userId, id, locale)
	} catch (error) {
		if (error instanceof AddressNotFoundError) throw new Response(null, { status: 404 })
		throw error
	}
}

/** A buyer's own number as they would type it: +9647701234567 → 07701234567. */
function localPhone(phone: string | null): string {
	if (!phone) return ''
	return phone.startsWith('+964') ? `0${phone.slice(4)}` : phone
}

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	const query = pageQuery(request)
	const db = getDb()
	const address = await findAddress(user.id, query.id, locale)
	const [choices, stores, total] = await Promise.all([
		loadRegionChoices(db, locale, {
			countryId: query.countryId ?? address?.country?.id,
			provinceId: query.provinceId ?? address?.province?.id,
		}),
		listPickupStores(db, locale),
		address ? Promise.resolve(0) : countAddresses(db, user.id),
	])
	const defaults: AddressFormDefaults = {
		deliveryMode: String(address?.deliveryMode ?? DELIVERY_MODE_ADDRESS),
		fullName: address?.fullName ?? [user.firstName, user.lastName].filter(Boolean).join(' '),
		phone: address?.phone ?? localPhone(user.phone),
		countryId: choices.countryId,
		provinceId: choices.provinceId,
		cityId: address?.city?.id ?? '',
		postcode: address?.postcode ?? '',
		addressLine: address?.addressLine ?? '',
		pickupStoreId: address?.pickupStore?.id ?? '',
		isDefault: address?.isDefault ?? false,
	}
	return {
		editing: Boolean(address),
		isCurrentDefault: address?.isDefault ?? false,
		atLimit: !address && total >= MAX_ADDRESSES_PER_BUYER,
		defaults,
		choices,
		stores: stores.map(({ id, name, address: storeAddress, hours, phone }) => ({ id, name, address: storeAddress, hours, phone })),
		redirectTo: safeReturnPath(query.redirectTo),
	}
}

/** Any field, as typed: the "update lists" button (no JavaScript) re-renders the form without judging it. */
const KeepTypedSchema = z.looseObject({})

export async function action({ request }: ActionFunctionArgs) {
	// A session that ended while the buyer typed: the sheet signs them in and the form is sent again.
	const { user, locale } = await getRequestContext(request)
	if (!user) return signInToContinue(request)
	const query = pageQuery(request)
	const formData = await readForm(request)
	const db = getDb()
	const choicesFor = () =>
		loadRegionChoices(db, locale, {
			countryId: String(formData.get('countryId') ?? ''),
			provinceId: String(formData.get('provinceId') ?? ''),
		})

	if (formData.get('intent') === 'regions') {
		const submission = parseWithZod(formData, { schema: KeepTypedSchema })
		return data({ result: submission.reply(), choices: await choicesFor() })
	}

	const submission = parseWithZod(formData, { schema: AddressFormSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), choices: await choicesFor() }, { status: 400 })
	}
	try {
		const saved = query.id ? await updateAddress(db, user.id, query.id, submission.value) : await createAddress(db, user.id, submission.value)
		const redirectTo = safeReturnPath(query.redirectTo)
		const to = redirectTo ? returnPathWithAddress(redirectTo, saved.id) : href('/pages/address/index')
		return redirectWithToast(request, to, { messageId: 'address.saved', tone: 'success' })
	} catch (error) {
		if (error instanceof AddressNotFoundError) throw new Response(null, { status: 404 })
		if (error instanceof AddressError) {
			const result = submission.reply(error.field ? { fieldErrors: { [error.field]: [error.messageId] } } : { formErrors: [error.messageId] })
			return data({ result, choices: await choicesFor() }, { status: error.status })
		}
		throw error
	}
}

export default function AddressEditPage() {
	const { editing, isCurrentDefault, atLimit, defaults, choices, stores, redirectTo } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	useFormSignInToContinue(answer)
	const actionData = answer && 'result' in answer ? answer : undefined
	const listLink = redirectTo ? `${href('/pages/address/index')}?${new URLSearchParams({ redirectTo })}` : href('/pages/address/index')
	return (
		<>
			<PageHeader titleId={editing ? 'address.edit.title' : 'page.addressEdit.title'} />
			<Stack gap="medium" padding="large" paddingBlockEnd="xxxlarge">
				{atLimit ? (
					<>
						<AddressLimitNotice max={MAX_ADDRESSES_PER_BUYER} />
						<Button asChild variant="soft" fullWidth>
							<Link to={listLink}>
								<FormattedMessage id="page.addressList.title" />
							</Link>
						</Button>
					</>
				) : (
					<AddressForm
						pagePath={href('/pages/address-add/index')}
						defaults={defaults}
						choices={actionData?.choices ?? choices}
						stores={stores}
						lastResult={actionData?.result}
						isCurrentDefault={isCurrentDefault}
					/>
				)}
			</Stack>
		</>
	)
}
