import { type LoaderFunctionArgs } from '@remix-run/node'
import { messagesFileResponse } from '#app/i18n/messages.server.ts'

/** A language's compiled messages, `/resources/messages/<locale>-<hash>.json`; production answers before Remix does. */
export function loader({ params }: LoaderFunctionArgs) {
	return messagesFileResponse(params.file ?? '')
}
