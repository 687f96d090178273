import { type FieldMetadata, getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useFetcher, useNavigation } from '@remix-run/react'
import { type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, dismissToast, Spinner, Text, TextField, toast } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
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

const FORM_ERROR_TOAST = 'address-form-error'
/** How an Iraqi mobile number is usually written. */
const PHONE_EXAMPLE = '0770 123 4567'

/**
 * Add or edit an address. Works without JavaScript: CSS shows the part of the chosen delivery mode, and an
 * "update lists" button re-renders the form with the provinces or districts of what was chosen, keeping every
 * field. With JavaScript, choosing a country or province fetches the next list at once. Errors show next to
 * their field and in a warning toast; nothing typed is lost.
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
		shouldValidate: 'onBlur',
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

	// The server refused the form: say so in a toast as well as next to the fields.
	useEffect(() => {
		if (lastResult?.status !== 'error') return
		const formError = lastResult.error?.['']?.[0]
		toast({
			id: FORM_ERROR_TOAST,
			tone: 'warning',
			title: intl.formatMessage(
				{ id: formError ?? 'address.form.fix' },
				{ max: intl.formatNumber(MAX_ADDRESSES_PER_BUYER) },
			),
		})
	}, [lastResult, intl])

	// Leaving the form (saved) takes the warning away with it.
	useEffect(() => () => dismissToast(FORM_ERROR_TOAST), [])

	const formProps = getFormProps(form)
	const text = (field: FieldMetadata<string>) => {
		const { key: _key, ...props } = getInputProps(field, { type: 'text', ariaAttributes: false })
		return props
	}
	const errorOf = (errors?: string[]) => (errors?.[0] ? <FormattedMessage id={errors[0]} /> : undefined)
	const { key: _lineKey, ...addressLineProps } = getTextareaProps(fields.addressLine)
	const { key: _defaultKey, ...isDefaultProps } = getInputProps(fields.isDefault, { type: 'checkbox' })
	const placeholder = intl.formatMessage({ id: 'address.select.placeholder' })

	return (
		<Form
			method="post"
			className={styles.form}
			{...formProps}
			onSubmit={(event) => {
				formProps.onSubmit(event)
				// Conform stopped it: something is missing or wrong.
				if (event.defaultPrevented) {
					toast({ id: FORM_ERROR_TOAST, tone: 'warning', title: intl.formatMessage({ id: 'address.form.fix' }) })
				} else {
					dismissToast(FORM_ERROR_TOAST)
				}
			}}
		>
			{/* Enter in a field saves (the first submit button is the default one), also without JavaScript. */}
			{hydrated ? null : <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden />}

			<fieldset className={styles.fieldset} aria-describedby={fields.deliveryMode.errorId}>
				<legend className={styles.legend}>
					<FormattedMessage id="address.mode.label" />
				</legend>
				<div className={styles.choices}>
					<ModeChoice field={fields.deliveryMode} value={DELIVERY_MODE_ADDRESS} titleId="address.mode.address" hintId="address.mode.address.hint" />
					<ModeChoice field={fields.deliveryMode} value={DELIVERY_MODE_PICKUP} titleId="address.mode.pickup" hintId="address.mode.pickup.hint" />
				</div>
				<FieldError id={fields.deliveryMode.errorId} errors={fields.deliveryMode.errors} />
			</fieldset>

			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>
					<FormattedMessage id="address.recipient" />
				</legend>
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
					hint={<FormattedMessage id="address.phone.hint" values={{ example: <bdi dir="ltr">{PHONE_EXAMPLE}</bdi> }} />}
					autoComplete="tel-national"
					error={errorOf(fields.phone.errors)}
				/>
			</fieldset>

			<fieldset className={`${styles.fieldset} ${styles.addressSection}`}>
				<legend className={styles.legend}>
					<FormattedMessage id="address.place.label" />
				</legend>
				<div className={styles.selects}>
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
						<span className={styles.loadingRow} role="status">
							<Spinner size="small" />
							<FormattedMessage id="address.regions.loading" />
						</span>
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
				</div>
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
				<div className={styles.field}>
					<label htmlFor={fields.addressLine.id} className={styles.label}>
						<FormattedMessage id="address.addressLine.label" />
					</label>
					<textarea
						{...addressLineProps}
						className={styles.textarea}
						rows={3}
						maxLength={ADDRESS_LINE_MAX_LENGTH}
						autoComplete="street-address"
						aria-describedby={`${fields.addressLine.id}-hint ${fields.addressLine.errorId}`}
					/>
					<span id={`${fields.addressLine.id}-hint`} className={styles.hint}>
						<FormattedMessage id="address.addressLine.hint" />
					</span>
					<FieldError id={fields.addressLine.errorId} errors={fields.addressLine.errors} />
				</div>
			</fieldset>

			<fieldset className={`${styles.fieldset} ${styles.pickupSection}`} aria-describedby={fields.pickupStoreId.errorId}>
				<legend className={styles.legend}>
					<FormattedMessage id="address.pickupStore.label" />
				</legend>
				<div className={styles.selects}>
					{stores.map((store) => {
						const { key: _key, id: _id, ...radioProps } = getInputProps(fields.pickupStoreId, { type: 'radio', value: store.id, ariaAttributes: false })
						return (
							<label key={store.id} className={styles.choice}>
								<input {...radioProps} className={styles.radio} />
								<span className={styles.choiceText}>
									<span className={styles.choiceTitle}>{store.name}</span>
									<span>{store.address}</span>
									<span>{store.hours}</span>
									<bdi dir="ltr">{store.phone}</bdi>
								</span>
							</label>
						)
					})}
				</div>
				<FieldError id={fields.pickupStoreId.errorId} errors={fields.pickupStoreId.errors} />
			</fieldset>

			<div className={styles.fieldset}>
				<label className={styles.checkRow}>
					{isCurrentDefault ? (
						<input type="checkbox" checked disabled readOnly className={styles.checkbox} />
					) : (
						<input {...isDefaultProps} className={styles.checkbox} />
					)}
					<span className={styles.choiceText}>
						<span className={styles.choiceTitle}>
							<FormattedMessage id="address.isDefault.label" />
						</span>
						{isCurrentDefault ? <FormattedMessage id="address.isDefault.current" /> : null}
					</span>
				</label>
			</div>

			<FormErrors errors={form.errors} />
			<Button type="submit" name="intent" value="save" size="large" fullWidth loading={saving}>
				<FormattedMessage id="address.save" />
			</Button>
		</Form>
	)
}

function ModeChoice({ field, value, titleId, hintId }: { field: FieldMetadata<string>; value: number; titleId: string; hintId: string }) {
	const { key: _key, id: _id, ...props } = getInputProps(field, { type: 'radio', value: String(value), ariaAttributes: false })
	return (
		<label className={styles.choice}>
			<input {...props} className={styles.radio} />
			<span className={styles.choiceText}>
				<span className={styles.choiceTitle}>
					<FormattedMessage id={titleId} />
				</span>
				<FormattedMessage id={hintId} />
			</span>
		</label>
	)
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
	const invalid = Boolean(field.errors?.length)
	return (
		<div className={styles.field}>
			<label htmlFor={field.id} className={styles.label}>
				<FormattedMessage id={labelId} />
			</label>
			<select
				id={field.id}
				name={field.name}
				form={field.formId}
				className={styles.select}
				value={value}
				onChange={(event) => onChange(event.currentTarget.value)}
				aria-invalid={invalid || undefined}
				aria-describedby={invalid ? field.errorId : undefined}
				aria-busy={busy || undefined}
			>
				<option value="">{placeholder}</option>
				{options.map((option) => (
					<option key={option.id} value={option.id}>
						{option.name}
					</option>
				))}
			</select>
			<FieldError id={field.errorId} errors={field.errors} />
		</div>
	)
}

/** Errors of the whole form (the cap per buyer), with the cap filled in. */
function FormErrors({ errors }: { errors?: string[] }): ReactNode {
	const intl = useIntl()
	const first = errors?.[0]
	if (!first) return null
	return (
		<Text tone="danger" size="small" role="alert">
			<FormattedMessage id={first} values={{ max: intl.formatNumber(MAX_ADDRESSES_PER_BUYER) }} />
		</Text>
	)
}
