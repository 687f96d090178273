import { type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js'
import { createContext, type ReactNode, useContext } from 'react'
import { DEFAULT_LOCALE, type Locale } from './locales.ts'

export type CompiledMessages = Record<string, MessageFormatElement[]>
export type MessagesBundle = { locale: Locale; messages: CompiledMessages; json: string }

/** The id of the script element that carries the page's messages to the browser. */
export const MESSAGES_ELEMENT_ID = 'dijla-messages'

const MessagesContext = createContext<MessagesBundle>({ locale: DEFAULT_LOCALE, messages: {}, json: '{}' })

/**
 * The current language's compiled messages. They are not loader data (which is
 * serialized on every request and every revalidation): the server renders them
 * once into a script element from a per-language cached string, and the
 * browser reads them back before hydrating (entry.server.tsx, entry.client.tsx).
 */
export function MessagesProvider({ bundle, children }: { bundle: MessagesBundle; children: ReactNode }) {
	return <MessagesContext.Provider value={bundle}>{children}</MessagesContext.Provider>
}

export function useMessagesBundle(): MessagesBundle {
	return useContext(MessagesContext)
}

/** Reads what the server rendered into the page (browser only). */
export function readMessagesFromDocument(): MessagesBundle {
	const element = document.getElementById(MESSAGES_ELEMENT_ID)
	const json = element?.textContent ?? '{}'
	const locale = (element?.dataset.locale ?? document.documentElement.lang) as Locale
	return { locale, messages: JSON.parse(json) as CompiledMessages, json }
}
