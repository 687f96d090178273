import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { handleApiRequest } from '#app/api/router.server.ts'

/**
 * The mobile app's API (spec section 7; docs/decisions/024-mobile-api.md): every path of it comes here
 * (app/route-table.ts) and app/api/router.server.ts answers, in the `{ code, success, message, data }` envelope.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
	return handleApiRequest(request, { clientIp: context.clientIp ?? null })
}

export function action({ request, context }: ActionFunctionArgs) {
	return handleApiRequest(request, { clientIp: context.clientIp ?? null })
}
