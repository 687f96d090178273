import { sql } from 'drizzle-orm'
import { text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Conventions shared by every table (see app/db/README.md):
 * - primary keys are `text` ids made by `createId()` (a random UUID) in the application, so rows can be
 *   created offline, merged between databases and put in URLs without leaking counts;
 * - every table has `created_at` and `updated_at` (timestamp with time zone);
 * - money is integer IQD (whole dinars).
 */
export function createId() {
	return crypto.randomUUID()
}

// The interface languages are defined once, in app/i18n; text tables check against the same list.
export { LOCALES, type Locale } from '../../i18n/locales.ts'

export function id() {
	return text('id')
		.primaryKey()
		.$defaultFn(() => createId())
}

export function timestamps() {
	return {
		createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
			.notNull()
			.defaultNow()
			.$onUpdate(() => new Date()),
	}
}

/** Nullable timestamp with time zone, as a JS Date. */
export function timestampTz(name: string) {
	return timestamp(name, { withTimezone: true, mode: 'date' })
}

/** `column IN ('a', 'b')` for check constraints built from a constant list of allowed values. */
export function oneOf(column: { name: string }, values: readonly string[]) {
	const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')
	return sql.raw(`"${column.name}" in (${list})`)
}
