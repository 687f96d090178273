import { existsSync } from 'node:fs'
import path from 'node:path'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { type PgDialect, type PgSession } from 'drizzle-orm/pg-core'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { type PgliteDatabase } from 'drizzle-orm/pglite'
import { type DatabaseHandle } from './client.server.ts'

export type MigrateOptions = {
	/** The folder drizzle-kit generates into; default `<cwd>/drizzle` (works from source and from build/). */
	migrationsFolder?: string
}

export function resolveMigrationsFolder(override?: string) {
	const folder = path.resolve(override ?? path.join(process.cwd(), 'drizzle'))
	if (!existsSync(path.join(folder, 'meta', '_journal.json'))) {
		throw new Error(`No drizzle migrations found in ${folder} (expected meta/_journal.json)`)
	}
	return folder
}

/**
 * Apply every pending migration in ./drizzle. Safe to call on every start-up.
 *
 * On a handle with its own PostgreSQL schema (tests), drizzle-kit's `"public".` qualifiers are stripped so
 * the tables and foreign keys land in that schema, and the bookkeeping table lives there too.
 */
export async function migrateDatabase(handle: DatabaseHandle, options: MigrateOptions = {}) {
	const migrationsFolder = resolveMigrationsFolder(options.migrationsFolder)
	if (handle.schemaName) {
		const migrations = readMigrationFiles({ migrationsFolder }).map((migration) => ({
			...migration,
			sql: migration.sql.map((statement) => statement.replaceAll('"public".', '')),
		}))
		// The same two calls drizzle's own migrators make, with the rewritten SQL.
		const { dialect, session } = handle.db as unknown as { dialect: PgDialect; session: PgSession }
		await dialect.migrate(migrations, session, { migrationsFolder, migrationsSchema: handle.schemaName })
		return
	}
	if (handle.kind === 'pglite') {
		await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
	} else {
		await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder })
	}
}
