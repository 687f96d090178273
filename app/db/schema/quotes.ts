import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { products, skus } from './catalog.ts'
import { conversations, inquiries } from './chat.ts'
import { id, oneOf, timestamps, timestampTz } from './columns.ts'
import { orders } from './orders.ts'

/*
 * Quotes (issue 5 item 4; docs/decisions/014-quotes-and-negotiated-prices.md): an agent's price for one item,
 * sent into the buyer's chat as a card. The buyer accepts it and orders it through the trade flow at the quoted
 * unit price. One item per quote: an agent quoting three items sends three cards, each with its own minimum,
 * lead time and freight, each accepted and ordered on its own. Never hard-deleted: a quote changes state.
 */

/**
 * - offered: sent, waiting for the buyer
 * - accepted: the buyer accepted it and is on the way to ordering it (the trade flow)
 * - ordered: its one order exists (`order_id`)
 * - expired: its `valid_until` passed before it was ordered — derived when read (quoteStatusAt), never waited for
 * - withdrawn: the agent took it back while it was still offered
 */
export const QUOTE_STATUSES = ['offered', 'accepted', 'ordered', 'expired', 'withdrawn'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

export const quotes = pgTable(
	'quotes',
	{
		id: id(),
		conversationId: text('conversation_id')
			.notNull()
			.references(() => conversations.id, { onDelete: 'restrict' }),
		buyerId: text('buyer_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		/** The member of staff who sent it. */
		agentId: text('agent_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		/** The sourcing inquiry it answers, if any (marked 'quoted' when the quote is sent). */
		inquiryId: text('inquiry_id').references(() => inquiries.id, { onDelete: 'restrict' }),
		/**
		 * What is ordered: a catalogue product's SKU, or — for a custom item (`custom`) — the unlisted ('sourced')
		 * product and SKU this quote made, so orders, labels, images and stock work unchanged.
		 */
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'restrict' }),
		skuId: text('sku_id')
			.notNull()
			.references(() => skus.id, { onDelete: 'restrict' }),
		custom: boolean('custom').notNull().default(false),
		/** What exactly is offered (material, size, packing…), as the agent wrote it. */
		specification: text('specification').notNull().default(''),
		/** IQD per unit: what the buyer pays, instead of the SKU's price. */
		unitPrice: integer('unit_price').notNull(),
		minQuantity: integer('min_quantity').notNull(),
		/** Days from the order to the goods leaving the supplier. */
		leadTimeDays: integer('lead_time_days').notNull(),
		/** Estimated second-stage freight by sea for the minimum quantity (IQD); billed on arrival like any order's. */
		freightEstimate: integer('freight_estimate').notNull(),
		validUntil: timestampTz('valid_until').notNull(),
		status: text('status', { enum: QUOTE_STATUSES }).notNull().default('offered'),
		acceptedAt: timestampTz('accepted_at'),
		withdrawnAt: timestampTz('withdrawn_at'),
		orderedAt: timestampTz('ordered_at'),
		/** The one order placed from this quote. */
		orderId: text('order_id').references(() => orders.id, { onDelete: 'restrict' }),
		...timestamps(),
	},
	(t) => [
		index('quotes_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
		index('quotes_conversation_created_idx').on(t.conversationId, t.createdAt.desc()),
		uniqueIndex('quotes_order_unique').on(t.orderId),
		check('quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
		check('quotes_unit_price_check', sql`${t.unitPrice} >= 1`),
		check('quotes_min_quantity_check', sql`${t.minQuantity} >= 1`),
		check('quotes_lead_time_check', sql`${t.leadTimeDays} >= 0`),
		check('quotes_freight_check', sql`${t.freightEstimate} >= 0`),
		check('quotes_ordered_check', sql`(${t.status} = 'ordered') = (${t.orderId} is not null)`),
	],
)
