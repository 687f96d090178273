import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const INCLUDE = ['app/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/static/**/*.test.ts']

/**
 * The files that need a fresh module graph each: components rendered into a DOM (Testing Library cleans the
 * document between tests only once per module graph), and files that replace modules (`vi.mock`), stub
 * globals or move the clock. Everything else shares one module graph per worker, so PGlite's WebAssembly and
 * the app's modules load once per worker instead of once per file: about half the suite's time
 * (docs/decisions/017-ci-on-two-databases.md).
 */
const ISOLATED = [
	'app/**/*.test.tsx',
	'design-system/**/*.test.tsx',
	'app/modules/inquiries/inquiries.server.test.ts',
	'app/modules/history/device-sync.test.ts',
	'app/modules/tracking/tracking.test.ts',
	'app/realtime/client.test.ts',
	'tests/integration/realtime-fanout.test.ts',
	'tests/integration/workers.test.ts',
]

// The Remix plugin stays out of Vitest (reference/stack.md); components get the
// React and vanilla-extract plugins, everything else runs in Node.
export default defineConfig({
	plugins: [react(), vanillaExtractPlugin()],
	test: {
		environment: 'node',
		// One migrated PGlite for the whole run; each test file starts from a copy (tests/fixtures/db.ts).
		globalSetup: ['tests/fixtures/global-setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		restoreMocks: true,
		projects: [
			{ extends: true, test: { name: 'shared', include: INCLUDE, exclude: ISOLATED, isolate: false } },
			{ extends: true, test: { name: 'isolated', include: ISOLATED } },
		],
	},
})
