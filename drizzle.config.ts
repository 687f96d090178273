import { defineConfig } from 'drizzle-kit'

// Generate migrations with `npx drizzle-kit generate`; they are applied from code at start-up
// (app/db/migrate.server.ts). Never use `drizzle-kit migrate`: it cannot load pg_trgm into PGlite.
export default defineConfig({
	dialect: 'postgresql',
	schema: './app/db/schema/index.ts',
	out: './drizzle',
	strict: true,
	verbose: true,
})
