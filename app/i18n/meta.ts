import { type MetaDescriptor } from '@remix-run/node'
import { type Messages } from './messages.server.ts'

type RootMatch = { id: string; data: unknown }

/** The root's messages, as seen from a route's `meta` function. */
export function rootMessages(matches: readonly RootMatch[]): Messages {
	const root = matches.find((match) => match.id === 'root')?.data as { messages?: Messages } | undefined
	return root?.messages ?? {}
}

/** `<title>` and description for a page, in the buyer's language. */
export function pageMeta(matches: readonly RootMatch[], titleId: string, descriptionId = 'app.description'): MetaDescriptor[] {
	const messages = rootMessages(matches)
	const brand = messages['app.name'] ?? ''
	const title = messages[titleId]
	return [
		{ title: title && titleId !== 'app.name' ? `${title} · ${brand}` : brand },
		{ name: 'description', content: messages[descriptionId] ?? '' },
	]
}
