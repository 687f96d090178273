// Which way the domains may lean (docs/decisions/021-lint-format-and-layers.md). `npm run lint:code` runs it.
//
// app/modules/<domain> are layered, bottom first: a domain may import from the domains before it in LAYERS,
// never from one after it. Beneath them all: app/utils, app/db, app/i18n, app/providers, app/realtime,
// app/href.ts, app/links.ts and the design system. Above them all: the routes, the shell (app/components),
// root.tsx and the server entries. Tests and stories are outside the rule.

/** Bottom first. */
const LAYERS = [
	'system',
	'legal',
	'preferences',
	'tracking',
	'auth',
	'addresses',
	'catalog',
	'search',
	'logistics',
	'history',
	'favorites',
	'coupons',
	'cart',
	'orders',
	'payments',
	'chat',
	'inquiries',
	'quotes',
	'campaigns',
	'checkout',
	'accounts',
	'staff',
]

/**
 * Imports still against the order, each a debt with its reason; the list only shrinks.
 * [from file, to file], as paths from the project root.
 */
const KNOWN_AGAINST = [
	// Saving a product refreshes its search document; the catalogue should announce the change instead.
	['app/modules/catalog/catalog.server.ts', 'app/modules/search/search-index.server.ts'],
	// A new buyer's welcome coupons are issued as the account is made.
	['app/modules/auth/users.server.ts', 'app/modules/coupons/wallet.server.ts'],
	// The device store (favourites and history kept on the phone) is shared by both; it wants a domain of its own.
	['app/modules/history/device-store.ts', 'app/modules/favorites/favorites.ts'],
	['app/modules/history/device-sync.server.ts', 'app/modules/favorites/'],
	// A chat message can be a quote card, an inquiry, an order card or a campaign event: the timeline renders
	// every domain. The timeline's cards want a registry the domains fill.
	['app/modules/chat/ChatMessage.tsx', 'app/modules/quotes/QuoteCard.tsx'],
	['app/modules/chat/chat-view.ts', 'app/modules/quotes/quote-view.ts'],
	['app/modules/chat/chat.server.ts', 'app/modules/quotes/'],
	// The quote form borrows the staff console's private style kit (issue 16: one style system).
	['app/modules/quotes/QuoteForm.tsx', 'app/modules/staff/StaffOrders.css.ts'],
]

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const TESTS = '\\.(test|stories)\\.tsx?$'

/** For each domain: nothing from the domains above it, except its known imports against the order. */
function layerRules(domain, index) {
	const upper = LAYERS.slice(index + 1)
	if (upper.length === 0) return []
	const against = `^app/modules/(${upper.join('|')})/`
	const known = KNOWN_AGAINST.filter(([from]) => from.startsWith(`app/modules/${domain}/`))
	const knownFiles = [...new Set(known.map(([from]) => from))]
	const rules = [
		{
			name: `layers-${domain}`,
			severity: 'error',
			comment: `${domain} may not import from a domain above it (${upper.join(', ')}): LAYERS in .dependency-cruiser.cjs`,
			from: { path: `^app/modules/${domain}/`, pathNot: knownFiles.length ? `${TESTS}|^(${knownFiles.map(escapeRegExp).join('|')})` : TESTS },
			to: { path: against, dependencyTypesNot: ['type-only'] },
		},
	]
	for (const file of knownFiles) {
		const targets = known.filter(([from]) => from === file).map(([, to]) => escapeRegExp(to))
		rules.push({
			name: `layers-${domain}-known`,
			severity: 'error',
			comment: `${file} may import against the order only what KNOWN_AGAINST lists for it`,
			from: { path: `^${escapeRegExp(file)}`, pathNot: TESTS },
			to: { path: against, pathNot: `^(${targets.join('|')})`, dependencyTypesNot: ['type-only'] },
		})
	}
	return rules
}

module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			severity: 'error',
			comment: 'A cycle between files: split the shared part out, or invert one edge.',
			from: { path: '^app/' },
			// A type-only import or a lazy import() does not run at load, so it closes no cycle.
			to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
		},
		...LAYERS.flatMap(layerRules),
		{
			name: 'domains-not-on-routes',
			severity: 'error',
			comment:
				"A domain never imports a route, the shell, the root or the request context: they sit above every domain (the routes pass the context's values down).",
			from: { path: '^app/modules/', pathNot: '\\.(test|stories)\\.tsx?$' },
			to: {
				path: '^app/routes/|^app/root\\.tsx$|^app/components/AppShell\\.tsx$|^app/request-context\\.server\\.ts$',
				dependencyTypesNot: ['type-only'],
			},
		},
		{
			name: 'foundation-not-on-domains',
			severity: 'error',
			comment: 'The layers beneath the domains never import one.',
			// Known: the visitor page cache listens for catalogue changes; the campaigns table takes its states
			// from the campaign rules (both want moving: the listener into catalog, the states into db/schema).
			from: {
				path: '^app/(utils|db|i18n|href\\.ts|links\\.ts)',
				pathNot: '\\.(test|stories)\\.tsx?$|^app/db/seed|^app/utils/page-cache-middleware\\.server\\.ts$|^app/db/schema/campaigns\\.ts$',
			},
			to: { path: '^app/modules/', dependencyTypesNot: ['type-only'] },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		exclude: { path: '^(build|storybook-static|node_modules|public)/' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		enhancedResolveOptions: {
			exportsFields: ['exports'],
			conditionNames: ['import', 'require', 'node', 'default'],
			extensions: ['.ts', '.tsx', '.js'],
		},
		combinedDependencies: true,
	},
}
