import { type FieldMetadata, getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useFetcher, useNavigation } from '@remix-run/react'
import { type MouseEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Card, Checkbox, Fieldset, Ltr, Radio, Select, Spinner, Stack, Text, Textarea, TextField } from '#design-system'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import * as styles from './Addresses.css.ts'
import {
	ADDRESS_LINE_MAX_LENGTH,
	AddressFormSchema,
	DELIVERY_MODE_ADDRESS,
	DELIVERY_MODE_PICKUP,
	FULL_NAME_MAX_LENGTH,
	MAX_ADDRESSES_PER_BUYER,
} from './schema.ts'

type Option = { id: string; name: string }

/** The cascading selects' options (RegionChoices as it reaches the browser). */
export type RegionChoicesData = {
	countryId: string
	provinceId: string
	countries: Option[]
	provinces: Option[]
	cities: Option[]
}

export type PickupStoreOption = Option & { address: string; hours: string; phone: string }

export type AddressFormDefaults = {
	deliveryMode: string
	fullName: string
	phone: string
	countryId: string
	provinceId: string
	cityId: string
	postcode: string
	addressLine: string
	pickupStoreId: string
	isDefault: boolean
}

type Props = {
	/** Where the form posts and where the selects fetch the next level's options (the page's own URL). */
	pagePath: string
	defaults: AddressFormDefaults
	/** The options the server rendered with: the loader's, or the last action's. */
	choices: RegionChoicesData
	stores: PickupStoreOption[]
	lastResult?: SubmissionResult<string[]>
	/** Editing the buyer's default address: it stays the default (another one must be chosen instead). */
	isCurrentDefault: boolean
}

/** The form's fields in the order they are on screen, with their labels: the summary names them in this order. */
const FIELD_LABELS = {
	deliveryMode: 'address.mode.label',
	fullName: 'address.fullName.label',
	phone: 'address.phone.label',
	countryId: 'address.country.label',
	provinceId: 'address.province.label',
	cityId: 'address.city.label',
	postcode: 'address.postcode.label',
	addressLine: 'address.addressLine.label',
	pickupStoreId: 'address.pickupStore.label',
} as const
type FieldName = keyof typeof FIELD_LABELS
/** How an Iraqi mobile number is usually written. */
const PHONE_EXAMPLE = '0770 123 4567'

/**
 * Add or edit an address. Works without JavaScript: CSS shows the part of the chosen delivery mode, and an
 * "update lists" button re-renders the form with the provinces or districts of what was chosen, keeping every
 * field. With JavaScript, choosing a country or province fetches the next list at once. Nothing is judged
 * before the buyer tries to save: then each field at fault is marked, and a summary above the save button names
 * them (each a link to its field); a field's mark goes as it is corrected. Nothing typed is lost.
 */
export function AddressForm({ pagePath, defaults, choices: serverChoices, stores, lastResult, isCurrentDefault }: Props) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'regions'
	const fetcher = useFetcher<{ choices: RegionChoicesData }>({ key: 'address-regions' })

	const [form, fields] = useForm({
		id: 'address',
		lastResult,
		defaultValue: defaults,
		// Only once the buyer tries to save (Conform also validates a field on blur with a submit event of its own,
		// which is not an attempt to save); from then on, each field again as it is corrected.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressFormSchema }),
	})

	const [countryId, setCountryId] = useState(serverChoices.countryId)
	const [provinceId, setProvinceId] = useState(serverChoices.provinceId)
	const [cityId, setCityId] = useState(() => {
		const typed = String((lastResult?.initialValue as Record<string, unknown> | null | undefined)?.cityId ?? defaults.cityId)
		return serverChoices.cities.some((city) => city.id === typed) ? typed : ''
	})

	// The freshest options for what is chosen now: fetched (JavaScript), else what the server rendered.
	const candidates = [fetcher.data?.choices, serverChoices].filter((choice): choice is RegionChoicesData => Boolean(choice))
	const provinces = candidates.find((choice) => choice.countryId === countryId)?.provinces ?? []
	const cities = candidates.find((choice) => choice.countryId === countryId && choice.provinceId === provinceId)?.cities ?? []
	const loadingRegions = fetcher.state === 'loading'

	function loadChoices(nextCountryId: string, nextProvinceId: string) {
		const params = new URLSearchParams({ countryId: nextCountryId, provinceId: nextProvinceId })
		fetcher.load(`${pagePath}?${params}`)
	}

	const formProps = getFormProps(form)
	const text = (field: FieldMetadata<string>) => {
		const { key: _key, ...props } = getInputProps(field, { type: 'text', ariaAttributes: false })
		return props
	}
	const errorOf = (errors?: string[]) => (errors?.[0] ? <FormattedMessage id={errors[0]} /> : undefined)
	const { key: _lineKey, ...addressLineProps } = getTextareaProps(fields.addressLine, { ariaAttributes: false })
	const { key: _defaultKey, ...isDefaultProps } = getInputProps(fields.isDefault, { type: 'checkbox' })
	const placeholder = intl.formatMessage({ id: 'address.select.placeholder' })

	return (
		<Form method="post" className={styles.form} {...formProps}>
			{/* Enter in a field saves (the first submit button is the default one), also without JavaScript. */}
			{hydrated ? null : <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden />}

			<Fieldset legend={<FormattedMessage id="address.mode.label" />} error={errorOf(fields.deliveryMode.errors)}>
				<div className={styles.choices}>
					<ModeChoice field={fields.deliveryMode} value={DELIVERY_MODE_ADDRESS} titleId="address.mode.address" hintId="address.mode.address.hint" />
					<ModeChoice field={fields.deliveryMode} value={DELIVERY_MODE_PICKUP} titleId="address.mode.pickup" hintId="address.mode.pickup.hint" />
				</div>
			</Fieldset>

			<Fieldset legend={<FormattedMessage id="address.recipient" />}>
				<TextField
					{...text(fields.fullName)}
					label={intl.formatMessage({ id: 'address.fullName.label' })}
					autoComplete="name"
					maxLength={FULL_NAME_MAX_LENGTH}
					error={errorOf(fields.fullName.errors)}
				/>
				<TextField
					{...text(fields.phone)}
					type="tel"
					inputMode="tel"
					dir="ltr"
					label={intl.formatMessage({ id: 'address.phone.label' })}
					hint={<FormattedMessage id="address.phone.hint" values={{ example: <Ltr>{PHONE_EXAMPLE}</Ltr> }} />}
					autoComplete="tel-national"
					error={errorOf(fields.phone.errors)}
				/>
			</Fieldset>

			<Fieldset legend={<FormattedMessage id="address.place.label" />} className={styles.addressSection}>
				<Stack gap="medium">
					<RegionSelect
						field={fields.countryId}
						labelId="address.country.label"
						placeholder={placeholder}
						options={serverChoices.countries}
						value={countryId}
						onChange={(value) => {
							setCountryId(value)
							setProvinceId('')
							setCityId('')
							if (value) loadChoices(value, '')
						}}
					/>
					<RegionSelect
						field={fields.provinceId}
						labelId="address.province.label"
						placeholder={placeholder}
						options={provinces}
						value={provinceId}
						onChange={(value) => {
							setProvinceId(value)
							setCityId('')
							if (value) loadChoices(countryId, value)
						}}
					/>
					<RegionSelect
						field={fields.cityId}
						labelId="address.city.label"
						placeholder={placeholder}
						options={cities}
						value={cityId}
						onChange={setCityId}
						busy={loadingRegions}
					/>
					{loadingRegions ? (
						<Stack direction="row" gap="xsmall" align="center" role="status">
							<Spinner size="small" />
							<Text size="small" tone="muted" inline>
								<FormattedMessage id="address.regions.loading" />
							</Text>
						</Stack>
					) : null}
					{hydrated ? null : (
						<div>
							<Button type="submit" name="intent" value="regions" variant="soft" size="small" formNoValidate icon="refresh">
								<FormattedMessage id="address.regions.update" />
							</Button>
							<Text size="small" tone="muted">
								<FormattedMessage id="address.regions.update.hint" />
							</Text>
						</div>
					)}
				</Stack>
				<TextField
					{...text(fields.postcode)}
					inputMode="numeric"
					dir="ltr"
					label={intl.formatMessage({ id: 'address.postcode.label' })}
					hint={<FormattedMessage id="address.postcode.hint" />}
					autoComplete="postal-code"
					maxLength={10}
					error={errorOf(fields.postcode.errors)}
				/>
				<Textarea
					{...addressLineProps}
					label={intl.formatMessage({ id: 'address.addressLine.label' })}
					hint={<FormattedMessage id="address.addressLine.hint" />}
					error={errorOf(fields.addressLine.errors)}
					maxLength={ADDRESS_LINE_MAX_LENGTH}
					autoComplete="street-address"
				/>
			</Fieldset>

			<Fieldset
				legend={<FormattedMessage id="address.pickupStore.label" />}
				error={errorOf(fields.pickupStoreId.errors)}
				className={styles.pickupSection}
			>
				{stores.map((store) => {
					const { key: _key, id: _id, ...radioProps } = getInputProps(fields.pickupStoreId, { type: 'radio', value: store.id, ariaAttributes: false })
					return (
						<Radio
							key={store.id}
							{...radioProps}
							variant="card"
							label={store.name}
							description={
								<>
									{store.address}
									<br />
									{store.hours}
									<br />
									<Ltr>{store.phone}</Ltr>
								</>
							}
						/>
					)
				})}
			</Fieldset>

			<Card gap="small">
				{isCurrentDefault ? (
					<Checkbox
						checked
						disabled
						readOnly
						size="large"
						label={<FormattedMessage id="address.isDefault.label" />}
						description={<FormattedMessage id="address.isDefault.current" />}
					/>
				) : (
					<Checkbox {...isDefaultProps} size="large" label={<FormattedMessage id="address.isDefault.label" />} />
				)}
			</Card>

			<ErrorSummary
				formId={form.id}
				formErrors={form.errors}
				fields={(Object.keys(FIELD_LABELS) as FieldName[]).map((name) => ({ name, id: fields[name].id, errors: fields[name].errors }))}
			/>
			<Button type="submit" name="intent" value="save" size="large" fullWidth loading={saving}>
				<FormattedMessage id="address.save" />
			</Button>
		</Form>
	)
}

function ModeChoice({ field, value, titleId, hintId }: { field: FieldMetadata<string>; value: number; titleId: string; hintId: string }) {
	const { key: _key, id: _id, ...props } = getInputProps(field, { type: 'radio', value: String(value), ariaAttributes: false })
	return <Radio {...props} variant="card" label={<FormattedMessage id={titleId} />} description={<FormattedMessage id={hintId} />} />
}

function RegionSelect({
	field,
	labelId,
	placeholder,
	options,
	value,
	onChange,
	busy = false,
}: {
	field: FieldMetadata<string>
	labelId: string
	placeholder: string
	options: Option[]
	value: string
	onChange: (value: string) => void
	busy?: boolean
}) {
	const intl = useIntl()
	return (
		<Select
			id={field.id}
			name={field.name}
			form={field.formId}
			label={intl.formatMessage({ id: labelId })}
			placeholder={placeholder}
			value={value}
			onChange={(event) => onChange(event.currentTarget.value)}
			error={field.errors?.[0] ? <FormattedMessage id={field.errors[0]} /> : undefined}
			aria-busy={busy || undefined}
		>
			{options.map((option) => (
				<option key={option.id} value={option.id}>
					{option.name}
				</option>
			))}
		</Select>
	)
}

/**
 * After a save the form refused (in the browser or on the server): what is wrong, above the save button where the
 * buyer is looking. The whole form's own error (the cap per buyer), else "correct these fields" and each field at
 * fault by its label, a link that takes the buyer to it.
 */
function ErrorSummary({
	formId,
	formErrors,
	fields,
}: {
	formId: string
	formErrors?: string[]
	fields: Array<{ name: FieldName; id: string; errors?: string[] }>
}): ReactNode {
	const intl = useIntl()
	const atFault = fields.filter((field) => field.errors?.[0])
	const formError = formErrors?.[0]
	if (!formError && atFault.length === 0) return null
	const goTo = (name: FieldName) => (event: MouseEvent<HTMLAnchorElement>) => {
		const control = (document.getElementById(formId) as HTMLFormElement | null)?.elements.namedItem(name)
		const target = control instanceof RadioNodeList ? (control[0] as HTMLElement | undefined) : (control as HTMLElement | null)
		if (!target) return
		event.preventDefault()
		target.focus()
		target.scrollIntoView({ block: 'center' })
	}
	return (
		<Callout.Root tone="danger" role="alert" data-testid="address-errors">
			<Callout.Title>
				<FormattedMessage id={formError ?? 'address.form.fix'} values={{ max: intl.formatNumber(MAX_ADDRESSES_PER_BUYER) }} />
			</Callout.Title>
			{atFault.length > 0 ? (
				<ul className={styles.errorList}>
					{atFault.map((field) => (
						<li key={field.name}>
							<FormattedMessage
								id="address.form.fieldError"
								values={{
									field: (
										<a href={`#${field.id}`} onClick={goTo(field.name)} className={styles.errorLink}>
											<FormattedMessage id={FIELD_LABELS[field.name]} />
										</a>
									),
									error: <FormattedMessage id={field.errors![0]!} />,
								}}
							/>
						</li>
					))}
				</ul>
			) : null}
		</Callout.Root>
	)
}
