/**
 * Where the app's API lives (spec section 7; docs/decisions/024-mobile-api.md). A leaf module: the request guard
 * (app/utils/request-guard.server.ts) reads it before anything else of the shop is loaded, to answer the API's
 * paths in the API's envelope.
 */
export const API_V1 = '/usb/uwb-app/api/v1'
export const CHAT_API = '/fanscrm/scrm/web/v1/chat'

/** Every path app/route-table.ts hands to the API's route (the calls the spec places outside API_V1 included). */
const API_PATH = /^\/(?:usb\/|api\/v1\/|fanscrm\/scrm\/web\/v1\/chat(?:\/|$))/

export function isApiPath(path: string): boolean {
	return API_PATH.test(path)
}
