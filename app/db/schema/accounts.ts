import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, oneOf, timestamps, timestampTz } from './columns.ts'

export const USER_ROLES = ['buyer', 'staff'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const USER_STATUSES = ['active', 'deactivated'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/**
 * A person who signs in: a buyer, or a member of staff. A buyer may have a phone (E.164, e.g. +9647701234567),
 * an e-mail (stored lower-cased), both, or only a social account. "New user" rules (campaigns, coupons) read
 * `created_at` and `first_login_at`.
 */
export const users = pgTable(
	'users',
	{
		id: id(),
		username: text('username'),
		phone: text('phone'),
		email: text('email'),
		firstName: text('first_name'),
		lastName: text('last_name'),
		passwordHash: text('password_hash'),
		avatarKey: text('avatar_key'),
		language: text('language'),
		role: text('role', { enum: USER_ROLES }).notNull().default('buyer'),
		status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
		utmSource: text('utm_source'),
		firstLoginAt: timestampTz('first_login_at'),
		/**
		 * When this phone or e-mail was first seen by Dijla: now for a new person, or the first time of an
		 * account that was deactivated and signed up again (retired_identities), so re-registering never
		 * makes anyone a "new user" for campaigns and coupons again.
		 */
		identityFirstSeenAt: timestampTz('identity_first_seen_at').notNull().defaultNow(),
		lastLoginAt: timestampTz('last_login_at'),
		deactivatedAt: timestampTz('deactivated_at'),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('users_username_unique').on(t.username),
		uniqueIndex('users_phone_unique').on(t.phone),
		uniqueIndex('users_email_unique').on(t.email),
		index('users_created_at_idx').on(t.createdAt),
		check('users_role_check', oneOf(t.role, USER_ROLES)),
		check('users_status_check', oneOf(t.status, USER_STATUSES)),
		check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
		check('users_phone_e164_check', sql`${t.phone} ~ '^\\+[1-9][0-9]{4,14}$'`),
	],
)

/**
 * What is left of a deactivated account's phone numbers and e-mail addresses: a salted SHA-256 each, and when
 * the identity was first seen. Nothing else about the person is kept.
 */
export const retiredIdentities = pgTable(
	'retired_identities',
	{
		id: id(),
		identityHash: text('identity_hash').notNull(),
		firstSeenAt: timestampTz('first_seen_at').notNull(),
		retiredAt: timestampTz('retired_at').notNull().defaultNow(),
		...timestamps(),
	},
	(t) => [uniqueIndex('retired_identities_hash_unique').on(t.identityHash)],
)
