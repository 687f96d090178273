import { PAGE_ROUTES, RESOURCE_ROUTES, STAFF_ROUTES } from './route-table.ts'

/**
 * Every link the shop makes, typed from the route table (app/route-table.ts): a path that is not in the table
 * does not compile, and a path with `:parameters` needs each of them. Domains link to each other's pages
 * through this, never by importing each other's URLs (docs/decisions/021-lint-format-and-layers.md).
 *
 *   href('/pages/order-details/index', { orderId })         → /pages/order-details/index?orderId=…
 *   href('/staff/orders/:number', { number }, { tab })       → /staff/orders/DJ…?tab=…
 *
 * Query values that are undefined, null or '' are left out; the rest are written in the order given, each value
 * encoded with encodeURIComponent (a space is %20); a URLSearchParams is written as it writes itself.
 */

type StaffRoute = (typeof STAFF_ROUTES)[number]
type StaffChildPath = StaffRoute extends infer R
	? R extends { path: infer Parent extends string; children: ReadonlyArray<{ path: infer Child extends string }> }
		? Child extends ''
			? `/${Parent}`
			: `/${Parent}/${Child}`
		: never
	: never

/** The site's paths as they are written in links: a leading slash, splats without their star. */
export type RoutePath = (typeof PAGE_ROUTES)[number]['path'] extends infer P ? (P extends '/' ? '/' : `/${P & string}`) : never
type ResourcePath = (typeof RESOURCE_ROUTES)[number]['path'] extends infer P ? (P extends '*' ? never : `/${P & string}`) : never
type StaffPath = `/${StaffRoute['path']}` | StaffChildPath

export type Path = RoutePath | WithoutSplat<ResourcePath> | StaffPath
type WithoutSplat<P> = P extends `${infer Head}/*` ? Head : P

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
	? Name | ParamNames<`/${Rest}`>
	: P extends `${string}:${infer Name}`
		? Name
		: never

export type QueryValue = string | number | boolean | null | undefined
export type Query = Readonly<Record<string, QueryValue>> | URLSearchParams

type HrefArguments<P extends string> = [ParamNames<P>] extends [never]
	? [query?: Query]
	: [params: { readonly [K in ParamNames<P>]: string }, query?: Query]

export function href<P extends Path>(path: P, ...rest: HrefArguments<P>): string {
	const hasParams = path.includes(':')
	const params = (hasParams ? rest[0] : undefined) as Record<string, string> | undefined
	const query = (hasParams ? rest[1] : rest[0]) as Query | undefined
	const filled = params
		? path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
				const value = params[name]
				if (value === undefined || value === '') throw new Error(`href: ${path} needs :${name}`)
				return encodeURIComponent(value)
			})
		: path
	const search = toSearch(query)
	return search ? `${filled}?${search}` : filled
}

/**
 * A file under a splat route (`/media/*`, `/resources/chat-file/*`): the path of the route, then the file's
 * own path, each segment encoded.
 */
export function hrefUnder(route: WithoutSplat<Extract<ResourcePath, `${string}/*`>>, file: string, query?: Query): string {
	const encoded = file
		.split('/')
		.filter(Boolean)
		.map((segment) => encodeURIComponent(segment))
		.join('/')
	const search = toSearch(query)
	return `${route}/${encoded}${search ? `?${search}` : ''}`
}

function toSearch(query: Query | undefined): string {
	if (!query) return ''
	if (query instanceof URLSearchParams) return query.toString()
	// Written as links were before the table (encodeURIComponent: a space is %20); a URLSearchParams given as it is.
	const parts: string[] = []
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined || value === null || value === '') continue
		parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
	}
	return parts.join('&')
}
