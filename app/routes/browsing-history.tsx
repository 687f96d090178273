import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Callout, Section, Stack, toast } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { formatDate } from '#app/i18n/format.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { type ProductCardData } from '#app/modules/catalog/ProductCard.tsx'
import { MAX_LISTED_PAGES } from '#app/modules/favorites/favorites.ts'
import {
	DeviceList,
	EmptyList,
	ListToolbar,
	ProductGrid,
	SelectableProductGrid,
	SelectionForm,
	ShowMoreLink,
} from '#app/modules/favorites/SelectableProducts.tsx'
import { SignInNotice } from '#app/modules/favorites/SignInNotice.tsx'
import { baghdadDay, dayBefore, middayOf } from '#app/modules/history/baghdad-day.ts'
import { updateDeviceState } from '#app/modules/history/device-storage.ts'
import { clearDeviceHistory, groupVisitsByDay, removeDeviceVisits } from '#app/modules/history/device-store.ts'
import {
	clearHistory,
	deleteHistory,
	HISTORY_PAGE_SIZE,
	HistorySelectionEmptyError,
	listHistory,
	MAX_HISTORY_SELECTION,
	recordProductView,
} from '#app/modules/history/history.server.ts'
import { useDeviceState } from '#app/modules/history/use-device-state.ts'
import { useProductSummaries } from '#app/modules/history/use-product-summaries.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { readWriteKey, writeOnce } from '#app/modules/system/write-receipts.server.ts'
import { href } from '#app/href.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.browsingHistory.title')

const PageSchema = z.coerce.number().int().min(1).max(MAX_LISTED_PAGES).catch(1)

/** The products a buyer looked at, grouped by day (Baghdad time); a visitor's come from the device. */
export async function loader({ request }: LoaderFunctionArgs) {
	const today = baghdadDay(new Date())
	const { user } = await getRequestContext(request)
	if (!user) return { mode: 'device' as const, today }
	const page = PageSchema.parse(new URL(request.url).searchParams.get('page') ?? undefined)
	// "Show more" asks for the first `page` pages at once, so it works without JavaScript.
	const history = await listHistory(getDb(), {
		userId: user.id,
		locale: (await getRequestContext(request)).locale,
		page: 1,
		pageSize: page * HISTORY_PAGE_SIZE,
	})
	return { mode: 'account' as const, today, page, days: history.days, hasMore: history.hasMore }
}

const HistoryActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('delete'), entryId: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(MAX_HISTORY_SELECTION) }),
	z.object({ intent: z.literal('clear') }),
])

/** A visit read offline: the product and when (never in the future, at most 30 days back). */
const OfflineVisitSchema = z.object({ productId: z.uuid(), viewedAt: z.coerce.date() })
const OFFLINE_VISIT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export async function action({ request }: ActionFunctionArgs) {
	const { user } = await getRequestContext(request)
	if (!user) return redirect(href('/pages/login/index', { redirectTo: href('/pages/individualCenter/browsing_history/index') }))
	const form = await readForm(request)
	if (form.get('intent') === 'record') {
		// A product page read offline from the device's copy (issue 21): its visit arrives with the device's queue.
		const visit = OfflineVisitSchema.safeParse({ productId: form.get('productId'), viewedAt: form.get('viewedAt') })
		if (!visit.success) return data({ ok: false as const, error: 'error.http.400' }, { status: 400 })
		const now = Date.now()
		const viewedAt = new Date(Math.min(now, Math.max(now - OFFLINE_VISIT_MAX_AGE_MS, visit.data.viewedAt.getTime())))
		await writeOnce(getDb(), { userId: user.id, key: readWriteKey(form) }, (tx) =>
			recordProductView(tx, { userId: user.id, productId: visit.data.productId, now: viewedAt }),
		)
		return data({ ok: true as const })
	}
	const parsed = HistoryActionSchema.safeParse({ intent: form.get('intent'), entryId: form.getAll('entryId') })
	if (!parsed.success) return data({ ok: false as const, error: 'error.http.400' }, { status: 400 })
	const db = getDb()
	if (parsed.data.intent === 'clear') {
		await clearHistory(db, user.id)
		return redirectWithToast(request, href('/pages/individualCenter/browsing_history/index'), { messageId: 'history.cleared', tone: 'success' })
	}
	try {
		await deleteHistory(db, user.id, { entryIds: parsed.data.entryId })
	} catch (error) {
		if (error instanceof HistorySelectionEmptyError) return data({ ok: false as const, error: error.messageId }, { status: error.status })
		throw error
	}
	return redirectWithToast(request, href('/pages/individualCenter/browsing_history/index'), { messageId: 'history.deleted', tone: 'success' })
}

export default function BrowsingHistoryPage() {
	const loaderData = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.browsingHistory.title" />
			<Stack gap="medium" padding="medium">
				{loaderData.mode === 'account' ? <AccountHistory data={loaderData} /> : <DeviceHistory today={loaderData.today} />}
			</Stack>
		</>
	)
}

function DayTitle({ day, today }: { day: string; today: string }) {
	const intl = useIntl()
	if (day === today) return <FormattedMessage id="history.today" />
	if (day === dayBefore(today)) return <FormattedMessage id="history.yesterday" />
	return <>{formatDate(intl, middayOf(day))}</>
}

type Day = { day: string; items: Array<{ key: string; value: string; product: ProductCardData }> }

/** The days, each a heading and a grid; in select mode every card is a checkbox named `name`. */
function Days({ days, today, selecting, name }: { days: Day[]; today: string; selecting: boolean; name: string }) {
	return (
		<>
			{days.map((day) => (
				<Section key={day.day} titleId={`history-day-${day.day}`} title={<DayTitle day={day.day} today={today} />}>
					{selecting ? (
						<SelectableProductGrid name={name} items={day.items} />
					) : (
						<ProductGrid products={day.items.map((item) => item.product)} eagerCount={0} />
					)}
				</Section>
			))}
		</>
	)
}

/** "Clear all" asks first; the question is part of the page (`?confirm=clear`), so it works without JavaScript. */
function ClearConfirmation({ onDeviceClear, cancelHref }: { onDeviceClear?: () => void; cancelHref: string }) {
	const navigation = useNavigation()
	const clearing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'clear'
	const body = (
		<>
			<Callout.Title role="alert">
				<FormattedMessage id="history.clear.confirmTitle" />
			</Callout.Title>
			<Callout.Text muted>
				<FormattedMessage id="history.clear.confirmBody" />
			</Callout.Text>
			<Callout.Actions>
				<Button type="submit" name="intent" value="clear" tone="danger" size="small" icon="trash" loading={clearing}>
					<FormattedMessage id="history.clear.confirm" />
				</Button>
				<Button asChild variant="ghost" size="small" tone="neutral">
					<Link to={cancelHref} replace preventScrollReset>
						<FormattedMessage id="favorites.cancel" />
					</Link>
				</Button>
			</Callout.Actions>
		</>
	)
	return (
		<Callout.Root asChild tone="danger">
			{onDeviceClear ? (
				<form
					onSubmit={(event) => {
						event.preventDefault()
						onDeviceClear()
					}}
				>
					{body}
				</form>
			) : (
				<Form method="post">{body}</Form>
			)}
		</Callout.Root>
	)
}

function ClearLink({ href }: { href: string }) {
	return (
		<Button asChild variant="ghost" size="small" tone="danger" icon="trash">
			<Link to={href} replace preventScrollReset>
				<FormattedMessage id="history.clearAll" />
			</Link>
		</Button>
	)
}

type AccountData = Extract<Awaited<ReturnType<typeof loader>>, { mode: 'account' }>

function AccountHistory({ data: { today, page, days, hasMore } }: { data: AccountData }) {
	const [params] = useSearchParams()
	const actionData = useActionData<typeof action>()
	const count = days.reduce((sum, day) => sum + day.entries.length, 0)
	const selecting = params.get('select') === '1' && count > 0
	const confirmingClear = params.get('confirm') === 'clear' && count > 0
	const url = (extra: Record<string, string>) => {
		const search = new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...extra }).toString()
		return search ? `${href('/pages/individualCenter/browsing_history/index')}?${search}` : href('/pages/individualCenter/browsing_history/index')
	}
	const shownDays: Day[] = days.map((day) => ({
		day: day.day,
		items: day.entries.map((entry) => ({ key: entry.entryId, value: entry.entryId, product: entry })),
	}))

	return (
		<>
			<ListToolbar count={count} messages={TOOLBAR_MESSAGES} selecting={selecting} selectHref={url({ select: '1' })} doneHref={url({})}>
				<ClearLink href={url({ confirm: 'clear' })} />
			</ListToolbar>
			{confirmingClear ? <ClearConfirmation cancelHref={url({})} /> : null}
			{count === 0 ? (
				<EmptyList icon="clock" titleId="history.empty.title" bodyId="history.empty.body" />
			) : selecting ? (
				<SelectionForm
					name="entryId"
					returnTo={href('/pages/individualCenter/browsing_history/index')}
					emptyMessages={{ delete: 'history.selectBeforeDeleting' }}
					serverError={actionData && !actionData.ok ? actionData : null}
					bar={
						<Button type="submit" name="intent" value="delete" tone="danger" icon="trash">
							<FormattedMessage id="history.deleteSelected" />
						</Button>
					}
				>
					<Days days={shownDays} today={today} selecting name="entryId" />
				</SelectionForm>
			) : (
				<Days days={shownDays} today={today} selecting={false} name="entryId" />
			)}
			{hasMore ? (
				<ShowMoreLink
					to={`${href('/pages/individualCenter/browsing_history/index')}?${new URLSearchParams({ page: String(page + 1), ...(selecting ? { select: '1' } : {}) })}`}
					message="history.showMore"
				/>
			) : null}
		</>
	)
}

const VISIT_SEPARATOR = '|'

const TOOLBAR_MESSAGES = { count: 'history.count', select: 'history.select', selectDone: 'history.selectDone' }

/** A visitor: the history kept on this device, today's Baghdad day from the server so both agree. */
function DeviceHistory({ today }: { today: string }) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const [params, setParams] = useSearchParams()
	const visits = useDeviceState().history
	const { products, loading, failed } = useProductSummaries(visits.map((visit) => visit.productId))
	const byId = new Map(products.map((product) => [product.id, product]))
	const days: Day[] = groupVisitsByDay(visits)
		.map(({ day, visits: dayVisits }) => ({
			day,
			items: dayVisits.flatMap((visit) => {
				const product = byId.get(visit.productId)
				const value = `${visit.productId}${VISIT_SEPARATOR}${visit.day}`
				return product ? [{ key: value, value, product }] : []
			}),
		}))
		.filter((day) => day.items.length > 0)
	const count = days.reduce((sum, day) => sum + day.items.length, 0)
	const selecting = params.get('select') === '1' && count > 0
	const confirmingClear = params.get('confirm') === 'clear' && count > 0

	const page = href('/pages/individualCenter/browsing_history/index')
	return (
		<DeviceList
			notice={<SignInNotice messageId="history.device.notice" />}
			ready={hydrated && !(loading && products.length === 0)}
			failed={failed}
			toolbar={
				<>
					<ListToolbar count={count} messages={TOOLBAR_MESSAGES} selecting={selecting} selectHref={`${page}?select=1`} doneHref={page}>
						<ClearLink href={`${page}?confirm=clear`} />
					</ListToolbar>
					{confirmingClear ? (
						<ClearConfirmation
							cancelHref={page}
							onDeviceClear={() => {
								updateDeviceState(clearDeviceHistory)
								toast({ id: 'history', title: intl.formatMessage({ id: 'history.cleared' }), tone: 'success' })
								setParams({}, { replace: true, preventScrollReset: true })
							}}
						/>
					) : null}
				</>
			}
		>
			{count === 0 ? (
				<EmptyList icon="clock" titleId="history.empty.title" bodyId="history.empty.body" />
			) : selecting ? (
				<SelectionForm
					name="visit"
					returnTo={page}
					emptyMessages={{ delete: 'history.selectBeforeDeleting' }}
					onDeviceSubmit={(_intent, selected) => {
						const chosen = selected.map((value) => {
							const [productId = '', day = ''] = value.split(VISIT_SEPARATOR)
							return { productId, day }
						})
						updateDeviceState((state) => removeDeviceVisits(state, chosen))
						toast({ id: 'history', title: intl.formatMessage({ id: 'history.deleted' }), tone: 'success' })
					}}
					bar={
						<Button type="submit" name="intent" value="delete" tone="danger" icon="trash">
							<FormattedMessage id="history.deleteSelected" />
						</Button>
					}
				>
					<Days days={days} today={today} selecting name="visit" />
				</SelectionForm>
			) : (
				<Days days={days} today={today} selecting={false} name="visit" />
			)}
		</DeviceList>
	)
}
