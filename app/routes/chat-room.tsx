import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import { z } from 'zod'
import { ChatLayout, Icon } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import * as iconButton from '#app/components/icon-link.css.ts'
import { type OfflineNoticeHandle } from '#app/components/OfflineSupport.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { ChatComposer, COMPOSER_FIELDS, OrderToSend, ProductToSend } from '#app/modules/chat/ChatComposer.tsx'
import { uploadChatImage } from '#app/modules/chat/chat-files.server.ts'
import { ChatError, getOrCreateConversation, getOwnOrderCard, listMessages, sendMessage } from '#app/modules/chat/chat.server.ts'
import { filesOf, parsePictureForm, RequestTooLargeError } from '#app/modules/chat/multipart.server.ts'
import { CHAT_IMAGE_MAX_BYTES, createClientId } from '#app/modules/chat/chat-limits.ts'
import { type ChatRoomData, StaticChat } from '#app/modules/chat/StaticChat.tsx'
import { supportStatus } from '#app/modules/chat/support-hours.ts'
import { SupportHoursNotice } from '#app/modules/chat/SupportHoursNotice.tsx'
import { readStaticAnchor, useLiveChatControls, useLiveChatWake } from '#app/modules/chat/use-live-chat-wake.ts'
import { getProductSummaries } from '#app/modules/favorites/product-summaries.server.ts'
import { newInquiryPath } from '#app/modules/inquiries/paths.ts'
import { isSearchPhotoId } from '#app/modules/search/photo-upload.ts'
import { getPushSender } from '#app/providers/push/web-push.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { href } from '#app/href.ts'
import { requireUserContext } from '#app/request-context.server.ts'

/**
 * The live room (react-virtuoso, the outbox, typing) is not part of the page's first load: the server's list of
 * the latest messages shows until the buyer reaches for the conversation or something happens in it
 * (use-live-chat-wake.ts). The service worker keeps its files, so it also comes offline.
 */
const LiveChatRoom = lazy(() => import('#app/modules/chat/LiveChatRoom.tsx'))

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.chatRoom.title')

/** The chat says itself what going offline means here (messages wait and go by themselves): no second banner. */
export const handle: OfflineNoticeHandle = { ownOfflineNotice: true }

/**
 * `?productId=` (from "ask support" on a product page) offers to send that product as a card, `?orderId=` (from
 * "ask about this order" on the buyer's order page) one of their orders; `?before=`
 * pages back through history without JavaScript. `?inquiry=` and `?inquiryPhoto=` (the links of an empty
 * search and of a photo search without a match) open the sourcing request form, started with them.
 */
const ChatRoomQuerySchema = z.object({
	productId: z.string().min(1).max(64).optional().catch(undefined),
	orderId: z.string().min(1).max(64).optional().catch(undefined),
	before: z.coerce.number().int().min(1).optional().catch(undefined),
	inquiry: z.string().max(500).optional().catch(undefined),
	inquiryPhoto: z.string().optional().catch(undefined),
})

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const query = ChatRoomQuerySchema.parse(Object.fromEntries(url.searchParams))
	if (query.inquiry !== undefined || query.inquiryPhoto !== undefined) {
		const photo = isSearchPhotoId(query.inquiryPhoto) ? query.inquiryPhoto : undefined
		const to = newInquiryPath({ description: query.inquiry?.trim() || undefined, photo })
		// A shared link's language goes along (the root has not stored it in the cookie on a redirect).
		const lang = url.searchParams.get('lang')
		throw redirect(lang ? `${to}${to.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : to)
	}
	const { user, locale } = await requireUserContext(request)
	if (user.role !== 'buyer') throw data(null, { status: 403 })
	const db = getDb()
	const conversation = await getOrCreateConversation(db, user.id)
	const [page, products, order] = await Promise.all([
		listMessages(db, { conversationId: conversation.id, before: query.before, locale }),
		query.productId ? getProductSummaries(db, { ids: [query.productId], locale }) : Promise.resolve([]),
		// Another buyer's order is simply not offered (the card could not be sent either).
		query.orderId ? getOwnOrderCard(db, { buyerId: user.id, orderId: query.orderId }) : Promise.resolve(null),
	])
	// Opening the chat marks nothing read (a GET changes nothing): the room posts the read receipt once the buyer
	// is at the newest message with the page in view (use-chat-room.ts).
	const product = products[0]
	const room: ChatRoomData = {
		userId: user.id,
		conversationId: conversation.id,
		staffLastReadSeq: conversation.staffLastReadSeq,
		messages: page.messages,
		hasOlder: page.hasMore,
		product: product
			? {
					id: product.id,
					title: product.title,
					imageUrl: product.imageUrl,
					price: product.price,
					promotionPrice: product.promotionPrice,
					minOrderQty: product.minOrderQty,
				}
			: null,
		order,
	}
	// Outside support hours the header says when support is back (spec section 9).
	const support = supportStatus()
	return data(
		{
			...room,
			buyerLastReadSeq: conversation.buyerLastReadSeq,
			supportBackAt: support.open ? null : support.backAt.toISOString(),
			// Web Push is offered only where it is configured (the in-page notification works without it).
			pushPublicKey: getPushSender()?.publicKey ?? null,
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

/** Without JavaScript: the composer (text, a picture, or both), "send this product" and "send this order". */
export async function action({ request }: ActionFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	if (user.role !== 'buyer') throw data(null, { status: 403 })
	const db = getDb()
	try {
		const formData = await parsePictureForm(request, {
			maxFileSize: CHAT_IMAGE_MAX_BYTES,
			maxFiles: 1,
			tooLargeMessageId: 'chat.error.imageTooLarge',
		})
		const intent = formData.get(COMPOSER_FIELDS.intent)
		const clientId = createClientId()
		if (intent === 'product') {
			const productId = String(formData.get(COMPOSER_FIELDS.productId) ?? '')
			await sendMessage(db, { userId: user.id, side: 'buyer', clientId, kind: 'product', payload: { productId }, locale })
			return redirect(href('/pages/chat-room/index'))
		}
		if (intent === 'order') {
			const orderId = String(formData.get(COMPOSER_FIELDS.orderId) ?? '')
			await sendMessage(db, { userId: user.id, side: 'buyer', clientId, kind: 'order', payload: { orderId }, locale })
			return redirect(href('/pages/chat-room/index'))
		}
		const [image] = filesOf(formData, COMPOSER_FIELDS.image)
		const body = String(formData.get(COMPOSER_FIELDS.body) ?? '')
		if (!image && !body.trim()) throw new ChatError('chat.error.empty', 400)
		if (image) {
			const conversation = await getOrCreateConversation(db, user.id)
			const file = await uploadChatImage(db, getStorage(), {
				userId: user.id,
				conversationId: conversation.id,
				clientId,
				bytes: new Uint8Array(await image.arrayBuffer()),
			})
			await sendMessage(db, { userId: user.id, side: 'buyer', clientId, kind: 'image', body, attachments: [{ key: file.key }], locale })
		} else {
			await sendMessage(db, { userId: user.id, side: 'buyer', clientId, kind: 'text', body, locale })
		}
		return redirect(href('/pages/chat-room/index'))
	} catch (error) {
		if (error instanceof ChatError) {
			const headers: HeadersInit = error instanceof RequestTooLargeError && !error.drained ? { Connection: 'close' } : {}
			return data({ error: error.messageId }, { status: error.status, headers })
		}
		throw error
	}
}

export default function ChatRoomPage() {
	const room = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const hydrated = useHydrated()
	const intl = useIntl()
	const navigate = useNavigate()
	const pagedBack = useSearchParams()[0].has('before')
	const wake = useLiveChatWake({
		userId: room.userId,
		conversationId: room.conversationId,
		readPath: href('/resources/chat-read'),
		newerUrl: pagedBack ? null : `${href('/resources/chat-messages')}?after=${room.messages.at(-1)?.seq ?? 0}&limit=1`,
		lastStaffSeq: room.messages.findLast((message) => message.side === 'staff')?.seq ?? 0,
		staffLastReadSeq: room.staffLastReadSeq,
		buyerLastReadSeq: room.buyerLastReadSeq,
		enabled: hydrated,
	})
	const data = { ...room, staffLastReadSeq: wake.staffLastReadSeq }
	const { controls, onControls } = useLiveChatControls(wake.wake)
	// "Send this product/order": with scripts, through the room, then back to the chat without the offer.
	const closeToSend = () => navigate(href('/pages/chat-room/index'), { replace: true, preventScrollReset: true })
	const toSendChoice = (send: () => void) =>
		hydrated
			? {
					onSend: () => {
						send()
						closeToSend()
					},
					onCancel: closeToSend,
				}
			: {}
	const staticChat = <StaticChat data={data} />
	const { product, order } = room
	return (
		<ChatLayout.Room>
			<PageHeader
				titleId="page.chatRoom.title"
				end={
					<Link to={href('/pages/inquiry/index')} className={iconButton.iconLink} aria-label={intl.formatMessage({ id: 'inquiry.list.title' })}>
						<Icon name="box" />
					</Link>
				}
			/>
			<SupportHoursNotice backAt={room.supportBackAt} />
			{/* One boundary from the start: the live room comes in a transition, so the static list stays as it is (scrolled
			    where the reader took it) until the room is ready to take over. */}
			<Suspense fallback={staticChat}>
				{wake.live ? (
					<LiveChatRoom data={data} pushPublicKey={room.pushPublicKey} onControls={onControls} initialAnchor={readStaticAnchor} />
				) : (
					staticChat
				)}
			</Suspense>
			{/* The page's own, the same element before and after the live room takes over (a draft and the focus stay). */}
			{product ? <ProductToSend product={product} {...toSendChoice(() => controls.sendProduct(product))} /> : null}
			{order ? <OrderToSend order={order} {...toSendChoice(() => controls.sendOrder(order))} /> : null}
			{/* Without scripts (before hydration) the composer is a plain form that posts to this page. */}
			<ChatComposer live={hydrated ? controls.composer : undefined} error={actionData?.error} />
		</ChatLayout.Room>
	)
}
