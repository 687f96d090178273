import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon, Stack } from '#design-system'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import * as styles from './Payments.css.ts'
import { MAX_SLIPS, SLIP_ACCEPT, SLIP_FIELD, SLIP_MAX_BYTES } from './schema.ts'

type Picked = { key: string; file: File }

const PICKABLE = /\.(png|jpe?g|gif|pdf)$/i

/** What the browser can tell before sending; the server decides again by the bytes. */
export function slipProblem(files: readonly { name: string; size: number }[]): string | null {
	if (files.length === 0) return 'payment.slip.required'
	if (files.length > MAX_SLIPS) return 'payment.slip.tooMany'
	if (files.some((file) => file.size > SLIP_MAX_BYTES)) return 'payment.slip.tooLarge'
	if (files.some((file) => !PICKABLE.test(file.name))) return 'payment.slip.unsupported'
	return null
}

/**
 * Bank transfer step 2's file field. Without JavaScript it is a plain multiple-file input in the form. With
 * JavaScript, files picked in several goes add up (at most MAX_SLIPS), each shows a preview (pictures) or its
 * name (PDFs) with a remove button, and the real input is kept holding exactly the files shown, so the form
 * posts the same multipart body either way.
 */
export function SlipPicker({ describedBy, onProblem }: { describedBy?: string; onProblem: (messageId: string | null) => void }) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const inputRef = useRef<HTMLInputElement>(null)
	const [picked, setPicked] = useState<Picked[]>([])

	// Keep the real input's FileList equal to what is shown.
	useEffect(() => {
		const input = inputRef.current
		if (!input || !hydrated) return
		const transfer = new DataTransfer()
		for (const item of picked) transfer.items.add(item.file)
		input.files = transfer.files
	}, [picked, hydrated])

	// Object URLs for the pictures' previews, released when the list changes or the page goes.
	const [previewUrls, setPreviewUrls] = useState<ReadonlyMap<string, string>>(new Map())
	useEffect(() => {
		const urls = new Map(picked.filter((item) => item.file.type.startsWith('image/')).map((item) => [item.key, URL.createObjectURL(item.file)]))
		setPreviewUrls(urls)
		return () => urls.forEach((url) => URL.revokeObjectURL(url))
	}, [picked])

	const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

	const add = (files: FileList | null) => {
		const known = new Set(picked.map((item) => item.key))
		const incoming = Array.from(files ?? []).filter((file) => !known.has(keyOf(file)))
		if (incoming.length === 0) {
			// Picking nothing new must not empty the input: put back what is shown.
			setPicked([...picked])
			return
		}
		const next = [...picked, ...incoming.map((file) => ({ key: keyOf(file), file }))]
		const kept = next.slice(0, MAX_SLIPS)
		onProblem(next.length > MAX_SLIPS ? 'payment.slip.tooMany' : slipProblem(kept.map((item) => item.file)))
		setPicked(kept)
	}

	const remove = (key: string) => {
		const next = picked.filter((item) => item.key !== key)
		onProblem(next.length === 0 ? null : slipProblem(next.map((item) => item.file)))
		setPicked(next)
	}

	return (
		<Stack gap="small">
			<label className={styles.dropZone}>
				<Icon name="upload" size="large" />
				<span>
					<FormattedMessage id="payment.slip.pick" values={{ max: MAX_SLIPS }} />
				</span>
				<span>
					<FormattedMessage id="payment.slip.rules" values={{ max: MAX_SLIPS, mb: SLIP_MAX_BYTES / 1024 / 1024 }} />
				</span>
				<input
					ref={inputRef}
					className={hydrated ? styles.fileInputCovering : styles.fileInput}
					type="file"
					name={SLIP_FIELD}
					accept={SLIP_ACCEPT}
					multiple
					aria-describedby={describedBy}
					onChange={(event) => add(event.currentTarget.files)}
				/>
			</label>
			{picked.length > 0 ? (
				<ul className={styles.previews} aria-label={intl.formatMessage({ id: 'payment.slip.chosen' }, { count: picked.length })}>
					{picked.map((item) => (
						<li key={item.key} className={styles.preview}>
							{previewUrls.get(item.key) ? (
								<img src={previewUrls.get(item.key)} alt="" className={styles.previewImage} />
							) : (
								<span className={styles.previewDocument} aria-hidden>
									{item.file.name.slice(item.file.name.lastIndexOf('.') + 1).toUpperCase()}
								</span>
							)}
							<span className={styles.previewName} title={item.file.name}>
								{item.file.name}
							</span>
							<button
								type="button"
								className={styles.removeButton}
								onClick={() => remove(item.key)}
								aria-label={intl.formatMessage({ id: 'payment.slip.remove' }, { name: item.file.name })}
							>
								<Icon name="close" size="small" />
							</button>
						</li>
					))}
				</ul>
			) : null}
		</Stack>
	)
}
