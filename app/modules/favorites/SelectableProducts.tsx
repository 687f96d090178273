import { Form } from '@remix-run/react'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ActionBar, Callout, Skeleton, toast } from '#design-system'
import { type ProductCardData, ProductCard } from '#app/modules/catalog/ProductCard.tsx'
import * as cardStyles from '#app/modules/catalog/ProductCard.css.ts'
import * as styles from './Favorites.css.ts'

/*
 * The favourites and history screens list products in a grid; in select mode each card is a checkbox, and a bar
 * at the bottom says what to do with the selection. The same form works without JavaScript (a plain post).
 */

/** `spm`: where the grid is (e.g. `favorites.list`), to track each card's showing and taps. */
export function ProductGrid({ products, eagerCount = 2, spm }: { products: readonly ProductCardData[]; eagerCount?: number; spm?: string }) {
	return (
		<ul className={cardStyles.grid}>
			{products.map((product, index) => (
				<li key={product.id}>
					<ProductCard product={product} eager={index < eagerCount} spm={spm} />
				</li>
			))}
		</ul>
	)
}

export type SelectableItem = { key: string; value: string; product: ProductCardData }

/** In select mode: the whole card is the label of its checkbox (`name=value`), so tapping anywhere selects it. */
export function SelectableProductGrid({ items, name }: { items: readonly SelectableItem[]; name: string }) {
	return (
		<ul className={cardStyles.grid}>
			{items.map(({ key, value, product }) => (
				<li key={key}>
					<ProductCard product={product} select={{ name, value }} />
				</li>
			))}
		</ul>
	)
}

export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
	return (
		<ul className={cardStyles.grid} aria-hidden>
			{Array.from({ length: count }, (_, index) => (
				<li key={index}>
					<Skeleton blockSize={240} />
				</li>
			))}
		</ul>
	)
}

/** Shows a warning as a toast (with JavaScript) and returns nothing: the inline text is rendered by the caller. */
export function warn(intl: ReturnType<typeof useIntl>, messageId: string) {
	toast({ id: 'selection-warning', title: intl.formatMessage({ id: messageId }), tone: 'warning' })
}

/**
 * The form around a selectable grid. `emptyMessages` maps a submit button's `intent` to the message shown when
 * nothing is selected (spec section 5: "select a product before deleting") — inline and as a warning toast,
 * without a round trip. `serverError` is the same kind of message from the action (the no-JavaScript path).
 * With `onDeviceSubmit` the selection is handled on the device instead of posted.
 */
export function SelectionForm({
	name,
	emptyMessages,
	serverError,
	returnTo,
	onDeviceSubmit,
	bar,
	children,
}: {
	name: string
	emptyMessages: Record<string, string>
	serverError?: { error: string } | null
	returnTo: string
	onDeviceSubmit?: (intent: string, selected: string[], form: FormData) => void
	bar: ReactNode
	children: ReactNode
}) {
	const intl = useIntl()
	const [clientError, setClientError] = useState<string | null>(null)
	const error = clientError ?? serverError?.error ?? null

	useEffect(() => {
		if (serverError?.error) warn(intl, serverError.error)
	}, [serverError, intl])

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
		const intent = submitter?.name === 'intent' ? submitter.value : ''
		const form = new FormData(event.currentTarget)
		if (submitter?.name) form.set(submitter.name, submitter.value)
		const selected = form.getAll(name).map(String)
		const emptyMessage = emptyMessages[intent]
		if (emptyMessage && selected.length === 0) {
			event.preventDefault()
			setClientError(emptyMessage)
			warn(intl, emptyMessage)
			return
		}
		setClientError(null)
		if (onDeviceSubmit) {
			event.preventDefault()
			onDeviceSubmit(intent, selected, form)
		}
	}

	const body = (
		<>
			<input type="hidden" name="returnTo" value={returnTo} />
			{children}
			{error ? (
				<Callout.Root tone="warning" role="alert">
					<Callout.Icon name="alert" />
					<Callout.Text>
						<FormattedMessage id={error} />
					</Callout.Text>
				</Callout.Root>
			) : null}
			<ActionBar align="end" className={styles.selectionBar}>
				{bar}
			</ActionBar>
		</>
	)
	const common = { onSubmit, onChange: () => setClientError(null), className: styles.daySection }
	return onDeviceSubmit ? (
		<form {...common}>{body}</form>
	) : (
		<Form method="post" {...common}>
			{body}
		</Form>
	)
}
