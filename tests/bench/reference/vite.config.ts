/**
 * The benchmark reference: a bare Remix app with the same Remix version,
 * future flags and server stack as Dijla, and nothing else. The runner builds
 * it with `remix vite:build tests/bench/reference` (this folder is the vite root).
 */
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

export default defineConfig({
	cacheDir: '.cache/vite',
	logLevel: 'warn',
	build: { cssMinify: true },
	plugins: [
		remix({
			appDirectory: 'app',
			buildDirectory: 'build',
			serverModuleFormat: 'esm',
			future: {
				v3_fetcherPersist: true,
				v3_relativeSplatPath: true,
				v3_throwAbortReason: true,
				v3_singleFetch: true,
				v3_lazyRouteDiscovery: false,
			},
		}),
	],
})
