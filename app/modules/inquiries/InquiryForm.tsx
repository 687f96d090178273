import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation, useSubmit } from '@remix-run/react'
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Checkbox, FileField, Fieldset, Stack, Textarea, TextField, TileGrid } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { compressPhoto } from '#app/modules/search/compress-photo.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import * as styles from './Inquiries.css.ts'
import {
	INQUIRY_ATTRIBUTE_NAME_MAX_LENGTH,
	INQUIRY_ATTRIBUTE_VALUE_MAX_LENGTH,
	INQUIRY_DESCRIPTION_MAX_LENGTH,
	InquiryFormSchema,
	MAX_INQUIRY_ATTRIBUTES,
	MAX_INQUIRY_PHOTOS,
} from './schema.ts'

export const PHOTOS_FIELD = 'photos'
/** Attribute rows shown: those filled in, one more, at least three. */
const MIN_ATTRIBUTE_ROWS = 3

export type InquiryFormDefaults = {
	description: string
	attributes: Array<{ name: string; value: string }>
	estimatedQuantity: string
	targetUnitPrice: string
}

type SavedPhoto = { id: string; url: string }

type Props = {
	/** Where the form posts (the page's own URL, with `?id=` when editing). */
	action: string
	defaults: InquiryFormDefaults
	lastResult?: SubmissionResult<string[]>
	/** Editing: the photos already saved, each with a "remove" box. */
	savedPhotos: SavedPhoto[]
	/** Started from a photo search without a match: that photo, sent along unless unticked. */
	searchPhoto: { id: string; url: string } | null
	editing: boolean
}

/**
 * A sourcing request: what is needed, its attributes, how many, the unit price aimed for, and up to six
 * photos. Works without JavaScript (a multipart form, fixed attribute rows, native file picker); with it the
 * photos are compressed in the browser before they are sent, and errors show as the buyer types.
 */
export function InquiryForm({ action, defaults, lastResult, savedPhotos, searchPhoto, editing }: Props) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const submit = useSubmit()
	const navigation = useNavigation()
	const [preparing, setPreparing] = useState(false)
	const [photoError, setPhotoError] = useState<string | null>(null)
	const [picked, setPicked] = useState<Array<{ name: string; url: string }>>([])
	const saving = preparing || (navigation.state === 'submitting' && navigation.formAction?.startsWith(action.split('?')[0] ?? action) === true)

	const [form, fields] = useForm({
		id: 'inquiry',
		lastResult,
		defaultValue: defaults,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: InquiryFormSchema }),
	})

	useEffect(() => () => picked.forEach((photo) => URL.revokeObjectURL(photo.url)), [picked])

	const filled = defaults.attributes.filter((attribute) => attribute.name || attribute.value).length
	const rows = Math.min(MAX_INQUIRY_ATTRIBUTES, Math.max(MIN_ATTRIBUTE_ROWS, filled + 1))
	const attributeList = fields.attributes.getFieldList()

	function pickPhotos(event: ChangeEvent<HTMLInputElement>) {
		setPhotoError(null)
		const files = [...(event.currentTarget.files ?? [])]
		setPicked(files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) })))
	}

	async function send(event: FormEvent<HTMLFormElement>) {
		const formProps = getFormProps(form)
		formProps.onSubmit(event)
		if (event.defaultPrevented) return
		event.preventDefault()
		const element = event.currentTarget
		const formData = new FormData(element)
		const files = formData.getAll(PHOTOS_FIELD).filter((value): value is File => value instanceof File && value.size > 0)
		const kept = savedPhotos.length - formData.getAll('removeImageIds').length + (formData.get('searchPhotoId') ? 1 : 0)
		if (kept + files.length > MAX_INQUIRY_PHOTOS) {
			setPhotoError('inquiry.photos.tooMany')
			return
		}
		setPreparing(true)
		try {
			formData.delete(PHOTOS_FIELD)
			for (const file of files) {
				let upload: File = file
				try {
					upload = await compressPhoto(file)
				} catch {
					// Sent as picked; the server checks it.
				}
				formData.append(PHOTOS_FIELD, upload, upload.name || 'photo.jpg')
			}
		} finally {
			setPreparing(false)
		}
		submit(formData, { method: 'post', action, encType: 'multipart/form-data' })
	}

	const { key: _descriptionKey, ...descriptionProps } = getTextareaProps(fields.description, { ariaAttributes: false })
	const number = (field: typeof fields.estimatedQuantity) => {
		const { key: _key, ...props } = getInputProps(field, { type: 'text', ariaAttributes: false })
		return props
	}
	const errorOf = (errors?: readonly string[]) => (errors?.[0] ? <FormattedMessage id={errors[0]} /> : undefined)
	const photoErrors = photoError ? [photoError] : (lastResult?.error?.[PHOTOS_FIELD] ?? null)

	return (
		<Stack
			as={Form}
			gap="large"
			method="post"
			action={action}
			encType="multipart/form-data"
			{...getFormProps(form)}
			onSubmit={hydrated ? send : undefined}
		>
			<Fieldset legend={<FormattedMessage id="inquiry.form.what" />}>
				<Textarea
					{...descriptionProps}
					label={intl.formatMessage({ id: 'inquiry.description.label' })}
					hint={<FormattedMessage id="inquiry.description.hint" />}
					error={errorOf(fields.description.errors)}
					rows={4}
					maxLength={INQUIRY_DESCRIPTION_MAX_LENGTH}
					dir="auto"
				/>
			</Fieldset>

			<Fieldset legend={<FormattedMessage id="inquiry.attributes.label" />} hint={<FormattedMessage id="inquiry.attributes.hint" />}>
				{Array.from({ length: rows }, (_, index) => {
					const row = attributeList[index]?.getFieldset()
					const name = `attributes[${index}].name`
					const value = `attributes[${index}].value`
					const rowErrors = lastResult?.error ?? form.allErrors
					return (
						<div key={index} className={styles.attributeRow}>
							<TextField
								name={name}
								defaultValue={row?.name.initialValue ?? defaults.attributes[index]?.name ?? ''}
								label={intl.formatMessage({ id: 'inquiry.attribute.name' }, { number: index + 1 })}
								placeholder={index === 0 ? intl.formatMessage({ id: 'inquiry.attribute.namePlaceholder' }) : undefined}
								maxLength={INQUIRY_ATTRIBUTE_NAME_MAX_LENGTH}
								dir="auto"
								error={errorOf(row?.name.errors ?? rowErrors?.[name] ?? undefined)}
							/>
							<TextField
								name={value}
								defaultValue={row?.value.initialValue ?? defaults.attributes[index]?.value ?? ''}
								label={intl.formatMessage({ id: 'inquiry.attribute.value' }, { number: index + 1 })}
								placeholder={index === 0 ? intl.formatMessage({ id: 'inquiry.attribute.valuePlaceholder' }) : undefined}
								maxLength={INQUIRY_ATTRIBUTE_VALUE_MAX_LENGTH}
								dir="auto"
								error={errorOf(row?.value.errors ?? rowErrors?.[value] ?? undefined)}
							/>
						</div>
					)
				})}
			</Fieldset>

			<Fieldset legend={<FormattedMessage id="inquiry.form.howMany" />}>
				<TextField
					{...number(fields.estimatedQuantity)}
					inputMode="numeric"
					label={intl.formatMessage({ id: 'inquiry.quantity.label' })}
					error={errorOf(fields.estimatedQuantity.errors)}
				/>
				<TextField
					{...number(fields.targetUnitPrice)}
					inputMode="numeric"
					label={intl.formatMessage({ id: 'inquiry.price.label' })}
					hint={<FormattedMessage id="inquiry.price.hint" />}
					error={errorOf(fields.targetUnitPrice.errors)}
				/>
			</Fieldset>

			<Fieldset
				legend={<FormattedMessage id="inquiry.photos.label" />}
				hint={<FormattedMessage id="inquiry.photos.hint" values={{ max: intl.formatNumber(MAX_INQUIRY_PHOTOS) }} />}
				error={errorOf(photoErrors ?? undefined)}
			>
				{savedPhotos.length > 0 || searchPhoto ? (
					<TileGrid columns={3}>
						{searchPhoto ? (
							<li className={styles.photoChoice}>
								<img className={styles.photo} src={`${searchPhoto.url}?w=200`} alt={intl.formatMessage({ id: 'photoSearch.yourPhoto' })} />
								<Checkbox name="searchPhotoId" value={searchPhoto.id} defaultChecked label={<FormattedMessage id="inquiry.photos.include" />} />
							</li>
						) : null}
						{savedPhotos.map((photo, index) => (
							<li key={photo.id} className={styles.photoChoice}>
								<img className={styles.photo} src={photo.url} alt={intl.formatMessage({ id: 'inquiry.photo.alt' }, { number: index + 1 })} />
								<Checkbox name="removeImageIds" value={photo.id} label={<FormattedMessage id="inquiry.photos.remove" />} />
							</li>
						))}
					</TileGrid>
				) : null}
				<FileField
					id="inquiry-photos"
					name={PHOTOS_FIELD}
					label={intl.formatMessage({ id: 'inquiry.photos.add' })}
					accept="image/*"
					multiple
					onChange={hydrated ? pickPhotos : undefined}
				/>
				{picked.length > 0 ? (
					<TileGrid columns={3}>
						{picked.map((photo, index) => (
							<li key={photo.url}>
								<img className={styles.photo} src={photo.url} alt={intl.formatMessage({ id: 'inquiry.photo.alt' }, { number: index + 1 })} />
							</li>
						))}
					</TileGrid>
				) : null}
			</Fieldset>

			<FieldError errors={form.errors} />
			<Button type="submit" size="large" fullWidth loading={saving} loadingLabel={intl.formatMessage({ id: 'inquiry.saving' })}>
				<FormattedMessage id={editing ? 'inquiry.save' : 'inquiry.submit'} />
			</Button>
		</Stack>
	)
}
