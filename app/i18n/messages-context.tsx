import { type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js'
import { createContext, type ReactNode, useContext } from 'react'
import { DEFAULT_LOCALE, type Locale } from './locales.ts'

export type CompiledMessages = Record<string, MessageFormatElement[]>
/** A language's messages and the address of their cacheable copy (`/resources/messages/ar-<hash>.json`). */
export type MessagesBundle = { locale: Locale; messages: CompiledMessages; url: string }

/** The name of the meta element that tells the browser where the page's messages are. */
export const MESSAGES_META_NAME = 'dijla-messages'

const MessagesContext = createContext<MessagesBundle>({ locale: DEFAULT_LOCALE, messages: {}, url: '' })

/**
 * The current language's compiled messages. They are neither loader data
 * (serialized on every request) nor inline in the page: the server renders with
 * them, the page names their content-hashed URL (cached for a year, preloaded
 * in <head>), and the browser fetches them once before hydrating
 * (entry.server.tsx, entry.client.tsx).
 */
export function MessagesProvider({ bundle, children }: { bundle: MessagesBundle; children: ReactNode }) {
	return <MessagesContext.Provider value={bundle}>{children}</MessagesContext.Provider>
}

export function useMessagesBundle(): MessagesBundle {
	return useContext(MessagesContext)
}

/** Fetches the messages the page names (browser only); one retry, then an empty set (the page stays as rendered). */
export async function loadMessagesForDocument(): Promise<MessagesBundle> {
	const meta = document.querySelector<HTMLMetaElement>(`meta[name="${MESSAGES_META_NAME}"]`)
	const url = meta?.content ?? ''
	const locale = (meta?.dataset.locale ?? document.documentElement.lang) as Locale
	for (let attempt = 0; attempt < 2; attempt++) {
		try {
			const response = await fetch(url)
			if (response.ok) return { locale, url, messages: (await response.json()) as CompiledMessages }
		} catch {
			// offline or interrupted: try once more
		}
	}
	throw new Error(`messages could not be loaded from ${url}`)
}
