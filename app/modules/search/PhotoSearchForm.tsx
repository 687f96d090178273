import { Form, useNavigation, useSubmit } from '@remix-run/react'
import { type ChangeEvent, useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, Icon, Spinner, Stack, Text, TileGrid } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { cx } from '#app/utils/cx.ts'
import { compressPhoto } from './compress-photo.ts'
import * as styles from './PhotoSearch.css.ts'
import { SEARCH_PHOTO_MAX_BYTES } from './photo-upload.ts'
import { href } from '#app/href.ts'

/** The form field both pickers fill; the server takes the one that holds a file. */
export const PHOTO_FIELD = 'photo'

/**
 * Two ways to pick a photo — the camera (`capture="environment"`, the back camera on a phone) or the
 * album — in one multipart form. Without JavaScript the buyer picks and presses the submit button; with
 * it the photo is compressed in the browser (spec section 9) and sent as soon as it is picked.
 */
export function PhotoSearchForm({ error }: { error?: string | null }) {
	const hydrated = useHydrated()
	const submit = useSubmit()
	const navigation = useNavigation()
	const [preparing, setPreparing] = useState(false)
	const [clientError, setClientError] = useState<string | null>(null)
	const errorId = useId()
	const hintId = useId()
	const searching = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
	const busy = preparing || searching
	const shownError = busy ? null : (clientError ?? error ?? null)

	async function handlePick(event: ChangeEvent<HTMLInputElement>) {
		const input = event.currentTarget
		const picked = input.files?.[0]
		// Cleared at once, so picking the same photo again after an error starts over.
		input.value = ''
		if (!picked || busy) return
		setClientError(null)
		setPreparing(true)
		let upload: File
		try {
			upload = await compressPhoto(picked)
		} catch {
			upload = picked
		} finally {
			setPreparing(false)
		}
		// Not a picture the browser could shrink, and far too big to send over a phone connection.
		if (upload.size > SEARCH_PHOTO_MAX_BYTES) {
			setClientError('photoSearch.error.tooLarge')
			return
		}
		if (upload.size === 0) {
			setClientError('photoSearch.error.pickFailed')
			return
		}
		const formData = new FormData()
		formData.append(PHOTO_FIELD, upload, upload.name || 'photo.jpg')
		submit(formData, { method: 'post', action: href('/pages/search-photo/index'), encType: 'multipart/form-data' })
	}

	const describedBy = [hintId, shownError ? errorId : null].filter(Boolean).join(' ')
	return (
		<Stack as={Form} gap="small" method="post" action={href('/pages/search-photo/index')} encType="multipart/form-data" aria-busy={busy || undefined}>
			<TileGrid as="div" columns={2}>
				<label className={cx(styles.choice, styles.primaryChoice)} data-disabled={busy || undefined}>
					<Icon name="camera" size="large" />
					<FormattedMessage id="photoSearch.takePhoto" />
					<input
						className={styles.fileInput}
						type="file"
						name={PHOTO_FIELD}
						accept="image/*"
						capture="environment"
						aria-describedby={describedBy}
						aria-invalid={shownError ? true : undefined}
						disabled={busy}
						onChange={hydrated ? handlePick : undefined}
					/>
				</label>
				<label className={styles.choice} data-disabled={busy || undefined}>
					<Icon name="image" size="large" />
					<FormattedMessage id="photoSearch.chooseFromAlbum" />
					<input
						className={styles.fileInput}
						type="file"
						name={PHOTO_FIELD}
						accept="image/*"
						aria-describedby={describedBy}
						aria-invalid={shownError ? true : undefined}
						disabled={busy}
						onChange={hydrated ? handlePick : undefined}
					/>
				</label>
			</TileGrid>
			<Text as="p" id={hintId} tone="muted" size="small">
				<FormattedMessage id="photoSearch.hint" />
			</Text>
			<div className={styles.status} role="status" aria-live="polite">
				{busy ? (
					<>
						<Spinner size="small" />
						<FormattedMessage id={preparing ? 'photoSearch.preparing' : 'photoSearch.searching'} />
					</>
				) : null}
			</div>
			<FieldError id={errorId} errors={shownError ? [shownError] : null} />
			{hydrated ? null : (
				<Button type="submit" icon="search" fullWidth>
					<FormattedMessage id="photoSearch.submit" />
				</Button>
			)}
		</Stack>
	)
}
