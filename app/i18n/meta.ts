import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser/no-parser.js'
import { type MetaDescriptor } from '@remix-run/node'

type Messages = Record<string, MessageFormatElement[]>

type RootMatch = { id: string; data: unknown }

/** The root's messages, as seen from a route's `meta` function. */
export function rootMessages(matches: readonly RootMatch[]): Messages {
	const root = matches.find((match) => match.id === 'root')?.data as { messages?: Messages } | undefined
	return root?.messages ?? {}
}

/** The plain text of a message without arguments (titles, descriptions). */
export function messageText(messages: Messages, id: string): string {
	return (messages[id] ?? []).map((element) => (element.type === TYPE.literal ? element.value : '')).join('')
}

/** `<title>` and description for a page, in the buyer's language. */
export function pageMeta(matches: readonly RootMatch[], titleId: string, descriptionId = 'app.description'): MetaDescriptor[] {
	const messages = rootMessages(matches)
	const brand = messageText(messages, 'app.name')
	const title = messageText(messages, titleId)
	return [
		{ title: title && titleId !== 'app.name' ? `${title} · ${brand}` : brand },
		{ name: 'description', content: messageText(messages, descriptionId) },
	]
}
