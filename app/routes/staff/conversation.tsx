import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Badge, Button, Callout, Composer, DataList, DeskLayout, Icon, Ltr, Price, RowList, Stack, Text, Textarea } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { ChatError } from '#app/modules/chat/chat.server.ts'
import { CHAT_MESSAGE_MAX_LENGTH, CLIENT_ID_PATTERN, createClientId } from '#app/modules/chat/chat-limits.ts'
import { ChatTimeline } from '#app/modules/chat/ChatTimeline.tsx'
import { Announcer } from '#app/modules/chat/LiveChatRoom.tsx'
import { useChatRoom } from '#app/modules/chat/use-chat-room.ts'
import { listCannedReplies, sendCannedReply } from '#app/modules/staff/canned-replies.server.ts'
import { inboxConversationPath } from '#app/modules/staff/inbox.ts'
import { CannedReplies, InboxTimeline, OwnCannedReplies, StaffVoiceReply } from '#app/modules/staff/InboxParts.tsx'
import { InboxList, useLiveInbox } from '#app/modules/staff/LiveInbox.tsx'
import { OrderStatusBadge } from '#app/modules/orders/ui/OrderStatusBadge.tsx'
import { useAgentsPresent, usePresence } from '#app/modules/staff/presence-store.ts'
import { StaffPageHead } from '#app/modules/staff/StaffConsoleFrame.tsx'
import { Panel, PaymentStatusBadge, SlipLinks } from '#app/modules/staff/StaffOrderPanels.tsx'
import { StaffOrderLink } from '#app/modules/staff/StaffOrderLink.tsx'
import { assignToStaff, listInbox, openConversation, replyAsStaff, setConversationStatus } from '#app/modules/staff/staff-inbox.server.ts'
import { slipPath } from '#app/modules/payments/schema.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { listBuyerQuotes } from '#app/modules/quotes/quote-cards.server.ts'
import { QuoteStatusBadge } from '#app/modules/quotes/QuoteCard.tsx'
import { QuoteForm } from '#app/modules/quotes/QuoteForm.tsx'
import { QuoteError, searchQuotableSkus, sendQuote, withdrawQuote } from '#app/modules/quotes/quotes.server.ts'
import { QuoteFormSchema, quoteFormErrors, WithdrawQuoteSchema } from '#app/modules/quotes/schema.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { STAFF_CHANNEL } from '#app/realtime/channels.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { getRequestContext, requireStaffContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffConversation.title')

const ConversationQuerySchema = z.object({
	before: z.coerce.number().int().min(1).optional().catch(undefined),
	productQuery: z.string().trim().max(60).optional().catch(undefined),
})

const InboxActionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('reply'),
		clientId: z
			.string()
			.regex(CLIENT_ID_PATTERN)
			.catch(() => createClientId()),
		body: z.string({ message: 'chat.error.empty' }).trim().min(1, 'chat.error.empty').max(CHAT_MESSAGE_MAX_LENGTH, 'chat.error.tooLong'),
	}),
	z.object({
		intent: z.literal('canned'),
		clientId: z
			.string()
			.regex(CLIENT_ID_PATTERN)
			.catch(() => createClientId()),
		cannedReplyId: z.string().min(1).max(64),
	}),
	z.object({ intent: z.literal('assign') }),
	z.object({ intent: z.literal('close') }),
	z.object({ intent: z.literal('reopen') }),
])

export async function loader({ request, params }: LoaderFunctionArgs) {
	const staff = await requireStaffContext(request)
	const { locale } = (await getRequestContext(request)).requestLocale
	const query = ConversationQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const db = getDb()
	try {
		const thread = await openConversation(db, { conversationId: params.conversationId ?? '', locale, before: query.before })
		const [quotes, results, cannedReplies, inboxRows] = await Promise.all([
			listBuyerQuotes(db, { buyerId: thread.conversation.buyer.id, locale }),
			query.productQuery ? searchQuotableSkus(db, { query: query.productQuery, locale }) : Promise.resolve(null),
			listCannedReplies(db),
			// The desk's inbox column on a wide screen (it then moves by itself).
			listInbox(db, { staffId: staff.id }),
		])
		return data(
			{
				...thread,
				staffId: staff.id,
				inboxRows,
				quotes,
				cannedReplies,
				productQuery: query.productQuery ?? '',
				results,
				before: query.before ?? null,
				// The reply and quote forms' ids for their next message: submitting the same form twice stores it once.
				clientId: createClientId(),
				quoteClientId: createClientId(),
			},
			{ headers: { 'Cache-Control': 'private, no-store' } },
		)
	} catch (error) {
		if (error instanceof ChatError) throw data({ messageId: error.messageId }, { status: error.status })
		throw error
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const staff = await requireStaffContext(request)
	const { locale } = (await getRequestContext(request)).requestLocale
	const conversationId = params.conversationId ?? ''
	const form = Object.fromEntries(await readForm(request))
	const db = getDb()
	if (form.intent === 'quote' || form.intent === 'withdrawQuote') return quoteAction(request, { form, staffId: staff.id, conversationId, locale })
	const parsed = InboxActionSchema.safeParse(form)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		const messageId = issue?.message.includes('.') ? issue.message : 'error.http.400'
		return data({ error: messageId, body: typeof form.body === 'string' ? form.body : '' }, { status: 400 })
	}
	const value = parsed.data
	try {
		if (value.intent === 'reply') await replyAsStaff(db, { conversationId, staffId: staff.id, body: value.body, clientId: value.clientId, locale })
		else if (value.intent === 'canned') {
			await sendCannedReply(db, getStorage(), {
				conversationId,
				staffId: staff.id,
				cannedReplyId: value.cannedReplyId,
				clientId: value.clientId,
				locale,
			})
		} else if (value.intent === 'assign') await assignToStaff(db, { conversationId, staffId: staff.id })
		else await setConversationStatus(db, { conversationId, status: value.intent === 'close' ? 'closed' : 'open' })
	} catch (error) {
		if (error instanceof ChatError)
			return data({ error: error.messageId, body: value.intent === 'reply' ? value.body : '' }, { status: error.status })
		throw error
	}
	return redirect(inboxConversationPath(conversationId))
}

/** Send a quote (with its chat card) or withdraw one; refusals come back with every field as typed. */
async function quoteAction(
	request: Request,
	{ form, staffId, conversationId, locale }: { form: Record<string, FormDataEntryValue>; staffId: string; conversationId: string; locale: Locale },
) {
	const db = getDb()
	const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
	if (form.intent === 'withdrawQuote') {
		const parsed = WithdrawQuoteSchema.safeParse(form)
		if (!parsed.success) return data({ error: 'error.http.400' }, { status: 400 })
		try {
			await withdrawQuote(db, { quoteId: parsed.data.quoteId })
		} catch (error) {
			if (error instanceof QuoteError) return data({ error: error.messageId }, { status: error.status })
			throw error
		}
		return redirectWithToast(request, inboxConversationPath(conversationId), { messageId: 'staff.quote.withdrawn', tone: 'success' })
	}
	const parsed = QuoteFormSchema.safeParse(form)
	if (!parsed.success) return data({ quoteErrors: quoteFormErrors(parsed.error), quoteValues: values }, { status: 422 })
	const quote = parsed.data
	const now = new Date()
	try {
		await sendQuote(db, {
			conversationId,
			agentId: staffId,
			clientId: quote.clientId,
			item:
				quote.itemKind === 'catalogue'
					? { kind: 'catalogue', skuId: quote.skuId ?? '' }
					: { kind: 'custom', title: quote.title ?? '', specification: quote.specification },
			specification: quote.specification,
			unitPrice: quote.unitPrice,
			minQuantity: quote.minQuantity,
			leadTimeDays: quote.leadTimeDays,
			freightEstimate: quote.freightEstimate,
			validUntil: new Date(now.getTime() + quote.validDays * DAY_MS),
			inquiryId: quote.inquiryId,
			locale,
			now,
		})
	} catch (error) {
		if (error instanceof QuoteError || error instanceof ChatError) {
			const field = error instanceof QuoteError && error.field ? error.field : 'form'
			return data({ quoteErrors: { [field]: error.messageId }, quoteValues: values }, { status: error.status })
		}
		throw error
	}
	return redirectWithToast(request, inboxConversationPath(conversationId), { messageId: 'staff.quote.sent', tone: 'success' })
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The desk's keys (pressed outside a field): focus the reply box, open the next conversation, go to the canned replies. */
const SHORTCUTS = { reply: 'r', next: 'n', canned: 'c' } as const

export default function StaffConversationPage() {
	const loaded = useLoaderData<typeof loader>()
	const { conversation, orders, inquiries, slips, quotes, productQuery, results, quoteClientId, cannedReplies, staffId, inboxRows } = loaded
	const actionData = useActionData<typeof action>()
	const hydrated = useHydrated()
	const intl = useIntl()
	const navigate = useNavigate()
	const replyBox = useRef<HTMLTextAreaElement>(null)
	const cannedList = useRef<HTMLDivElement>(null)
	const { rows, typing } = useLiveInbox({ initial: inboxRows, filter: 'all', q: '' })
	usePresence(conversation.id)
	const others = useAgentsPresent(staffId).filter((agent) => agent.conversationId === conversation.id)

	// Keyboard: r reply, n next conversation, c canned replies (not while typing in a field).
	const rowsRef = useRef(rows)
	rowsRef.current = rows
	useEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
			const target = event.target as HTMLElement | null
			if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
			const key = event.key.toLowerCase()
			if (key === SHORTCUTS.reply) {
				event.preventDefault()
				replyBox.current?.focus()
			} else if (key === SHORTCUTS.next) {
				const list = rowsRef.current
				const at = list.findIndex((row) => row.id === conversation.id)
				const next = list[at + 1] ?? list.find((row) => row.id !== conversation.id)
				if (next) {
					event.preventDefault()
					navigate(inboxConversationPath(next.id))
				}
			} else if (key === SHORTCUTS.canned) {
				event.preventDefault()
				cannedList.current?.querySelector<HTMLElement>('button')?.focus()
			}
		}
		document.addEventListener('keydown', onKey)
		return () => document.removeEventListener('keydown', onKey)
	}, [conversation.id, navigate])

	const pickCanned = (text: string) => {
		const box = replyBox.current
		if (!box) return
		box.value = box.value.trim() ? `${box.value.trimEnd()}\n${text}` : text
		box.focus()
	}
	const quoteErrors = actionData && 'quoteErrors' in actionData ? actionData.quoteErrors : {}
	const quoteValues = actionData && 'quoteValues' in actionData ? actionData.quoteValues : {}

	return (
		<>
			<StaffPageHead
				title={<bdi>{conversation.buyer.name}</bdi>}
				end={
					<Button asChild variant="outline" tone="neutral" size="small">
						<Link to={href('/staff/inbox')}>
							<Icon name="chevron-start" size="small" />
							<FormattedMessage id="staff.inbox.back" />
						</Link>
					</Button>
				}
			/>
			<DeskLayout.Root>
				<DeskLayout.List aria-label={intl.formatMessage({ id: 'page.staffInbox.title' })}>
					<InboxList rows={rows} typing={typing} selfId={staffId} selectedId={conversation.id} compact />
				</DeskLayout.List>
				<Stack gap="medium">
					<Stack direction="row" wrap align="center" gap="small">
						{conversation.status === 'closed' ? (
							<Badge tone="neutral">
								<FormattedMessage id="staff.inbox.closedBadge" />
							</Badge>
						) : null}
						<Text inline tone="muted">
							{conversation.assignedStaffName ? (
								<FormattedMessage id="staff.inbox.assignedTo" values={{ name: <bdi>{conversation.assignedStaffName}</bdi> }} />
							) : (
								<FormattedMessage id="staff.inbox.unassigned" />
							)}
						</Text>
						<Form method="post">
							<Stack direction="row" wrap gap="small">
								<Button type="submit" name="intent" value="assign" variant="outline" tone="neutral" size="small">
									<FormattedMessage id="staff.conversation.assign" />
								</Button>
								{conversation.status === 'open' ? (
									<Button type="submit" name="intent" value="close" variant="outline" tone="neutral" size="small">
										<FormattedMessage id="staff.conversation.close" />
									</Button>
								) : (
									<Button type="submit" name="intent" value="reopen" variant="outline" tone="neutral" size="small">
										<FormattedMessage id="staff.conversation.reopen" />
									</Button>
								)}
							</Stack>
						</Form>
						{others.length > 0 ? (
							<Text inline size="xsmall" tone="brand" data-agents-here="">
								<FormattedMessage id="staff.desk.alsoHere" values={{ names: intl.formatList(others.map((agent) => agent.name)) }} />
							</Text>
						) : null}
					</Stack>
					{hydrated ? <LiveThread key={conversation.id} replyBox={replyBox} /> : <StaticThread replyBox={replyBox} />}
					<div ref={cannedList}>{hydrated ? <CannedReplies onPick={pickCanned} /> : null}</div>
					{hydrated ? <StaffVoiceReply conversationId={conversation.id} /> : null}
					<OwnCannedReplies replies={cannedReplies} clientId={loaded.clientId} />
					<Text as="p" size="xsmall" tone="muted">
						<FormattedMessage
							id="staff.desk.shortcuts"
							values={{
								reply: (
									<Badge asChild variant="outline" shape="tag">
										<kbd>{SHORTCUTS.reply.toUpperCase()}</kbd>
									</Badge>
								),
								next: (
									<Badge asChild variant="outline" shape="tag">
										<kbd>{SHORTCUTS.next.toUpperCase()}</kbd>
									</Badge>
								),
								canned: (
									<Badge asChild variant="outline" shape="tag">
										<kbd>{SHORTCUTS.canned.toUpperCase()}</kbd>
									</Badge>
								),
							}}
						/>
					</Text>
					<QuoteForm
						// A new form after each quote sent, not after every live reload (which would wipe what is being typed).
						key={quotes[0]?.id ?? 'first-quote'}
						clientId={quoteClientId}
						productQuery={productQuery}
						results={results}
						inquiries={inquiries.filter((inquiry) => inquiry.status !== 'closed')}
						values={quoteValues}
						errors={quoteErrors}
					/>
				</Stack>
				<Stack gap="large">
					<Panel titleId="staff.conversation.quotes">
						{quotes.length === 0 ? (
							<Text as="p" tone="muted" size="small">
								<FormattedMessage id="staff.conversation.noQuotes" />
							</Text>
						) : (
							<RowList.Root>
								{quotes.map((quote) => (
									<RowList.Item key={quote.id}>
										<Stack direction="row" wrap align="center" gap="small">
											<bdi>{quote.title}</bdi>
											<QuoteStatusBadge status={quote.status} />
										</Stack>
										<Stack direction="row" wrap align="center" gap="small">
											<FormattedMessage
												id="staff.quote.summary"
												values={{ price: <Price amount={quote.unitPrice} size="small" tone="neutral" />, count: quote.minQuantity }}
											/>
											{quote.status === 'offered' ? (
												<Form method="post" preventScrollReset>
													<input type="hidden" name="quoteId" value={quote.id} />
													<Button type="submit" name="intent" value="withdrawQuote" variant="outline" tone="neutral" size="small">
														<FormattedMessage id="staff.quote.withdraw" />
													</Button>
												</Form>
											) : null}
										</Stack>
									</RowList.Item>
								))}
							</RowList.Root>
						)}
					</Panel>
					<Panel titleId="staff.conversation.buyer">
						<DataList.Root>
							<DataList.Item>
								<DataList.Label>
									<FormattedMessage id="staff.orders.col.buyer" />
								</DataList.Label>
								<DataList.Value>
									<bdi>{conversation.buyer.name}</bdi>
								</DataList.Value>
							</DataList.Item>
							{conversation.buyer.phone ? (
								<DataList.Item>
									<DataList.Label>
										<FormattedMessage id="staff.order.buyer.phone" />
									</DataList.Label>
									<DataList.Value>
										<a href={`tel:${conversation.buyer.phone}`}>
											<Ltr>{conversation.buyer.phone}</Ltr>
										</a>
									</DataList.Value>
								</DataList.Item>
							) : null}
						</DataList.Root>
					</Panel>
					<Panel titleId="staff.conversation.orders">
						{orders.length === 0 ? (
							<Text as="p" tone="muted" size="small">
								<FormattedMessage id="staff.conversation.noOrders" />
							</Text>
						) : (
							<RowList.Root>
								{orders.map((order) => (
									<RowList.Item key={order.id}>
										<Stack direction="row" wrap align="center" gap="small">
											<StaffOrderLink number={order.number} />
											<OrderStatusBadge status={order.status} withCode />
										</Stack>
										<Stack direction="row" wrap align="center" gap="small">
											<Text inline tone="muted">
												<time dateTime={new Date(order.submittedAt).toISOString()}>
													{intl.formatDate(order.submittedAt, { dateStyle: 'medium' })}
												</time>
											</Text>
											<Price amount={order.payableAmount} size="small" tone="neutral" />
										</Stack>
									</RowList.Item>
								))}
							</RowList.Root>
						)}
					</Panel>
					<Panel titleId="staff.desk.slips">
						{slips.length === 0 ? (
							<Text as="p" tone="muted" size="small">
								<FormattedMessage id="staff.desk.noSlips" />
							</Text>
						) : (
							<RowList.Root>
								{slips.map((slip) => (
									<RowList.Item key={slip.id}>
										<Stack direction="row" wrap align="center" gap="small">
											<StaffOrderLink number={slip.orderNumber} />
											<PaymentStatusBadge payment={{ status: slip.paymentStatus, type: slip.paymentType as never }} />
										</Stack>
										<Stack direction="row" wrap align="center" gap="small">
											<SlipLinks slips={[slip]} href={slipPath} />
											<Price amount={slip.amount} size="small" tone="neutral" />
										</Stack>
									</RowList.Item>
								))}
							</RowList.Root>
						)}
					</Panel>
					<Panel titleId="staff.conversation.inquiries">
						{inquiries.length === 0 ? (
							<Text as="p" tone="muted" size="small">
								<FormattedMessage id="staff.conversation.noInquiries" />
							</Text>
						) : (
							<RowList.Root>
								{inquiries.map((inquiry) => (
									<RowList.Item key={inquiry.id}>
										<bdi>{inquiry.description}</bdi>
										<Text tone="muted">
											<FormattedMessage id="inquiry.quantityValue" values={{ count: inquiry.estimatedQuantity }} />
										</Text>
									</RowList.Item>
								))}
							</RowList.Root>
						)}
					</Panel>
				</Stack>
			</DeskLayout.Root>
		</>
	)
}

type ThreadProps = { replyBox: React.RefObject<HTMLTextAreaElement> }

/**
 * The conversation with JavaScript: the same live timeline as the buyer's (events and catch-up, never a page
 * reload), replies through the outbox (they wait while offline), the buyer's typing, and read marks sent once
 * the messages are on screen.
 */
function LiveThread({ replyBox }: ThreadProps) {
	const { conversation, messages, hasOlder, staffId } = useLoaderData<typeof loader>()
	const intl = useIntl()
	const room = useChatRoom({
		ownSide: 'staff',
		conversationId: conversation.id,
		outboxOwner: `staff:${staffId}:${conversation.id}`,
		messages,
		hasOlder,
		otherLastReadSeq: conversation.buyerLastReadSeq,
		channels: [STAFF_CHANNEL],
		messagesUrl: (query) => `${href('/resources/staff-chat-messages')}?conversationId=${encodeURIComponent(conversation.id)}&${query}`,
		sendPath: href('/resources/staff-chat-messages'),
		sendFields: { conversationId: conversation.id },
		readPath: href('/resources/staff-chat-read'),
		readBody: (seq) => ({ conversationId: conversation.id, seq }),
		typingPath: href('/resources/chat-typing'),
		typingBody: { conversationId: conversation.id },
	})
	const [error, setError] = useState<string | null>(null)
	const send = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		const box = replyBox.current
		const body = box?.value.trim() ?? ''
		if (!body) return setError('chat.error.empty')
		if (body.length > CHAT_MESSAGE_MAX_LENGTH) return setError('chat.error.tooLong')
		setError(null)
		room.sendText(body)
		if (box) box.value = ''
	}
	return (
		<>
			<DeskLayout.Frame>
				<ChatTimeline room={room} viewer="staff" label={intl.formatMessage({ id: 'staff.conversation.timeline' })} />
			</DeskLayout.Frame>
			<Composer.Note aria-live="polite" data-buyer-typing={room.otherTyping ? '' : undefined}>
				{room.otherTyping ? <FormattedMessage id="staff.desk.buyerTyping" /> : null}
			</Composer.Note>
			<Announcer message={room.state.announce} messageId="staff.desk.announce" />
			<ReplyForm replyBox={replyBox} onSubmit={send} onTyping={room.signalTyping} error={error} />
		</>
	)
}

/** Before the page hydrates (and without JavaScript): the latest page as a list, and the reply as a form post. */
function StaticThread({ replyBox }: ThreadProps) {
	const { messages, hasOlder, before, conversation } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const error = actionData && 'error' in actionData ? actionData.error : null
	return (
		<>
			{hasOlder || before !== null ? (
				<Stack direction="row" wrap gap="small">
					{hasOlder && messages[0] ? (
						<Link to={`${inboxConversationPath(conversation.id)}?before=${messages[0].seq}`}>
							<Text inline tone="brand" weight="strong">
								<FormattedMessage id="staff.conversation.older" />
							</Text>
						</Link>
					) : null}
					{before !== null ? (
						<Link to={inboxConversationPath(conversation.id)}>
							<Text inline tone="brand" weight="strong">
								<FormattedMessage id="staff.conversation.latest" />
							</Text>
						</Link>
					) : null}
				</Stack>
			) : null}
			<InboxTimeline messages={messages} />
			<ReplyForm
				replyBox={replyBox}
				error={error}
				defaultValue={actionData && 'body' in actionData && typeof actionData.body === 'string' ? actionData.body : ''}
			/>
		</>
	)
}

function ReplyForm({
	replyBox,
	onSubmit,
	onTyping,
	error,
	defaultValue = '',
}: ThreadProps & { onSubmit?: (event: FormEvent<HTMLFormElement>) => void; onTyping?: () => void; error: string | null; defaultValue?: string }) {
	const intl = useIntl()
	const { clientId } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reply'
	return (
		<Stack as={Form} gap="small" method="post" onSubmit={onSubmit}>
			<input type="hidden" name="clientId" value={clientId} />
			<input type="hidden" name="intent" value="reply" />
			<Textarea
				ref={replyBox}
				name="body"
				label={intl.formatMessage({ id: 'staff.conversation.reply.label' })}
				dir="auto"
				required
				maxLength={CHAT_MESSAGE_MAX_LENGTH}
				defaultValue={defaultValue}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? 'reply-error' : undefined}
				onKeyDown={(event) => {
					// Ctrl/⌘+Enter sends, as in most desktop chat tools; Escape leaves the box (for the shortcuts).
					if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit()
					else if (event.key === 'Escape') event.currentTarget.blur()
				}}
				onInput={(event) => {
					if (event.currentTarget.value.trim()) onTyping?.()
				}}
			/>
			{error ? (
				<Callout.Root tone="danger" size="small" role="alert" id="reply-error">
					<Callout.Text>
						<FormattedMessage id={error} />
					</Callout.Text>
				</Callout.Root>
			) : null}
			<Stack direction="row" wrap gap="small">
				<Button type="submit" icon="send" disabled={sending}>
					<FormattedMessage id="staff.conversation.reply.send" />
				</Button>
			</Stack>
		</Stack>
	)
}
