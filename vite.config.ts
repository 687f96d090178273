import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import { PAGE_ROUTES, PUBLIC_PAGE_PATHS, RESOURCE_ROUTES, STAFF_ROUTES } from './app/route-table.ts'

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
		alias:
			command !== 'build' || isSsrBuild
				? []
				: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
	},
	build: {
		cssMinify: true,
		cssCodeSplit: false,
		// The icon sprite is a file of its own (`<use href>` takes no data: address), whatever its size. So is every font
		// file: inlined, the three smallest slices of Noto Sans SC (12 KB of base64) were in the Chinese pages'
		// render-blocking stylesheet, downloaded whether or not a page draws a character of theirs.
		assetsInlineLimit: (file) => (file.endsWith('/design-system/src/components/Icon/icons.svg') || file.endsWith('.woff2') ? false : undefined),
		rollupOptions: {
			output: { manualChunks: sharedChunks() },
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
		designSystemImports(),
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

/**
 * Client build: `import { Button, Icon } from '#design-system'` becomes one import per module that defines the
 * names (`#design-system/components/Button/Button.tsx`, …), as the barrel's own export lines say. Rollup splits
 * chunks by which entries import a module, not by which names they use: through the barrel, which imports every
 * component, every route imported every component and they could only travel together (the whole `ui` chunk on
 * every page). The barrel stays the public face of the design system for the code, Storybook and the tests.
 */
function designSystemImports(): Plugin {
	const barrelFile = fileURLToPath(new URL('./design-system/src/index.ts', import.meta.url))
	let sourceOf: Map<string, string> | undefined
	const readBarrel = () => {
		const map = new Map<string, string>()
		const text = readFileSync(barrelFile, 'utf8')
		for (const [, names = '', source = ''] of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
			for (const name of names.split(',').map((part) => part.trim())) {
				if (name && !name.startsWith('type ')) map.set(name, `#design-system/${source}`)
			}
		}
		return map
	}
	return {
		name: 'dijla:design-system-imports',
		apply: 'build',
		enforce: 'post',
		transform(code, id) {
			if (this.environment?.config.build.ssr || !code.includes('#design-system') || id.includes('/node_modules/')) return undefined
			sourceOf ??= readBarrel()
			let result = ''
			let last = 0
			for (const node of this.parse(code).body) {
				if (node.type !== 'ImportDeclaration' || node.source.value !== '#design-system' || node.specifiers.length === 0) continue
				const bySource = new Map<string, string[]>()
				for (const specifier of node.specifiers) {
					const imported = specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : undefined
					const source = imported && sourceOf.get(imported)
					if (!source) {
						bySource.clear()
						break
					}
					bySource.set(source, [
						...(bySource.get(source) ?? []),
						imported === specifier.local.name ? imported : `${imported} as ${specifier.local.name}`,
					])
				}
				if (bySource.size === 0) continue
				const { start, end } = node as typeof node & { start: number; end: number }
				result += code.slice(last, start) + [...bySource].map(([source, names]) => `import { ${names.join(', ')} } from '${source}';`).join('\n')
				last = end
			}
			return last === 0 ? undefined : { code: result + code.slice(last), map: null }
		},
	}
}

const STYLESHEET_MODULE = 'virtual:dijla/stylesheet'
const STYLESHEET_KEY = Symbol.for('dijla.appStylesheet')
type WithStylesheet = typeof globalThis & { [STYLESHEET_KEY]?: string }

/**
 * The client build emits one stylesheet (cssCodeSplit: false); its hashed name is remembered, and the server
 * build, which Remix runs next in the same process, gets it as `virtual:dijla/stylesheet` (app/styles).
 */
function appStylesheet(): Plugin {
	let ssr = false
	let root = ''
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
		configResolved(config) {
			ssr = Boolean(config.build.ssr)
			root = config.root
		},
		// The server build emits the same stylesheet under another hash, which Remix moves into build/client (in its
		// own writeBundle): a second 128 KB file no page links, which the service worker precached too. Once moved, it
		// goes; pages link the client's.
		closeBundle: {
			order: 'post',
			handler() {
				const linked = (globalThis as WithStylesheet)[STYLESHEET_KEY]
				if (!ssr || !linked) return
				const assets = join(root, 'build/client/assets')
				for (const file of readdirSync(assets)) {
					if (/^style-[\w-]+\.css$/.test(file) && `/assets/${file}` !== linked) rmSync(join(assets, file))
				}
			},
		},
		// After every plugin's generateBundle: Vite's CSS plugin adds the single stylesheet late.
		writeBundle(options, bundle) {
			if (this.environment?.config.build.ssr) return
			const sheet = Object.values(bundle).find((file) => file.type === 'asset' && /^assets\/style-[\w-]+\.css$/.test(file.fileName))
			if (sheet) (globalThis as WithStylesheet)[STYLESHEET_KEY] = `/${sheet.fileName}`
		},
	}
}

/** What the layout loads on every page: the client entry and the root route. */
const SHELL_ROOTS = ['./app/entry.client.tsx', './app/root.tsx'].map((file) => fileURLToPath(new URL(file, import.meta.url)))
/** React, Remix and react-intl (not the Intl polyfills, loaded for Kurdish where needed). */
const FRAMEWORK =
	/\/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream|react-intl|@formatjs\/(intl|fast-memoize|icu-messageformat-parser)|intl-messageformat|tslib)\//
/** Radix's overlay primitives and what they bring (focus scope, scroll lock, aria-hidden). */
const RADIX_OVERLAYS =
	/\/node_modules\/(@radix-ui|react-remove-scroll|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es)\//
/** The design system's parts built on them. */
const DESIGN_SYSTEM_OVERLAYS = /\/design-system\/src\/components\/(Sheet\/|ConfirmDialog\/|Toast\/Toast(\.css)?\.tsx?$)/
/**
 * react-virtuoso, under the conversation timeline: a chunk of its own, loaded only by what uses it (the buyer's lazily
 * loaded live chat, the agent's desk). Left to Rollup, the module two of them share went into the entry chunk: 20 KB
 * more on every page. The design system's `Timeline` itself is no member: a member takes along every module it
 * imports that no chunk claims, and the `DaySeparator` it heads each day with is the one the chat as served draws
 * too; inside `timeline`, it made the served chat load all of react-virtuoso before anyone typed (issue 19).
 */
const VIRTUOSO = /\/node_modules\/react-virtuoso\//

/**
 * A few chunks every page shares instead of dozens of small ones. Left alone, Rollup made a chunk for each set of
 * routes sharing a module, and a page fetched 30–60 files, each a request a slow network pays for (decision 005):
 * - `framework`: React, Remix, react-intl;
 * - `ui`: the design system's light components that the shell or several routes use (`uiModules`; their
 *   `asChild` is the design system's own Slot, so Radix's Slot is the overlays'), but for `ui-page` (the page
 *   layout most account pages use) and what most pages skip (`UI_ASIDE`);
 * - `shell`: the app's own modules the root route and the client entry import statically (Rollup names it after
 *   the entry);
 * - `overlays`: sheets, dialogs and toasts with Radix's machinery, loaded by the pages that open one;
 * - `common`: the app's small modules several routes share (`COMMON` below) where a visitor page uses them
 *   (`PUBLIC_PAGE_PATHS`: home, product, search results…, the pages a crowd loads); `common-account`: those no
 *   visitor page uses (orders, chat, addresses, quotes, campaigns' state), for the pages behind a session and a
 *   few others, but for the order screens' (`common-orders`, `ORDER_MODULES`). Nothing in `common` imports from
 *   `common-account` (what a visitor page's module imports, that page uses too).
 * Every module a member imports that no chunk claims joins that member's chunk, hence the explicit lists: the
 * framework sits apart so that no chunk imports back from one that imports it, and the design system's barrel
 * belongs to none (it would bring every component; in the client build nothing imports it, see
 * `designSystemImports`).
 */
function sharedChunks(): Rollup.ManualChunksOption {
	let shell: Set<string> | undefined
	let isCommon: ((id: string) => boolean) | undefined
	let isUi: ((id: string) => boolean) | undefined
	return (id, { getModuleInfo }) => {
		if (VIRTUOSO.test(id)) return 'timeline'
		if (id.includes('/node_modules/')) {
			if (FRAMEWORK.test(id)) return 'framework'
			return RADIX_OVERLAYS.test(id) ? 'overlays' : undefined
		}
		isUi ??= uiModules(getModuleInfo)
		if (id.includes('/design-system/src/')) {
			if (DESIGN_SYSTEM_OVERLAYS.test(id)) return 'overlays'
			if (CHECKBOX.test(id)) return 'Checkbox'
			if (UI_BROWSE.test(id)) return 'ui-browse'
			if (WITH_THEIR_ROUTES.test(id)) return undefined
			if (id.endsWith(DESIGN_SYSTEM_BARREL) || !isUi(id)) return undefined
			return UI_PAGE.test(id) ? 'ui-page' : 'ui'
		}
		shell ??= staticImports(getModuleInfo, SHELL_ROOTS)
		if (shell.has(id)) return 'shell'
		isCommon ??= commonModules(getModuleInfo, shell, isUi)
		if (!isCommon(id)) return undefined
		if (reaches(getModuleInfo, id, PUBLIC_PAGE_FILES)) return 'common'
		return ORDER_MODULES.test(id) ? 'common-orders' : 'common-account'
	}
}

/**
 * Which of the app's modules go to `common`: small ones that several routes import (directly or through lazily loaded pieces: `routesReaching`).
 * Before it, a product page fetched a dozen files of 0.1–0.6 KB, one for each set of routes sharing a module
 * (decision 005). Any size down to a style module's class names counts as a request on a slow network.
 * - A module of at most `maxCode` characters (before minifying) that `minRoutes` storefront routes reach
 *   statically; a style module or one of at most `tinyCode` characters needs only `tinyRoutes`. The staff
 *   console's routes do not count: staff modules in `common` cost every buyer's page (2 KB when they did).
 * - Everything it imports sits in `framework`, `ui` or the shell, or is `common` itself: whatever else it imported
 *   would be pulled into `common` along with it (zod was, 26 KB).
 * Every page loads all of `common`, so the bar is high (issue 19): at 3 routes (2 for tiny ones) it was 15.7 KB
 * gzip, of which home used about 3; at 8 (4) it is 5.8 KB, home 126.8 KB instead of 136.9, for five more files.
 * Split by whether a visitor page uses a module, `common` is 2.9 KB and `common-account` 2.9. Raising the bar to
 * 12 (8) instead took 2.5–3 KB off every page but gave the product page and the order list 20 files each.
 */
const COMMON = { maxCode: 8000, minRoutes: 8, tinyCode: 2000, tinyRoutes: 4 }
/**
 * Live updates (the realtime channels and their SSE transport, revalidating on an event) and the campaigns' own
 * modules stay out of `common`: enough routes reach them (the order pages, the campaign pages, the account page's
 * watcher) but the product page, search results and the trade flow, which load all of `common`, never run them
 * (issue 19: about 1 KB gzip of theirs). Rollup gives them chunks shared by the pages that do.
 */
const LIVE_MODULES = /\/app\/(realtime\/|modules\/campaigns\/|utils\/use-revalidate-on-event\.ts$)/
/**
 * The order screens' shared modules (status badge, links, styles: app/modules/orders/ui/) are `common-orders`, not
 * `common-account`: the order pages, the chat and the account load them; the trade flow and the login sheet, which
 * load `common-account`, do not (issue 19: 0.9 KB gzip). The statuses themselves (order-status.ts) stay in
 * `common-account`: the trade flow and the payment forms read the payment types.
 */
const ORDER_MODULES = /\/app\/modules\/orders\/ui\//
/** vanilla-extract style modules; their script is a map of class names. */
const STYLE_MODULE = /\.css\.ts(\.vanilla\.css)?$/

function commonModules(getModuleInfo: Rollup.GetModuleInfo, shell: Set<string>, isUi: (id: string) => boolean): (id: string) => boolean {
	const verdicts = new Map<string, boolean>()
	const codeLength = (id: string) => getModuleInfo(id)?.code?.length ?? Infinity
	const candidate = (id: string) =>
		!id.startsWith('\0') &&
		!id.includes('?') &&
		!id.includes('/node_modules/') &&
		!id.includes('/app/routes/') &&
		!LIVE_MODULES.test(id) &&
		!getModuleInfo(id)?.isEntry &&
		codeLength(id) <= COMMON.maxCode
	const isCommon = (id: string): boolean => {
		const known = verdicts.get(id)
		if (known !== undefined) return known
		verdicts.set(id, false) // an import cycle back to `id` does not make it common
		const minRoutes = STYLE_MODULE.test(id) || codeLength(id) <= COMMON.tinyCode ? COMMON.tinyRoutes : COMMON.minRoutes
		const verdict =
			candidate(id) &&
			routesReaching(getModuleInfo, id) >= minRoutes &&
			(getModuleInfo(id)?.importedIds ?? []).every((next) => claimedElsewhere(next, shell, isUi) || isCommon(next))
		verdicts.set(id, verdict)
		return verdict
	}
	return isCommon
}

/** A module `common` may import without taking it in: it sits in another shared chunk (the design system's barrel only re-exports). */
function claimedElsewhere(id: string, shell: Set<string>, isUi: (id: string) => boolean): boolean {
	if (id.includes('/node_modules/')) return FRAMEWORK.test(id)
	if (id.endsWith(DESIGN_SYSTEM_BARREL)) return true
	if (id.includes('/design-system/src/')) return isUi(id)
	return shell.has(id)
}

const DESIGN_SYSTEM_BARREL = '/design-system/src/index.ts'
/**
 * Components that enough routes use for `ui` but most pages do not (issue 19): the checkbox and radio (product cards'
 * selection, the cart, forms: 12 routes, not the product page, the order list, the account, the login or the chat)
 * are a `Checkbox` file (0.7 KB gzip) for the pages that use them, the tab strip (home, search results, free gifts,
 * favourites, coupons) goes with its routes (0.5 KB), and the page layout of the account's and the campaigns' pages
 * (PageBody and Heading, which the product page, home, the cart and the login do without) is `ui-page`, one file
 * for the pages that use either. In `ui` they cost every other page about 1 KB. The conversation's parts (bubbles,
 * composer, conversation rows, the room's layout) are reached by the chat room, the conversation list and the chat's
 * lazily loaded pieces, enough for `ui`, but no other page shows a conversation: they go with the chat (0.9 KB gzip
 * in `ui` otherwise).
 */
const UI_ASIDE =
	/\/design-system\/src\/components\/(Checkbox|Radio|TabNav|MessageBubble|DaySeparator|Composer|ConversationRow|ChatLayout|DeskLayout)\//
/** The radio is the checkbox in another role (45 characters): one file for both, whoever uses them. */
const CHECKBOX = /\/design-system\/src\/components\/(Checkbox|Radio)\//
const UI_PAGE = /\/design-system\/src\/components\/(PageBody|Heading)\//
/**
 * The browsing screens' layout (issue 16): sections, product grids, sideways rows and the search bar are one
 * `ui-browse` file for home, search, favourites, coupons and the like, not `ui` (the cart, the login, the order list
 * and the account never draw them: 0.3 KB gzip each in `ui`). The campaigns' progress bar and the icon discs go
 * with the routes that use them.
 */
const UI_BROWSE = /\/design-system\/src\/components\/(Section|Scroller|TileGrid|SearchBar)\//
const WITH_THEIR_ROUTES = /\/design-system\/src\/components\/(ProgressBar|IconCircle)\//
/** `ui` takes a light component that the shell uses or that this many storefront routes use. */
const UI = { minRoutes: 4 }

/**
 * Which of the design system's modules go to `ui`: what the shell uses (every page loads it anyway) and what
 * `UI.minRoutes` storefront routes (or lazily loaded pieces) use; the rest goes with the routes that use it,
 * mostly into their own chunks. The client build imports each component from its own module
 * (`designSystemImports`), so a route reaches only the components it names. At 12 routes `ui` was 10.3 KB
 * gzip but pages fetched up to six more files (Checkbox, TabNav, Fieldset… each alone); at 4, 9.8 KB with the
 * icons out (see `Icon`), one or two more files for the pages that use a rare component.
 */
function uiModules(getModuleInfo: Rollup.GetModuleInfo): (id: string) => boolean {
	const verdicts = new Map<string, boolean>()
	return (id) => {
		let verdict = verdicts.get(id)
		if (verdict === undefined) {
			const reach = entriesReaching(getModuleInfo, id)
			verdict = reach.shell || (reach.entries >= UI.minRoutes && !UI_ASIDE.test(id))
			verdicts.set(id, verdict)
		}
		return verdict
	}
}

/**
 * How many entries (routes, and modules loaded with `import()`) import `id` statically, directly or not, and
 * whether the shell (the client entry or the root route) is one of them.
 */
function entriesReaching(getModuleInfo: Rollup.GetModuleInfo, id: string): { entries: number; shell: boolean } {
	const seen = new Set<string>()
	let entries = 0
	let shell = false
	const queue = [id]
	for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
		if (seen.has(next)) continue
		seen.add(next)
		const info = getModuleInfo(next)
		if (next.includes('/app/routes/staff/')) continue
		if (SHELL_ROOTS.includes(next)) shell = true
		if (info?.isEntry || info?.dynamicImporters.length) entries++
		queue.push(...(info?.importers ?? []))
	}
	return { entries, shell }
}

/**
 * How many routes (not the staff console's) import `id`, directly or not, statically or through a lazily loaded
 * piece. A piece loaded with `import()` counts as the routes that load it, not as one more: counted on its own, the
 * chat room's lazily loaded live room and voice recorder made three more "routes" for the chat's styles, which then
 * joined `common-account` and every signed-in page (the trade flow, the order list) loaded them.
 */
function routesReaching(getModuleInfo: Rollup.GetModuleInfo, id: string): number {
	const seen = new Set<string>()
	let routes = 0
	const queue = [id]
	for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
		if (seen.has(next)) continue
		seen.add(next)
		if (next.includes('/app/routes/staff/')) continue
		const info = getModuleInfo(next)
		if (info?.isEntry) routes++
		queue.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []))
	}
	return routes
}

/** The route modules of the pages every visitor sees the same (app/route-table.ts). */
const PUBLIC_PAGE_FILES: ReadonlySet<string> = new Set(
	PAGE_ROUTES.filter((page) => PUBLIC_PAGE_PATHS.has(page.path === '/' ? '/' : `/${page.path}`)).map((page) =>
		fileURLToPath(new URL(`./app/${page.file}`, import.meta.url)),
	),
)

/** Whether one of `entries` imports `id`, directly or not, statically or with `import()`. */
function reaches(getModuleInfo: Rollup.GetModuleInfo, id: string, entries: ReadonlySet<string>): boolean {
	const seen = new Set<string>()
	const queue = [id]
	for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
		if (seen.has(next)) continue
		if (entries.has(next)) return true
		seen.add(next)
		const info = getModuleInfo(next)
		queue.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []))
	}
	return false
}

/** The app's modules `roots` import statically, directly or not (the design system and packages aside). */
function staticImports(getModuleInfo: Rollup.GetModuleInfo, roots: readonly string[]): Set<string> {
	const seen = new Set<string>()
	const queue = [...roots]
	for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
		if (seen.has(id)) continue
		seen.add(id)
		for (const next of getModuleInfo(id)?.importedIds ?? []) {
			if (!next.includes('/node_modules/') && !next.includes('/design-system/src/') && !next.startsWith('\0')) queue.push(next)
		}
	}
	return seen
}
