import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema

/** The database as both drivers expose it: `select`, `insert`, `update`, `delete`, `transaction`, `execute`, `query`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** The `tx` inside `db.transaction(async (tx) => …)`; also usable wherever a `Db` is expected. */
export type DbTransaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

/**
 * Rows of a raw SQL query on either driver (`db.execute` is typed `unknown` across drivers; both return
 * `{ rows }`). Remember that `pg` gives int8/numeric as strings: cast in SQL (`::int`) where it matters.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
	const result = (await db.execute(query)) as { rows: T[] }
	return result.rows
}

export type DatabaseKind = 'pglite' | 'postgres'

export type DatabaseHandle = {
	db: Db
	kind: DatabaseKind
	/** Set when the handle lives in its own PostgreSQL schema (tests). */
	schemaName?: string
	/**
	 * PGlite only: LISTEN on a NOTIFY channel of this very database (in process); resolves to the function that
	 * stops. On PostgreSQL a LISTEN needs a connection of its own (app/realtime/pg-listener.server.ts).
	 */
	listen?: (channel: string, onNotification: (payload: string) => void) => Promise<() => Promise<void>>
	close: () => Promise<void>
}

export type DatabaseOptions = {
	/** A PostgreSQL connection string; when set, PostgreSQL is used. */
	url?: string
	/** PGlite data directory, or 'memory' for an in-memory database. Ignored when `url` is set. */
	dataDir?: string | 'memory'
	/** PGlite in memory only: start from this dump (`PGlite.dumpDataDir()`) instead of an empty cluster (tests). */
	loadDataDir?: Blob
	/** PostgreSQL only: create this schema and put it first on every connection's search_path. */
	schemaName?: string
	/** PostgreSQL only: connections in the pool (DATABASE_POOL_SIZE, default 10). */
	poolSize?: number
	/**
	 * PostgreSQL only: 'requests' (the default) bounds every wait — a connection from the pool, a row lock, a
	 * statement (POOL_TIMEOUTS); 'maintenance' waits as long as the work takes (migrations, seeding, rebuilding
	 * the search documents at start-up, which can take longer than any request may).
	 */
	timeouts?: 'requests' | 'maintenance'
}

/**
 * How long a request's database work may wait (PostgreSQL; PGlite has one connection and no other writer):
 * - a connection from the pool: 10 s, then the request fails with 503 rather than queueing without end;
 * - a row lock: 5 s (checkouts of the same SKUs queue for milliseconds; a lock held longer is a stuck
 *   transaction, and the checkout is retried, then answered 409);
 * - one statement: 25 s, the spec's call timeout (section 7): past it the client has given up;
 * - a transaction left idle: 60 s, so a connection is never held by a request that went away.
 */
export const POOL_TIMEOUTS = {
	connectionTimeoutMillis: 10_000,
	lock_timeout: 5_000,
	statement_timeout: 25_000,
	idle_in_transaction_session_timeout: 60_000,
} as const

const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
	const handle = openDatabase(options)
	try {
		if (handle.kind === 'pglite') await handle.db.execute(sql`select 1`)
		if (handle.schemaName) await handle.db.execute(sql.raw(`create schema if not exists "${handle.schemaName}"`))
	} catch (error) {
		await handle.close()
		throw error
	}
	return handle
}

/**
 * Like createDatabase, but synchronous: the connection is opened lazily by the first query, and a
 * `schemaName` must already exist. Used for the app-wide singleton.
 */
export function openDatabase(options: DatabaseOptions = {}): DatabaseHandle {
	if (options.url) return openPostgres(options.url, options)
	return openPglite(options.dataDir ?? 'memory', options.loadDataDir)
}

function openPglite(dataDir: string, loadDataDir?: Blob): DatabaseHandle {
	const extensions = { pg_trgm }
	let client: PGlite
	if (dataDir === 'memory') {
		client = new PGlite({ extensions, ...(loadDataDir ? { loadDataDir } : {}) })
	} else {
		const folder = path.resolve(dataDir)
		mkdirSync(folder, { recursive: true })
		client = new PGlite(folder, { extensions })
	}
	const db = drizzlePglite(client, { schema }) as unknown as Db
	return {
		db,
		kind: 'pglite',
		listen: (channel, onNotification) => client.listen(channel, onNotification),
		close: async () => {
			if (!client.closed) await client.close()
		},
	}
}

function openPostgres(url: string, { schemaName, poolSize = 10, timeouts = 'requests' }: DatabaseOptions): DatabaseHandle {
	if (schemaName !== undefined && !SCHEMA_NAME_PATTERN.test(schemaName)) {
		throw new Error(`Invalid schema name: ${schemaName}`)
	}
	const pool = new pg.Pool({
		connectionString: url,
		max: poolSize,
		...(timeouts === 'requests' ? POOL_TIMEOUTS : {}),
		// Applied at connection start-up, so every pooled connection sees the schema first.
		...(schemaName ? { options: `-c search_path=${schemaName},public` } : {}),
	})
	// An idle connection dropped by the server must not crash the process; the pool reconnects.
	pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
	const db = drizzlePg(pool, { schema }) as unknown as Db
	return {
		db,
		kind: 'postgres',
		schemaName,
		close: async () => {
			if (!pool.ended) await pool.end()
		},
	}
}

/** Where the app-wide database lives. The one place that reads the environment; swap for validated config. */
export function readDatabaseOptions(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
	if (env.DATABASE_URL) return { url: env.DATABASE_URL, ...(env.DATABASE_POOL_SIZE ? { poolSize: Number(env.DATABASE_POOL_SIZE) } : {}) }
	return { dataDir: path.join(env.DIJLA_DATA_DIR ?? './data', 'pglite') }
}

type DatabaseGlobal = typeof globalThis & { __dijlaDatabase?: DatabaseHandle }

/**
 * The app-wide database, opened on first use and cached on globalThis so Vite's dev HMR never opens a
 * second PGlite on the same folder. Migrating and seeding is up to the server start-up.
 */
export function getDatabase(options: () => DatabaseOptions = readDatabaseOptions): DatabaseHandle {
	const store = globalThis as DatabaseGlobal
	store.__dijlaDatabase ??= openDatabase(options())
	return store.__dijlaDatabase
}

/** The app-wide `Db` (see getDatabase). */
export function getDb(): Db {
	return getDatabase().db
}

/** Close the app-wide database (graceful shutdown, tests). */
export async function closeDatabase() {
	const store = globalThis as DatabaseGlobal
	const handle = store.__dijlaDatabase
	store.__dijlaDatabase = undefined
	if (handle) await handle.close()
}

export { schema }
