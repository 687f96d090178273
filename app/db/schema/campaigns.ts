import { relations, sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { products, skus } from './catalog.ts'
import { id, LOCALES, oneOf, timestamps, timestampTz } from './columns.ts'
import { orders } from './orders.ts'
import {
	CAMPAIGN_EVENT_TYPES,
	CAMPAIGN_KINDS,
	CAMPAIGN_STATUSES,
	type CampaignEventType,
	type CampaignKind,
	type CampaignStatus,
} from '../../modules/campaigns/campaign-states.ts'

/*
 * Campaigns (issue 7; spec sections 1, 4, 6, 7 and 9): free gifts unlocked by friends' help and group prices
 * unlocked by inviting friends. The rules between the states live in app/modules/campaigns/campaign-rules.ts;
 * the columns only check that the values exist. Nothing a buyer or a friend did is deleted: each change of a
 * campaign's state is one row of `campaign_events`, and each help one row of `campaign_helps`.
 */

// The kinds, states and audit entries are defined once, beside the rules (and re-exported here for readers).
export { CAMPAIGN_EVENT_TYPES, CAMPAIGN_KINDS, CAMPAIGN_STATUSES, type CampaignEventType, type CampaignKind, type CampaignStatus }

/**
 * What a buyer can start a campaign for: one SKU of a product, the number of friends it takes, how long the timer
 * runs and, for a group price, the rate friends unlock (IQD per unit). `code` is stable across databases (what the
 * seed matches on). A template outside its active window, or switched off, cannot be started or restarted; running
 * campaigns keep their terms (they are copied when a campaign starts).
 */
export const campaignTemplates = pgTable(
	'campaign_templates',
	{
		id: id(),
		code: text('code').notNull(),
		kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'restrict' }),
		skuId: text('sku_id')
			.notNull()
			.references(() => skus.id, { onDelete: 'restrict' }),
		/** Friends who must help (free gift) or join (group price). */
		targetCount: integer('target_count').notNull(),
		durationMinutes: integer('duration_minutes').notNull(),
		/** Group price only: what the initiator pays per unit once unlocked (IQD). */
		groupPrice: integer('group_price'),
		/** Free gift: units given; group price: the most units one order may take at the rate. */
		quantity: integer('quantity').notNull().default(1),
		activeFrom: timestampTz('active_from').notNull().defaultNow(),
		activeUntil: timestampTz('active_until'),
		active: boolean('active').notNull().default(true),
		sort: integer('sort').notNull().default(0),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('campaign_templates_code_unique').on(t.code),
		index('campaign_templates_kind_idx').on(t.kind, t.active, t.sort),
		index('campaign_templates_product_idx').on(t.productId),
		check('campaign_templates_kind_check', oneOf(t.kind, CAMPAIGN_KINDS)),
		check('campaign_templates_target_check', sql`${t.targetCount} between 1 and 20`),
		check('campaign_templates_duration_check', sql`${t.durationMinutes} between 10 and 10080`),
		check('campaign_templates_quantity_check', sql`${t.quantity} between 1 and 10000`),
		check(
			'campaign_templates_group_price_check',
			sql`(${t.kind} = 'group_price') = (${t.groupPrice} is not null) and coalesce(${t.groupPrice}, 0) >= 0`,
		),
	],
)

/** The landing page's words for a template (lp config), per language; readers fall back like product texts. */
export const campaignTemplateTexts = pgTable(
	'campaign_template_texts',
	{
		templateId: text('template_id')
			.notNull()
			.references(() => campaignTemplates.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		headline: text('headline').notNull(),
		description: text('description').notNull().default(''),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.templateId, t.locale] }), check('campaign_template_texts_locale_check', oneOf(t.locale, LOCALES))],
)

/**
 * One buyer's campaign (helpChop createHelpChop). The target, duration and group price are copied from the
 * template when it starts, so changing a template never moves a running campaign's goalposts. `helped_count`
 * counts the current round's helps; a reset sets it back to 0 (the helps stay, with their round). At most one
 * live campaign (in progress, qualified or not successful) per buyer and template.
 */
export const campaigns = pgTable(
	'campaigns',
	{
		id: id(),
		templateId: text('template_id')
			.notNull()
			.references(() => campaignTemplates.id, { onDelete: 'restrict' }),
		initiatorId: text('initiator_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
		status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('in_progress'),
		targetCount: integer('target_count').notNull(),
		durationMinutes: integer('duration_minutes').notNull(),
		groupPrice: integer('group_price'),
		quantity: integer('quantity').notNull().default(1),
		/** 1 for the first round; each restart adds one (restarted count = round − 1). */
		round: integer('round').notNull().default(1),
		helpedCount: integer('helped_count').notNull().default(0),
		/** The current round's start and end. */
		startedAt: timestampTz('started_at').notNull(),
		endsAt: timestampTz('ends_at').notNull(),
		qualifiedAt: timestampTz('qualified_at'),
		/** When it became success or ended. */
		closedAt: timestampTz('closed_at'),
		/** The order that claimed the gift or bought at the group price. */
		orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
		/** What the share link carries (?c=…): random, unguessable, not the id. */
		shareToken: text('share_token').notNull(),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('campaigns_share_token_unique').on(t.shareToken),
		uniqueIndex('campaigns_one_live_per_template_unique')
			.on(t.initiatorId, t.templateId)
			.where(sql`${t.status} in ('in_progress', 'qualified', 'not_successful')`),
		index('campaigns_initiator_idx').on(t.initiatorId, t.status, t.createdAt.desc()),
		index('campaigns_status_ends_idx').on(t.status, t.endsAt),
		index('campaigns_qualified_idx').on(t.qualifiedAt.desc()),
		check('campaigns_kind_check', oneOf(t.kind, CAMPAIGN_KINDS)),
		check('campaigns_status_check', oneOf(t.status, CAMPAIGN_STATUSES)),
		check('campaigns_counts_check', sql`${t.targetCount} >= 1 and ${t.helpedCount} >= 0 and ${t.round} >= 1 and ${t.quantity} >= 1`),
		check('campaigns_timer_check', sql`${t.endsAt} > ${t.startedAt}`),
	],
)

/**
 * A friend's help (doHelp add) or join (group price). A new user helps once, ever: `helper_id` is unique across
 * every campaign. Only hashes of the client address and browser are kept, for abuse review; nothing else.
 * `seen_at`: when the initiator dismissed the alert about it (updateAlert).
 */
export const campaignHelps = pgTable(
	'campaign_helps',
	{
		id: id(),
		campaignId: text('campaign_id')
			.notNull()
			.references(() => campaigns.id, { onDelete: 'restrict' }),
		helperId: text('helper_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		round: integer('round').notNull(),
		ipHash: text('ip_hash'),
		userAgentHash: text('user_agent_hash'),
		seenAt: timestampTz('seen_at'),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('campaign_helps_campaign_helper_unique').on(t.campaignId, t.helperId),
		uniqueIndex('campaign_helps_one_help_ever_unique').on(t.helperId),
		index('campaign_helps_campaign_idx').on(t.campaignId, t.round, t.createdAt),
		index('campaign_helps_ip_idx').on(t.ipHash, t.createdAt),
	],
)

/** The audit trail: every change of a campaign's state, who caused it (null: the timer) and the help behind it. */
export const campaignEvents = pgTable(
	'campaign_events',
	{
		id: id(),
		campaignId: text('campaign_id')
			.notNull()
			.references(() => campaigns.id, { onDelete: 'restrict' }),
		type: text('type', { enum: CAMPAIGN_EVENT_TYPES }).notNull(),
		fromStatus: text('from_status', { enum: CAMPAIGN_STATUSES }),
		toStatus: text('to_status', { enum: CAMPAIGN_STATUSES }).notNull(),
		actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
		helpId: text('help_id').references(() => campaignHelps.id, { onDelete: 'set null' }),
		round: integer('round').notNull(),
		/** When it happened by the rules' clock (a timer's end is stamped with the time it ran out). */
		occurredAt: timestampTz('occurred_at').notNull(),
		...timestamps(),
	},
	(t) => [
		index('campaign_events_campaign_idx').on(t.campaignId, t.occurredAt),
		index('campaign_events_actor_idx').on(t.actorId, t.type, t.occurredAt),
		check('campaign_events_type_check', oneOf(t.type, CAMPAIGN_EVENT_TYPES)),
	],
)

export const campaignTemplatesRelations = relations(campaignTemplates, ({ many }) => ({
	texts: many(campaignTemplateTexts),
	campaigns: many(campaigns),
}))

export const campaignsRelations = relations(campaigns, ({ one, many }) => ({
	template: one(campaignTemplates, { fields: [campaigns.templateId], references: [campaignTemplates.id] }),
	helps: many(campaignHelps),
	events: many(campaignEvents),
}))

export const campaignHelpsRelations = relations(campaignHelps, ({ one }) => ({
	campaign: one(campaigns, { fields: [campaignHelps.campaignId], references: [campaigns.id] }),
}))

export const campaignEventsRelations = relations(campaignEvents, ({ one }) => ({
	campaign: one(campaigns, { fields: [campaignEvents.campaignId], references: [campaigns.id] }),
}))

export const campaignTemplateTextsRelations = relations(campaignTemplateTexts, ({ one }) => ({
	template: one(campaignTemplates, { fields: [campaignTemplateTexts.templateId], references: [campaignTemplates.id] }),
}))
