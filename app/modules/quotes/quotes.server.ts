import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import {
	categories,
	chatMessages,
	conversations,
	createId,
	inquiries,
	type Locale,
	products,
	productTexts,
	quotes,
	skus,
} from '#app/db/schema/index.ts'
import { productSummaryColumns } from '#app/modules/catalog/catalog.server.ts'
import { getSkuLabels } from '#app/modules/catalog/sku-labels.server.ts'
import { announceMessage, type ChatDeps, pushStaffReply, toMessageViews, writeMessage } from '#app/modules/chat/chat.server.ts'
import { type ChatMessageView } from '#app/modules/chat/chat-view.ts'
import { MAX_LINE_QUANTITY, OrderError } from '#app/modules/orders/orders.server.ts'
import { type AgreedPrice, type PriceAgreement } from '#app/modules/orders/pricing.server.ts'
import { STAFF_CHANNEL, userChannel } from '#app/realtime/channels.ts'
import { publish as realtimePublish } from '#app/realtime/realtime.server.ts'
import { readQuoteCards } from './quote-cards.server.ts'
import { type QuoteCardView, quoteRefusalId, quoteStatusAt } from './quote-view.ts'

/*
 * Quotes (issue 5 item 4; decision 014). An agent prices one item for a buyer in the chat: a catalogue SKU, or a
 * custom item, which becomes an unlisted ('sourced') product and SKU made by the quote, so the order machinery
 * (lines, labels, pictures, stock) needs nothing new. The quote and its chat card are committed together, then
 * both sides are told. The buyer accepts it (while offered and unexpired) and orders it through the trade flow:
 * placeOrder re-checks the quote under a row lock (accepted, theirs, unexpired, not yet ordered) and marks it
 * ordered in the same transaction, so one quote makes at most one order.
 */

/** A refusal a person can read, with its status (never a 500). */
export class QuoteError extends Error {
	override name = 'QuoteError'
	constructor(
		readonly messageId: string,
		readonly status: 400 | 403 | 404 | 409 | 422,
		readonly field?:
			| 'item'
			| 'skuId'
			| 'title'
			| 'specification'
			| 'unitPrice'
			| 'minQuantity'
			| 'leadTimeDays'
			| 'freightEstimate'
			| 'validDays'
			| 'inquiryId',
	) {
		super(messageId)
	}
}

/** Unknown, malformed, or another buyer's quote: 404, as if it never existed. */
export class QuoteNotFoundError extends QuoteError {
	override name = 'QuoteNotFoundError'
	constructor() {
		super('error.notFound.title', 404)
	}
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isId = (value: string) => UUID.test(value)

/** The category sourced products sit in (inactive: never browsed). */
export const SOURCED_CATEGORY_SLUG = 'sourced-for-buyers'

type Deps = ChatDeps

/* ---------------------------------------------------------------------------------------------- */
/* The agent's side.                                                                                */

export type QuotableSku = {
	skuId: string
	productId: string
	code: string
	title: string
	skuLabel: string
	price: number
	stock: number
	minOrderQty: number
}

/** The staff form's product picker: listed products whose code or title contains the words, each SKU on its own. */
export async function searchQuotableSkus(
	db: Db,
	{ query, locale, limit = 12 }: { query: string; locale: Locale; limit?: number },
): Promise<QuotableSku[]> {
	const text = query.trim().slice(0, 60)
	if (text.length < 2) return []
	const like = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
	const { columns, joins } = productSummaryColumns(locale)
	const matching = db.select({ id: productTexts.productId }).from(productTexts).where(ilike(productTexts.title, like))
	let found = db
		.select({ productId: products.id, code: products.code, title: columns.title, minOrderQty: products.minOrderQty })
		.from(products)
		.$dynamic()
	for (const join of joins) found = found.leftJoin(join.table, join.on)
	const rows = await found
		.where(and(eq(products.status, 'active'), or(ilike(products.code, like), ilike(products.originalTitle, like), inArray(products.id, matching))))
		.orderBy(asc(products.code))
		.limit(limit)
	if (rows.length === 0) return []
	const skuRows = await db
		.select({ skuId: skus.id, productId: skus.productId, code: skus.code, price: skus.price, promotionPrice: skus.promotionPrice, stock: skus.stock })
		.from(skus)
		.where(
			and(
				inArray(
					skus.productId,
					rows.map((row) => row.productId),
				),
				eq(skus.active, true),
			),
		)
		.orderBy(asc(skus.productId), asc(skus.sort))
	const labels = await getSkuLabels(
		db,
		skuRows.map((row) => row.skuId),
		locale,
	)
	const byProduct = new Map(rows.map((row) => [row.productId, row]))
	return rows
		.flatMap((product) => skuRows.filter((sku) => sku.productId === product.productId))
		.slice(0, limit)
		.map((sku) => {
			const product = byProduct.get(sku.productId)!
			return {
				skuId: sku.skuId,
				productId: sku.productId,
				code: sku.code,
				title: product.title,
				skuLabel: labels.get(sku.skuId) ?? '',
				price: sku.promotionPrice ?? sku.price,
				stock: sku.stock,
				minOrderQty: product.minOrderQty,
			}
		})
}

export type QuoteItem = { kind: 'catalogue'; skuId: string } | { kind: 'custom'; title: string; specification: string }

export type SendQuoteInput = {
	conversationId: string
	agentId: string
	/** The form's id for this quote: sending the same form twice stores one quote. */
	clientId: string
	item: QuoteItem
	/** Notes on what exactly is offered (also for a catalogue item: packing, colour mix…). */
	specification: string
	unitPrice: number
	minQuantity: number
	leadTimeDays: number
	/** Sea freight per unit (IQD). */
	freightEstimate: number
	validUntil: Date
	inquiryId?: string | null
	locale: Locale
	now?: Date
}

/**
 * Sends a quote: the quote (and, for a custom item, its sourced product and SKU) and the chat card in one
 * transaction, then the buyer and the other agents are told. An answered inquiry becomes 'quoted'.
 */
export async function sendQuote(
	db: Db,
	input: SendQuoteInput,
	deps: Deps = {},
): Promise<{ quoteId: string; message: ChatMessageView; duplicate: boolean }> {
	const now = input.now ?? new Date()
	if (!isId(input.conversationId)) throw new QuoteNotFoundError()
	if (input.validUntil.getTime() <= now.getTime()) throw new QuoteError('quote.error.validUntil', 422, 'validDays')
	if (input.item.kind === 'catalogue' && !isId(input.item.skuId)) throw new QuoteError('quote.error.item', 422, 'skuId')
	if (input.inquiryId && !isId(input.inquiryId)) throw new QuoteError('error.notFound.title', 404, 'inquiryId')

	const outcome = await db.transaction(async (tx) => {
		const [conversation] = await tx
			.select({ buyerId: conversations.buyerId })
			.from(conversations)
			.where(eq(conversations.id, input.conversationId))
			.for('update')
		if (!conversation) throw new QuoteNotFoundError()
		// The same form sent twice: the quote its first sending made.
		const [sent] = await tx
			.select({ id: chatMessages.id, payload: chatMessages.payload })
			.from(chatMessages)
			.where(and(eq(chatMessages.senderId, input.agentId), eq(chatMessages.clientId, input.clientId)))
			.limit(1)
		if (sent) {
			const written = await writeMessage(tx, quoteMessage(input, sent.payload && 'quoteId' in sent.payload ? sent.payload.quoteId : ''))
			return { written, quoteId: sent.payload && 'quoteId' in sent.payload ? sent.payload.quoteId : '' }
		}

		if (input.inquiryId) {
			const [inquiry] = await tx
				.select({ id: inquiries.id, status: inquiries.status })
				.from(inquiries)
				.where(and(eq(inquiries.id, input.inquiryId), eq(inquiries.userId, conversation.buyerId), isNull(inquiries.deletedAt)))
				.for('update')
			if (!inquiry) throw new QuoteError('error.notFound.title', 404, 'inquiryId')
			if (inquiry.status === 'open') await tx.update(inquiries).set({ status: 'quoted' }).where(eq(inquiries.id, inquiry.id))
		}

		const item =
			input.item.kind === 'catalogue'
				? await catalogueItem(tx, input.item.skuId)
				: await createSourcedProduct(tx, { ...input.item, unitPrice: input.unitPrice, minQuantity: input.minQuantity, locale: input.locale })
		const quoteId = createId()
		await tx.insert(quotes).values({
			id: quoteId,
			conversationId: input.conversationId,
			buyerId: conversation.buyerId,
			agentId: input.agentId,
			inquiryId: input.inquiryId ?? null,
			productId: item.productId,
			skuId: item.skuId,
			custom: input.item.kind === 'custom',
			specification: input.specification.trim(),
			unitPrice: input.unitPrice,
			minQuantity: input.minQuantity,
			leadTimeDays: input.leadTimeDays,
			freightEstimate: input.freightEstimate,
			validUntil: input.validUntil,
		})
		return { written: await writeMessage(tx, quoteMessage(input, quoteId)), quoteId }
	})
	if (!outcome.written.duplicate) await announceMessage(outcome.written, deps)
	const [message] = await toMessageViews(db, [outcome.written.row], input.locale)
	if (!message) throw new Error('quote message missing')
	pushStaffReply(db, outcome.written, message, deps)
	return { quoteId: outcome.quoteId, message, duplicate: outcome.written.duplicate }
}

function quoteMessage(input: SendQuoteInput, quoteId: string) {
	return {
		userId: input.agentId,
		side: 'staff' as const,
		conversationId: input.conversationId,
		clientId: input.clientId,
		kind: 'quote' as const,
		payload: { quoteId },
		locale: input.locale,
	}
}

async function catalogueItem(tx: DbTransaction, skuId: string) {
	const [sku] = await tx
		.select({ skuId: skus.id, productId: skus.productId, active: skus.active, status: products.status })
		.from(skus)
		.innerJoin(products, eq(products.id, skus.productId))
		.where(eq(skus.id, skuId))
		.limit(1)
	if (!sku || !sku.active || sku.status !== 'active') throw new QuoteError('quote.error.item', 422, 'skuId')
	return sku
}

/**
 * A custom item as an unlisted product of its own: status 'sourced' (never in search, home or feeds; orderable
 * only through its quote), one SKU at the quoted price, stock enough for any order (it is bought to order), the
 * title and specification in the agent's language (other languages fall back to it).
 */
async function createSourcedProduct(
	tx: DbTransaction,
	item: { title: string; specification: string; unitPrice: number; minQuantity: number; locale: Locale },
): Promise<{ productId: string; skuId: string }> {
	await tx.insert(categories).values({ slug: SOURCED_CATEGORY_SLUG, active: false }).onConflictDoNothing({ target: categories.slug })
	const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, SOURCED_CATEGORY_SLUG)).limit(1)
	if (!category) throw new Error('sourced category missing')
	const code = `SRC-${createId().replaceAll('-', '').slice(0, 10).toUpperCase()}`
	const productId = createId()
	await tx.insert(products).values({
		id: productId,
		categoryId: category.id,
		code,
		originalTitle: item.title.trim(),
		originalLocale: item.locale,
		price: item.unitPrice,
		minPrice: item.unitPrice,
		maxPrice: item.unitPrice,
		minOrderQty: item.minQuantity,
		stock: MAX_LINE_QUANTITY,
		status: 'sourced',
	})
	await tx.insert(productTexts).values({ productId, locale: item.locale, title: item.title.trim(), description: item.specification.trim() })
	const skuId = createId()
	await tx.insert(skus).values({ id: skuId, productId, code: `${code}-1`, price: item.unitPrice, stock: MAX_LINE_QUANTITY })
	return { productId, skuId }
}

/** The agent takes back a quote the buyer has not accepted yet. */
export async function withdrawQuote(
	db: Db,
	{ quoteId, now = new Date() }: { quoteId: string; now?: Date },
	{ publish = realtimePublish }: Deps = {},
) {
	if (!isId(quoteId)) throw new QuoteNotFoundError()
	const row = await db.transaction(async (tx) => {
		const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update')
		if (!quote) throw new QuoteNotFoundError()
		const status = quoteStatusAt(quote, now)
		if (status !== 'offered') throw new QuoteError(status === 'accepted' ? 'quote.error.alreadyAccepted' : quoteRefusalId(status), 409)
		await tx.update(quotes).set({ status: 'withdrawn', withdrawnAt: now }).where(eq(quotes.id, quote.id))
		return quote
	})
	await tellBothSides(row, 'withdrawn', publish)
}

async function tellBothSides(quote: { id: string; buyerId: string; conversationId: string }, status: string, publish: NonNullable<Deps['publish']>) {
	const event = { kind: 'quote.status', quoteId: quote.id, conversationId: quote.conversationId, status }
	// A missed signal costs nothing (pages read the quote again), so a transport failure never fails the command.
	await Promise.all([publish(userChannel(quote.buyerId), event), publish(STAFF_CHANNEL, event)]).catch(() => undefined)
}

/* ---------------------------------------------------------------------------------------------- */
/* The buyer's side.                                                                                */

/** One of the buyer's own quotes as a card; anyone else's is QuoteNotFoundError. */
export async function getBuyerQuote(
	db: Db,
	{ userId, quoteId, locale, now }: { userId: string; quoteId: string; locale: Locale; now?: Date },
): Promise<QuoteCardView> {
	if (!isId(quoteId)) throw new QuoteNotFoundError()
	const [row] = await readQuoteCards(db, and(eq(quotes.id, quoteId), eq(quotes.buyerId, userId)), locale, { now, limit: 1 })
	if (!row) throw new QuoteNotFoundError()
	return row.card
}

/**
 * "Accept and order": only the quote's buyer, only while it is offered and unexpired (accepting again is fine).
 * Expired, withdrawn and already ordered quotes are refused with their own message (409).
 */
export async function acceptQuote(
	db: Db,
	{ userId, quoteId, now = new Date() }: { userId: string; quoteId: string; now?: Date },
	{ publish = realtimePublish }: Deps = {},
) {
	if (!isId(quoteId)) throw new QuoteNotFoundError()
	const { quote, changed } = await db.transaction(async (tx) => {
		const [quote] = await tx
			.select()
			.from(quotes)
			.where(and(eq(quotes.id, quoteId), eq(quotes.buyerId, userId)))
			.for('update')
		if (!quote) throw new QuoteNotFoundError()
		const status = quoteStatusAt(quote, now)
		if (status === 'accepted') return { quote, changed: false }
		if (status !== 'offered') throw new QuoteError(quoteRefusalId(status), 409)
		await tx.update(quotes).set({ status: 'accepted', acceptedAt: now }).where(eq(quotes.id, quote.id))
		return { quote, changed: true }
	})
	if (changed) await tellBothSides(quote, 'accepted', publish)
	return { quoteId: quote.id, skuId: quote.skuId, minQuantity: quote.minQuantity }
}

/* ---------------------------------------------------------------------------------------------- */
/* Ordering it: the trade flow's lines and placeOrder's agreement.                                  */

function agreedPriceOf(quote: typeof quotes.$inferSelect): AgreedPrice {
	return {
		skuId: quote.skuId,
		unitPrice: quote.unitPrice,
		minQuantity: quote.minQuantity,
		maxQuantity: null,
		subsidized: false,
		seaFreightPerUnit: quote.freightEstimate,
	}
}

/**
 * An accepted quote as the trade flow orders it: its SKU at the quoted price (from its minimum up), and the
 * agreement placeOrder checks inside its transaction. Null when the buyer has no such accepted, unexpired quote.
 */
export async function quoteCheckout(db: Db, { userId, quoteId, now = new Date() }: { userId: string; quoteId: string; now?: Date }) {
	if (!isId(quoteId)) return null
	const [quote] = await db
		.select()
		.from(quotes)
		.where(and(eq(quotes.id, quoteId), eq(quotes.buyerId, userId)))
		.limit(1)
	if (!quote || quoteStatusAt(quote, now) !== 'accepted') return null
	return { quoteId: quote.id, validUntil: quote.validUntil, agreedPrices: [agreedPriceOf(quote)], agreement: quoteAgreement(quote.id) }
}

/** placeOrder's check: the quote, locked, still accepted by this buyer and unexpired; once the order exists, ordered. */
export function quoteAgreement(quoteId: string): PriceAgreement {
	return {
		source: 'quote',
		sourceRef: quoteId,
		async lock(tx, { userId, now }) {
			const [quote] = await tx
				.select()
				.from(quotes)
				.where(and(eq(quotes.id, quoteId), eq(quotes.buyerId, userId)))
				.for('update')
			if (!quote) throw new OrderError('checkout.quote.unavailable', 409, 'lines')
			const status = quoteStatusAt(quote, now)
			if (status !== 'accepted') throw new OrderError(status === 'offered' ? 'checkout.quote.unavailable' : quoteRefusalId(status), 409, 'lines')
			return [agreedPriceOf(quote)]
		},
		async settle(tx, { orderId, now }) {
			await tx
				.update(quotes)
				.set({ status: 'ordered', orderId, orderedAt: now })
				.where(and(eq(quotes.id, quoteId), eq(quotes.status, 'accepted')))
		},
	}
}
