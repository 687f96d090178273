import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { PAGE_ROUTES, RESOURCE_ROUTES, STAFF_ROUTES } from './app/route-table.ts'

/** An entry of app/route-table.ts; a layout lists its nested routes as `children`. */
type RouteEntry = { path: string; file: string; id?: string; index?: boolean; children?: readonly RouteEntry[] }

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig(({ command, isSsrBuild }) => ({
	server: { port: 3000 },
	resolve: {
		// Messages arrive precompiled (app/i18n/messages.server.ts), so browsers never need the ICU parser.
		// Only the client build drops it: the dev server shares one module graph with the server, which compiles.
		alias: command !== 'build' || isSsrBuild ? [] : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
	},
	build: {
		cssMinify: true,
		cssCodeSplit: false,
		rollupOptions: {
			onwarn(warning, warn) {
				// zod 4 ships annotations rollup cannot place; harmless (reference/stack.md)
				if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('zod')) return
				if (warning.message.includes('contains an annotation that Rollup cannot interpret')) return
				warn(warning)
			},
		},
	},
	plugins: [
		appStylesheet(),
		vanillaExtractPlugin(),
		remix({
			ignoredRouteFiles: ['**/*'],
			serverModuleFormat: 'esm',
			future: {
				v3_fetcherPersist: true,
				v3_relativeSplatPath: true,
				v3_throwAbortReason: true,
				v3_singleFetch: true,
				// Off: with it, every server render matched the whole route table once per segment of the path
				// (@remix-run/react getPartialManifest), about 3–4 ms of CPU per page (0.4 ms per match, 74 routes);
				// without it the browser gets the whole route manifest once (a cached file) and pages are no bigger.
				v3_lazyRouteDiscovery: false,
			},
			routes: async (defineRoutes) =>
				defineRoutes((route) => {
					const define = (entries: readonly RouteEntry[]) => {
						for (const page of entries) {
							const options = { id: page.id, index: page.index }
							const path = page.path === '/' || page.path === '' ? undefined : page.path
							const children = page.children
							if (children) route(path, page.file, options, () => define(children))
							else route(path, page.file, options)
						}
					}
					define([...PAGE_ROUTES, ...RESOURCE_ROUTES, ...STAFF_ROUTES])
				}),
		}),
	],
}))

const STYLESHEET_MODULE = 'virtual:dijla/stylesheet'
const STYLESHEET_KEY = Symbol.for('dijla.appStylesheet')
type WithStylesheet = typeof globalThis & { [STYLESHEET_KEY]?: string }

/**
 * The client build emits one stylesheet (cssCodeSplit: false); its hashed name is remembered, and the server
 * build, which Remix runs next in the same process, gets it as `virtual:dijla/stylesheet` (app/styles).
 */
function appStylesheet(): Plugin {
	return {
		name: 'dijla:app-stylesheet',
		resolveId(id) {
			return id === STYLESHEET_MODULE ? `\0${STYLESHEET_MODULE}` : undefined
		},
		load(id) {
			if (id !== `\0${STYLESHEET_MODULE}`) return undefined
			const href = (globalThis as WithStylesheet)[STYLESHEET_KEY] ?? null
			return `export default ${JSON.stringify(href)}`
		},
		// After every plugin's generateBundle: Vite's CSS plugin adds the single stylesheet late.
		writeBundle(options, bundle) {
			if (this.environment?.config.build.ssr) return
			const sheet = Object.values(bundle).find((file) => file.type === 'asset' && /^assets\/style-[\w-]+\.css$/.test(file.fileName))
			if (sheet) (globalThis as WithStylesheet)[STYLESHEET_KEY] = `/${sheet.fileName}`
		},
	}
}
