import { type MetaDescriptor } from '@remix-run/node'

type Titles = Record<string, string>

type RootMatch = { id: string; data: unknown }

/** The root's title texts, as seen from a route's `meta` function. */
export function rootTitles(matches: readonly RootMatch[]): Titles {
	const root = matches.find((match) => match.id === 'root')?.data as { titles?: Titles } | undefined
	return root?.titles ?? {}
}

/** `<title>` and description for a page, in the buyer's language. */
export function pageMeta(matches: readonly RootMatch[], titleId: string, descriptionId = 'app.description'): MetaDescriptor[] {
	const titles = rootTitles(matches)
	const brand = titles['app.name'] ?? ''
	const title = titles[titleId]
	return [{ title: title && titleId !== 'app.name' ? `${title} · ${brand}` : brand }, { name: 'description', content: titles[descriptionId] ?? '' }]
}
