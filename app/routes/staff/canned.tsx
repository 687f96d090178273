import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Box, Button, Callout, Card, Checkbox, FileField, Icon, Stack, Text, Textarea, Thumbnail } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { ChatError } from '#app/modules/chat/chat.server.ts'
import { filesOf, parsePictureForm, RequestTooLargeError } from '#app/modules/chat/multipart.server.ts'
import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH } from '#app/modules/chat/chat-limits.ts'
import { type CannedReplyView, listCannedReplies, removeCannedReply, saveCannedReply } from '#app/modules/staff/canned-replies.server.ts'
import { StaffPageHead } from '#app/modules/staff/StaffConsoleFrame.tsx'
import { Panel } from '#app/modules/staff/StaffOrderPanels.tsx'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { href } from '#app/href.ts'
import { requireStaffContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffCanned.title')

/** The console's canned replies, oldest first (the order agents learned them in). */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaffContext(request)
	return { replies: await listCannedReplies(getDb()) }
}

type ActionData = { error: string; id: string | null; body: string }

/**
 * `intent=save` (with `id` to change one): the text and an optional picture (`image`, checked by content and
 * re-encoded), `removeImage` to drop it; `intent=remove`. Multipart, and works without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
	const staff = await requireStaffContext(request)
	const db = getDb()
	let id: string | null = null
	let body = ''
	try {
		const form = await parsePictureForm(request, { maxFileSize: CHAT_IMAGE_MAX_BYTES, maxFiles: 1, tooLargeMessageId: 'chat.error.imageTooLarge' })
		id = typeof form.get('id') === 'string' && form.get('id') ? String(form.get('id')) : null
		body = String(form.get('body') ?? '')
		if (form.get('intent') === 'remove' && id) {
			await removeCannedReply(db, id)
			return redirectWithToast(request, href('/staff/canned'), { messageId: 'staff.canned.removed', tone: 'success' })
		}
		const [image] = filesOf(form, 'image')
		await saveCannedReply(db, getStorage(), {
			id: id ?? undefined,
			staffId: staff.id,
			body,
			image: image ? new Uint8Array(await image.arrayBuffer()) : null,
			removeImage: form.get('removeImage') === 'on',
		})
		return redirectWithToast(request, href('/staff/canned'), { messageId: 'staff.canned.saved', tone: 'success' })
	} catch (error) {
		if (error instanceof ChatError) {
			const headers: HeadersInit = error instanceof RequestTooLargeError && !error.drained ? { Connection: 'close' } : {}
			return data<ActionData>({ error: error.messageId, id, body }, { status: error.status, headers })
		}
		throw error
	}
}

export default function StaffCannedRepliesPage() {
	const { replies } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<>
			<StaffPageHead
				title={<FormattedMessage id="page.staffCanned.title" />}
				end={
					<Button asChild variant="outline" tone="neutral" size="small">
						<Link to={href('/staff/inbox')}>
							<Icon name="chevron-start" size="small" />
							<FormattedMessage id="staff.inbox.back" />
						</Link>
					</Button>
				}
			/>
			<Stack gap="large">
				<Panel titleId="staff.canned.add">
					{/* A fresh, empty form after each save (keyed by how many replies there are). */}
					<CannedReplyForm key={replies.length} reply={null} actionData={actionData && actionData.id === null ? actionData : undefined} />
				</Panel>
				<Panel titleId="page.staffCanned.title">
					{replies.length === 0 ? (
						<Text as="p" tone="muted" size="small">
							<FormattedMessage id="staff.canned.empty" />
						</Text>
					) : (
						<Stack as="ul" gap="small">
							{replies.map((reply) => (
								<Card asChild key={reply.id} variant="outline" padding="small" radius="medium">
									<li>
										<CannedReplyForm reply={reply} actionData={actionData?.id === reply.id ? actionData : undefined} />
									</li>
								</Card>
							))}
						</Stack>
					)}
				</Panel>
			</Stack>
		</>
	)
}

function CannedReplyForm({ reply, actionData }: { reply: CannedReplyView | null; actionData?: ActionData }) {
	const intl = useIntl()
	const navigation = useNavigation()
	const formKey = reply?.id ?? 'new'
	const busy = navigation.state === 'submitting' && (navigation.formData?.get('id') ?? '') === (reply?.id ?? '')
	const errorId = `canned-error-${formKey}`
	return (
		<Stack as={Form} gap="small" method="post" encType="multipart/form-data" key={`${formKey}:${reply?.body ?? ''}:${reply?.image?.url ?? ''}`}>
			{reply ? <input type="hidden" name="id" value={reply.id} /> : null}
			<Stack direction="row" align="start" gap="small">
				{reply?.image ? (
					<Thumbnail src={reply.image.url} alt={intl.formatMessage({ id: 'staff.canned.picture' })} size="small" loading="eager" />
				) : null}
				<Box flexGrow={1}>
					<Textarea
						name="body"
						label={intl.formatMessage({ id: 'staff.canned.body' })}
						dir="auto"
						maxLength={CHAT_MESSAGE_MAX_LENGTH}
						defaultValue={actionData?.body ?? reply?.body ?? ''}
						aria-invalid={actionData ? true : undefined}
						aria-describedby={actionData ? errorId : undefined}
					/>
				</Box>
			</Stack>
			<FileField
				name="image"
				accept="image/*"
				label={intl.formatMessage({ id: reply?.image ? 'staff.canned.replaceImage' : 'staff.canned.image' })}
			/>
			{reply?.image ? <Checkbox name="removeImage" label={intl.formatMessage({ id: 'staff.canned.removeImage' })} /> : null}
			{actionData ? (
				<Callout.Root tone="danger" size="small" role="alert" id={errorId}>
					<Callout.Text>
						<FormattedMessage id={actionData.error} />
					</Callout.Text>
				</Callout.Root>
			) : null}
			<Stack direction="row" wrap gap="small">
				<Button type="submit" name="intent" value="save" size="small" loading={busy}>
					<FormattedMessage id={reply ? 'staff.canned.save' : 'staff.canned.create'} />
				</Button>
				{reply ? (
					<Button type="submit" name="intent" value="remove" size="small" variant="outline" tone="danger" formNoValidate>
						<FormattedMessage id="staff.canned.remove" />
					</Button>
				) : null}
			</Stack>
		</Stack>
	)
}
