import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The Remix plugin stays out of Vitest (reference/stack.md); components get the
// React and vanilla-extract plugins, everything else runs in Node.
export default defineConfig({
	plugins: [react(), vanillaExtractPlugin()],
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/static/**/*.test.ts'],
		environment: 'node',
		// One migrated PGlite for the whole run; each test file starts from a copy (tests/fixtures/db.ts).
		globalSetup: ['tests/fixtures/global-setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		restoreMocks: true,
	},
})
