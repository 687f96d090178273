import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { id, LOCALES, oneOf, timestamps, timestampTz } from './columns.ts'
import { users } from './accounts.ts'

/*
 * The buyer's address book (spec section 3, "Address"): where goods are delivered, or the Dijla store they are
 * collected from. Regions are the country → province → city tree behind the cascading selects (getByParentId).
 */

export const REGION_LEVELS = ['country', 'province', 'city'] as const
export type RegionLevel = (typeof REGION_LEVELS)[number]

/**
 * A country, a province (an Iraqi governorate) or a city (a district, qadha). `code` is stable across
 * databases (ISO 3166 for countries and most governorates, e.g. IQ, IQ-BG; a Dijla code below that) and is
 * what the seed matches on; `id` is what addresses point at.
 */
export const regions = pgTable(
	'regions',
	{
		id: id(),
		parentId: text('parent_id').references((): AnyPgColumn => regions.id, { onDelete: 'restrict' }),
		level: text('level', { enum: REGION_LEVELS }).notNull(),
		code: text('code').notNull(),
		sort: integer('sort').notNull().default(0),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('regions_code_unique').on(t.code),
		index('regions_parent_sort_idx').on(t.parentId, t.sort),
		check('regions_level_check', oneOf(t.level, REGION_LEVELS)),
		check('regions_parent_check', sql`(${t.level} = 'country') = (${t.parentId} is null)`),
	],
)

/** A region's name in each interface language; readers fall back requested locale → en → ar. */
export const regionTexts = pgTable(
	'region_texts',
	{
		regionId: text('region_id')
			.notNull()
			.references(() => regions.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		name: text('name').notNull(),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.regionId, t.locale] }), check('region_texts_locale_check', oneOf(t.locale, LOCALES))],
)

/** A Dijla store where buyers collect goods and may pay cash (delivery mode 2, payment type 3). */
export const pickupStores = pgTable(
	'pickup_stores',
	{
		id: id(),
		/** Stable across databases, e.g. BGD-SHORJA; what the seed matches on. */
		code: text('code').notNull(),
		/** The province (governorate) the store is in. */
		regionId: text('region_id')
			.notNull()
			.references(() => regions.id, { onDelete: 'restrict' }),
		/** E.164, e.g. +9647801234567. */
		phone: text('phone').notNull(),
		sort: integer('sort').notNull().default(0),
		active: boolean('active').notNull().default(true),
		...timestamps(),
	},
	(t) => [uniqueIndex('pickup_stores_code_unique').on(t.code), index('pickup_stores_active_sort_idx').on(t.active, t.sort)],
)

export const pickupStoreTexts = pgTable(
	'pickup_store_texts',
	{
		storeId: text('store_id')
			.notNull()
			.references(() => pickupStores.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		name: text('name').notNull(),
		address: text('address').notNull(),
		/** Opening hours as a buyer reads them, e.g. "Saturday to Thursday, 9:00 to 21:00". */
		hours: text('hours').notNull(),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.storeId, t.locale] }), check('pickup_store_texts_locale_check', oneOf(t.locale, LOCALES))],
)

/** Spec section 3: delivery mode 1 is a specified address, 2 is self pickup at a listed store. */
export const DELIVERY_MODES = { address: 1, pickup: 2 } as const
export type DeliveryMode = (typeof DELIVERY_MODES)[keyof typeof DELIVERY_MODES]

/**
 * One entry of a buyer's address book. Deleting one only sets `deleted_at`, because orders point at the address
 * they were placed with. A buyer has at most one live default (partial unique index); the addresses module keeps
 * exactly one while any address is left. Delivery mode 1 needs the regions, postcode and address line; mode 2
 * needs a store. Phone is kept as typed with ASCII digits, spaces and hyphens removed (e.g. 07701234567).
 */
export const addresses = pgTable(
	'addresses',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		deliveryMode: integer('delivery_mode').notNull().default(DELIVERY_MODES.address),
		fullName: text('full_name').notNull(),
		phone: text('phone').notNull(),
		countryId: text('country_id').references(() => regions.id, { onDelete: 'restrict' }),
		provinceId: text('province_id').references(() => regions.id, { onDelete: 'restrict' }),
		cityId: text('city_id').references(() => regions.id, { onDelete: 'restrict' }),
		postcode: text('postcode'),
		addressLine: text('address_line'),
		pickupStoreId: text('pickup_store_id').references(() => pickupStores.id, { onDelete: 'restrict' }),
		isDefault: boolean('is_default').notNull().default(false),
		deletedAt: timestampTz('deleted_at'),
		...timestamps(),
	},
	(t) => [
		index('addresses_user_live_idx')
			.on(t.userId, t.createdAt.desc())
			.where(sql`${t.deletedAt} is null`),
		uniqueIndex('addresses_one_default_unique')
			.on(t.userId)
			.where(sql`${t.isDefault} and ${t.deletedAt} is null`),
		check('addresses_delivery_mode_check', sql`${t.deliveryMode} in (1, 2)`),
		check(
			'addresses_delivery_fields_check',
			sql`(${t.deliveryMode} = 1 and ${t.countryId} is not null and ${t.provinceId} is not null and ${t.cityId} is not null and ${t.postcode} is not null and ${t.addressLine} is not null) or (${t.deliveryMode} = 2 and ${t.pickupStoreId} is not null)`,
		),
		check('addresses_deleted_not_default_check', sql`not (${t.isDefault} and ${t.deletedAt} is not null)`),
	],
)
