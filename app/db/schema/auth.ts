import { relations } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { id, oneOf, timestamps, timestampTz } from './columns.ts'

/** A signed-in browser. `id` is chosen by the auth module (a random token or its hash). */
export const sessions = pgTable(
	'sessions',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: timestampTz('expires_at').notNull(),
		lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
		userAgent: text('user_agent'),
		ip: text('ip'),
		...timestamps(),
	},
	(t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
)

/**
 * A signed-in app (the mobile API's bearer token, docs/decisions/024-mobile-api.md). `id` is the SHA-256 of the
 * token, which exists only in the app that received it; it expires and slides like a browser's session, and
 * signing out everywhere or deactivating ends it with the sessions (app/modules/auth/api-tokens.server.ts).
 */
export const apiTokens = pgTable(
	'api_tokens',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: timestampTz('expires_at').notNull(),
		lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
		userAgent: text('user_agent'),
		ip: text('ip'),
		/** The app's `platform` and `channel` headers when it signed in (spec section 7: 16 and 11). */
		platform: text('platform'),
		channel: text('channel'),
		...timestamps(),
	},
	(t) => [index('api_tokens_user_id_idx').on(t.userId), index('api_tokens_expires_at_idx').on(t.expiresAt)],
)

export const OTP_CHANNELS = ['whatsapp', 'sms', 'email'] as const
export type OtpChannel = (typeof OTP_CHANNELS)[number]

/** change_contact: a code to a buyer's new phone or e-mail (accounts/contact-change.server.ts). */
export const OTP_PURPOSES = ['login', 'register', 'reset_password', 'change_contact'] as const
export type OtpPurpose = (typeof OTP_PURPOSES)[number]

/** A one-time code sent to a phone or e-mail. Only an HMAC of the code is kept. */
export const otpChallenges = pgTable(
	'otp_challenges',
	{
		id: id(),
		channel: text('channel', { enum: OTP_CHANNELS }).notNull(),
		purpose: text('purpose', { enum: OTP_PURPOSES }).notNull().default('login'),
		/** E.164 phone or lower-cased e-mail. */
		account: text('account').notNull(),
		codeHmac: text('code_hmac').notNull(),
		expiresAt: timestampTz('expires_at').notNull(),
		attempts: integer('attempts').notNull().default(0),
		consumedAt: timestampTz('consumed_at'),
		ip: text('ip'),
		...timestamps(),
	},
	(t) => [
		index('otp_challenges_account_created_idx').on(t.account, t.createdAt),
		check('otp_challenges_channel_check', oneOf(t.channel, OTP_CHANNELS)),
		check('otp_challenges_purpose_check', oneOf(t.purpose, OTP_PURPOSES)),
	],
)

export const OAUTH_PROVIDERS = ['google', 'apple'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** A social identity (OIDC `sub`) linked to a user. */
export const oauthAccounts = pgTable(
	'oauth_accounts',
	{
		id: id(),
		provider: text('provider', { enum: OAUTH_PROVIDERS }).notNull(),
		subject: text('subject').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		email: text('email'),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('oauth_accounts_provider_subject_unique').on(t.provider, t.subject),
		index('oauth_accounts_user_id_idx').on(t.userId),
		check('oauth_accounts_provider_check', oneOf(t.provider, OAUTH_PROVIDERS)),
	],
)

export const sessionsRelations = relations(sessions, ({ one }) => ({
	user: one(users, { fields: [sessions.userId], references: [users.id] }),
}))

export const oauthAccountsRelations = relations(oauthAccounts, ({ one }) => ({
	user: one(users, { fields: [oauthAccounts.userId], references: [users.id] }),
}))

export const SIGN_IN_SCOPES = ['buyer-password', 'staff-password'] as const
export type SignInScope = (typeof SIGN_IN_SCOPES)[number]

/**
 * Failed password sign-ins, counted per account and address pair and per address (app/modules/auth/throttle.server.ts).
 * In the database, so a restart forgets nothing and every app process counts together.
 */
export const signInThrottles = pgTable(
	'sign_in_throttles',
	{
		id: id(),
		scope: text('scope', { enum: SIGN_IN_SCOPES }).notNull(),
		/** `pair:<account>|<address>` or `address:<address>`. */
		key: text('key').notNull(),
		failures: integer('failures').notNull().default(0),
		lastFailureAt: timestampTz('last_failure_at').notNull(),
		/** No guess is checked before this time (a right password included). */
		blockedUntil: timestampTz('blocked_until'),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('sign_in_throttles_scope_key_idx').on(t.scope, t.key),
		index('sign_in_throttles_last_failure_idx').on(t.lastFailureAt),
		check('sign_in_throttles_scope_check', oneOf(t.scope, SIGN_IN_SCOPES)),
	],
)
