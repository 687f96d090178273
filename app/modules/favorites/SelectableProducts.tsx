import { Form, Link } from '@remix-run/react'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ActionBar, Button, Callout, EmptyState, Icon, type IconName, Skeleton, Stack, Text, TileGrid, toast } from '#design-system'
import { type ProductCardData, ProductCard } from '#app/modules/catalog/ProductCard.tsx'
import { SelectableProductCard } from './SelectableProductCard.tsx'
import * as styles from './Favorites.css.ts'

/*
 * The favourites and history screens list products in a grid; in select mode each card is a checkbox, and a bar
 * at the bottom says what to do with the selection. The same form works without JavaScript (a plain post).
 */

/** `spm`: where the grid is (e.g. `favorites.list`), to track each card's showing and taps. */
export function ProductGrid({ products, eagerCount = 2, spm }: { products: readonly ProductCardData[]; eagerCount?: number; spm?: string }) {
	return (
		<TileGrid>
			{products.map((product, index) => (
				<li key={product.id}>
					<ProductCard product={product} eager={index < eagerCount} spm={spm} />
				</li>
			))}
		</TileGrid>
	)
}

export type SelectableItem = { key: string; value: string; product: ProductCardData }

/** In select mode: the whole card is the label of its checkbox (`name=value`), so tapping anywhere selects it. */
export function SelectableProductGrid({ items, name }: { items: readonly SelectableItem[]; name: string }) {
	return (
		<TileGrid>
			{items.map(({ key, value, product }) => (
				<li key={key}>
					<SelectableProductCard product={product} name={name} value={value} />
				</li>
			))}
		</TileGrid>
	)
}

export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
	return (
		<TileGrid aria-hidden>
			{Array.from({ length: count }, (_, index) => (
				<li key={index}>
					<Skeleton blockSize={240} />
				</li>
			))}
		</TileGrid>
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
	const common = { onSubmit, onChange: () => setClientError(null), className: styles.selectionForm }
	return onDeviceSubmit ? (
		<form {...common}>{body}</form>
	) : (
		<Form method="post" {...common}>
			{body}
		</Form>
	)
}

/**
 * The line above a saved list: how many there are, the select-mode switch (a link, so it works without JavaScript)
 * and any further actions. `messages` names the list's own words (favourites and history count differently).
 */
export function ListToolbar({
	count,
	shownCount = count,
	selecting,
	selectHref,
	doneHref,
	messages,
	children,
}: {
	count: number
	shownCount?: number
	selecting: boolean
	selectHref: string
	doneHref: string
	messages: { count: string; select: string; selectDone: string }
	children?: ReactNode
}) {
	return (
		<Stack direction="row" align="center" justify="space-between" gap="small" className={styles.toolbar}>
			<Text size="small" tone="muted">
				<FormattedMessage id={messages.count} values={{ count: shownCount }} />
			</Text>
			{count > 0 ? (
				<Stack direction="row" align="center" gap="xsmall">
					<Button asChild variant="ghost" size="small" icon={selecting ? 'close' : 'check'}>
						<Link to={selecting ? doneHref : selectHref} replace preventScrollReset>
							<FormattedMessage id={selecting ? messages.selectDone : messages.select} />
						</Link>
					</Button>
					{children}
				</Stack>
			) : null}
		</Stack>
	)
}

/** An empty saved list, with the way back to the shop. */
export function EmptyList({ icon, titleId, bodyId }: { icon: IconName; titleId: string; bodyId: string }) {
	return (
		<EmptyState
			icon={<Icon name={icon} size="large" />}
			title={<FormattedMessage id={titleId} />}
			description={<FormattedMessage id={bodyId} />}
			action={
				<Button asChild>
					<Link to="/">
						<FormattedMessage id="favorites.empty.action" />
					</Link>
				</Button>
			}
		/>
	)
}

/** "Show more": a link to the same list with one more page, so it works without JavaScript. */
export function ShowMoreLink({ to, message }: { to: string; message: string }) {
	return (
		<Stack direction="row" justify="center">
			<Button asChild variant="outline" tone="neutral">
				<Link to={to} replace preventScrollReset>
					<FormattedMessage id={message} />
				</Link>
			</Button>
		</Stack>
	)
}

/**
 * A visitor's saved list is kept on the device and its cards are fetched in the browser: the sign-in notice first,
 * a skeleton until the first cards arrive, and a plain error if they could not be fetched.
 */
export function DeviceList({
	notice,
	ready,
	failed,
	toolbar,
	children,
}: {
	notice: ReactNode
	ready: boolean
	failed: boolean
	toolbar: ReactNode
	children: ReactNode
}) {
	return (
		<>
			{notice}
			{ready ? (
				<>
					{toolbar}
					{failed ? (
						<Text tone="danger" role="alert">
							<FormattedMessage id="error.generic" />
						</Text>
					) : null}
					{children}
				</>
			) : (
				<ProductGridSkeleton />
			)}
		</>
	)
}
