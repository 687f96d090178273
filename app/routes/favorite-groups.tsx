import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Badge, Button, Callout, Card, IconButton, Stack, Text, TextField, toast } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { DEFAULT_GROUP_MESSAGE_ID, GROUP_NAME_MAX_LENGTH, isNeutralDefaultName, MAX_FAVORITE_GROUPS } from '#app/modules/favorites/favorites.ts'
import * as styles from '#app/modules/favorites/Favorites.css.ts'
import {
	createGroup,
	deleteGroup,
	type FavoriteGroup,
	FavoritesError,
	listGroups,
	renameGroup,
	reorderGroups,
} from '#app/modules/favorites/favorites.server.ts'
import { CreateGroupSchema, GroupChangeSchema, RenameGroupSchema } from '#app/modules/favorites/schema.ts'
import { SignInNotice } from '#app/modules/favorites/SignInNotice.tsx'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.favoriteGroups.title')

/** Spec section 2, buyer_group_list: the buyer's favourite groups (at most 10, one of them the default). */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await getRequestContext(request)
	if (!user) return { signedIn: false as const, groups: [] as FavoriteGroup[] }
	return { signedIn: true as const, groups: await listGroups(getDb(), user.id) }
}

type ActionData =
	| { intent: 'create'; result: SubmissionResult<string[]> }
	| { intent: 'rename'; groupId: string; result: SubmissionResult<string[]> }
	| { intent: 'change'; error: string }

/**
 * Create and rename (Conform forms, errors next to the name), move up/down, reorder and delete. Every button is
 * a plain form post, so the page works without JavaScript; successes come back here with a toast.
 */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await getRequestContext(request)
	if (!user) return redirect(href('/pages/login/index', { redirectTo: href('/pages/individualCenter/buyer_group_list/index') }))
	const formData = await readForm(request)
	const db = getDb()
	const intent = formData.get('intent')

	if (intent === 'create' || intent === 'rename') {
		const submission = parseWithZod(formData, { schema: intent === 'create' ? CreateGroupSchema : RenameGroupSchema })
		const groupId = String(formData.get('groupId') ?? '')
		const reply = (result: SubmissionResult<string[]>, status: number) =>
			intent === 'create'
				? data<ActionData>({ intent: 'create', result }, { status })
				: data<ActionData>({ intent: 'rename', groupId, result }, { status })
		if (submission.status !== 'success') return reply(submission.reply(), 400)
		try {
			const value = submission.value
			if (value.intent === 'create') await createGroup(db, user.id, value.name)
			else await renameGroup(db, user.id, value.groupId, value.name)
		} catch (error) {
			if (!(error instanceof FavoritesError)) throw error
			return reply(submission.reply({ fieldErrors: { name: [error.messageId] } }), error.status)
		}
		const messageId = intent === 'create' ? 'favorites.groups.created' : 'favorites.groups.renamed'
		return redirectWithToast(request, href('/pages/individualCenter/buyer_group_list/index'), { messageId, tone: 'success' })
	}

	const parsed = GroupChangeSchema.safeParse({
		intent,
		groupId: formData.get('groupId') ?? undefined,
		order: formData.getAll('order'),
	})
	if (!parsed.success) return data<ActionData>({ intent: 'change', error: 'error.http.400' }, { status: 400 })
	const change = parsed.data
	try {
		if (change.intent === 'delete') {
			await deleteGroup(db, user.id, change.groupId)
			return redirectWithToast(request, href('/pages/individualCenter/buyer_group_list/index'), {
				messageId: 'favorites.groups.deleted',
				tone: 'success',
			})
		}
		if (change.intent === 'reorder') await reorderGroups(db, user.id, { order: change.order })
		else await reorderGroups(db, user.id, { groupId: change.groupId, direction: change.intent === 'move-up' ? 'up' : 'down' })
	} catch (error) {
		if (!(error instanceof FavoritesError)) throw error
		return data<ActionData>({ intent: 'change', error: error.messageId }, { status: error.status })
	}
	return redirect(href('/pages/individualCenter/buyer_group_list/index'))
}

export default function FavoriteGroupsPage() {
	const { signedIn, groups } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.favoriteGroups.title" />
			<Stack gap="medium" padding="medium">
				{signedIn ? <Groups groups={groups} /> : <SignInNotice messageId="favorites.groups.signIn" />}
			</Stack>
		</>
	)
}

function useGroupName() {
	const intl = useIntl()
	return (group: Pick<FavoriteGroup, 'name' | 'isDefault'>) =>
		isNeutralDefaultName(group) ? intl.formatMessage({ id: DEFAULT_GROUP_MESSAGE_ID }) : group.name
}

function Groups({ groups }: { groups: FavoriteGroup[] }) {
	const intl = useIntl()
	const actionData = useActionData<typeof action>()
	const [params] = useSearchParams()
	const renaming = params.get('rename')
	const deleting = params.get('delete')
	const changeError = actionData?.intent === 'change' ? actionData.error : null

	useEffect(() => {
		const messageId =
			actionData?.intent === 'change' ? actionData.error : actionData && 'result' in actionData ? actionData.result.error?.name?.[0] : undefined
		if (messageId) toast({ id: 'groups', title: intl.formatMessage({ id: messageId }), tone: 'warning' })
	}, [actionData, intl])

	return (
		<>
			<CreateGroupForm
				// A new group (or leaving a refused attempt behind) starts the form afresh.
				key={`${groups.length}-${actionData?.intent === 'create' ? 'refused' : 'fresh'}`}
				count={groups.length}
				lastResult={actionData?.intent === 'create' ? actionData.result : undefined}
			/>
			{changeError ? (
				<Text role="alert" tone="danger" size="small">
					<FormattedMessage id={changeError} />
				</Text>
			) : null}
			<Card asChild variant="flat" padding="none" gap="none" clip>
				<ol>
					{groups.map((group, index) => (
						<GroupItem
							key={group.id}
							group={group}
							first={index === 0}
							last={index === groups.length - 1}
							renaming={renaming === group.id}
							deleting={deleting === group.id}
							renameResult={actionData?.intent === 'rename' && actionData.groupId === group.id ? actionData.result : undefined}
						/>
					))}
				</ol>
			</Card>
		</>
	)
}

function useSubmitting(intent: string, groupId?: string) {
	const navigation = useNavigation()
	return (
		navigation.state === 'submitting' &&
		navigation.formData?.get('intent') === intent &&
		(groupId === undefined || navigation.formData?.get('groupId') === groupId)
	)
}

function CreateGroupForm({ count, lastResult }: { count: number; lastResult?: SubmissionResult<string[]> }) {
	const intl = useIntl()
	const saving = useSubmitting('create')
	const [form, fields] = useForm({
		id: 'create-group',
		lastResult,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateGroupSchema }),
	})
	const { key: _key, ...nameProps } = getInputProps(fields.name, { type: 'text', ariaAttributes: false })
	return (
		<Card asChild variant="flat">
			<Form method="post" {...getFormProps(form)}>
				<input type="hidden" name="intent" value="create" />
				<div className={styles.createRow}>
					<TextField
						{...nameProps}
						className={styles.createField}
						label={intl.formatMessage({ id: 'favorites.groups.create.label' })}
						hint={<FormattedMessage id="favorites.groups.count" values={{ count, max: MAX_FAVORITE_GROUPS }} />}
						maxLength={GROUP_NAME_MAX_LENGTH * 2}
						autoComplete="off"
						error={fields.name.errors?.[0] ? <FormattedMessage id={fields.name.errors[0]} /> : undefined}
					/>
					<Button type="submit" icon="plus" loading={saving} className={styles.createButton}>
						<FormattedMessage id="favorites.groups.create.submit" />
					</Button>
				</div>
			</Form>
		</Card>
	)
}

function GroupItem({
	group,
	first,
	last,
	renaming,
	deleting,
	renameResult,
}: {
	group: FavoriteGroup
	first: boolean
	last: boolean
	renaming: boolean
	deleting: boolean
	renameResult?: SubmissionResult<string[]>
}) {
	const intl = useIntl()
	const groupName = useGroupName()
	const name = groupName(group)
	return (
		<li className={styles.groupItem}>
			<div className={styles.groupRow}>
				<Link to={href('/pages/individualCenter/buyer_collection/index', { groupId: group.id })} className={styles.groupName}>
					<span className={styles.groupTitle}>
						<bdi>{name}</bdi>
						{group.isDefault ? (
							<Badge tone="brand">
								<FormattedMessage id="favorites.groups.defaultBadge" />
							</Badge>
						) : null}
					</span>
					<Text size="small" tone="muted">
						<FormattedMessage id="favorites.count" values={{ count: group.productCount }} />
					</Text>
				</Link>
				<Form method="post" className={styles.groupActions} preventScrollReset>
					<input type="hidden" name="groupId" value={group.id} />
					<IconButton
						type="submit"
						name="intent"
						value="move-up"
						icon="chevron-up"
						size="small"
						disabled={first}
						label={intl.formatMessage({ id: 'favorites.groups.moveUp' }, { name })}
					/>
					<IconButton
						type="submit"
						name="intent"
						value="move-down"
						icon="chevron-down"
						size="small"
						disabled={last}
						label={intl.formatMessage({ id: 'favorites.groups.moveDown' }, { name })}
					/>
				</Form>
			</div>
			{group.isDefault ? null : renaming ? (
				<RenameForm group={group} lastResult={renameResult} />
			) : deleting ? (
				<DeleteConfirmation group={group} name={name} />
			) : (
				<div className={styles.groupActions}>
					<Button asChild variant="ghost" size="small" tone="neutral">
						<Link to={`?rename=${encodeURIComponent(group.id)}`} replace preventScrollReset>
							<FormattedMessage id="favorites.groups.rename" />
						</Link>
					</Button>
					<Button asChild variant="ghost" size="small" tone="danger" icon="trash">
						<Link to={`?delete=${encodeURIComponent(group.id)}`} replace preventScrollReset>
							<FormattedMessage id="favorites.groups.delete" />
						</Link>
					</Button>
				</div>
			)}
		</li>
	)
}

function RenameForm({ group, lastResult }: { group: FavoriteGroup; lastResult?: SubmissionResult<string[]> }) {
	const intl = useIntl()
	const saving = useSubmitting('rename', group.id)
	const [form, fields] = useForm({
		id: `rename-${group.id}`,
		lastResult,
		defaultValue: { name: group.name },
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: RenameGroupSchema }),
	})
	const { key: _key, ...nameProps } = getInputProps(fields.name, { type: 'text', ariaAttributes: false })
	return (
		<Card asChild variant="flat" padding="none">
			<Form method="post" {...getFormProps(form)} preventScrollReset>
				<input type="hidden" name="intent" value="rename" />
				<input type="hidden" name="groupId" value={group.id} />
				<TextField
					{...nameProps}
					label={intl.formatMessage({ id: 'favorites.groups.rename.label' })}
					maxLength={GROUP_NAME_MAX_LENGTH * 2}
					autoComplete="off"
					// Renaming opens a dialog whose one task is this field.
					// eslint-disable-next-line jsx-a11y/no-autofocus
					autoFocus
					error={fields.name.errors?.[0] ? <FormattedMessage id={fields.name.errors[0]} /> : undefined}
				/>
				<Callout.Actions>
					<Button type="submit" size="small" loading={saving}>
						<FormattedMessage id="favorites.groups.rename.save" />
					</Button>
					<Button asChild variant="ghost" size="small" tone="neutral">
						<Link to={href('/pages/individualCenter/buyer_group_list/index')} replace preventScrollReset>
							<FormattedMessage id="favorites.cancel" />
						</Link>
					</Button>
				</Callout.Actions>
			</Form>
		</Card>
	)
}

function DeleteConfirmation({ group, name }: { group: FavoriteGroup; name: string }) {
	const deleting = useSubmitting('delete', group.id)
	return (
		<Callout.Root asChild tone="danger">
			<Form method="post" preventScrollReset>
				<input type="hidden" name="groupId" value={group.id} />
				<Callout.Title role="alert">
					<FormattedMessage id="favorites.groups.delete.confirmTitle" values={{ name: <bdi>{name}</bdi> }} />
				</Callout.Title>
				<Callout.Text muted>
					<FormattedMessage id="favorites.groups.delete.confirmBody" values={{ count: group.productCount }} />
				</Callout.Text>
				<Callout.Actions>
					<Button type="submit" name="intent" value="delete" tone="danger" size="small" icon="trash" loading={deleting}>
						<FormattedMessage id="favorites.groups.delete.confirm" />
					</Button>
					<Button asChild variant="ghost" size="small" tone="neutral">
						<Link to={href('/pages/individualCenter/buyer_group_list/index')} replace preventScrollReset>
							<FormattedMessage id="favorites.cancel" />
						</Link>
					</Button>
				</Callout.Actions>
			</Form>
		</Callout.Root>
	)
}
