import { type ApiCall } from './define.server.ts'
import { CATALOG_CALLS } from './calls/catalog.server.ts'
import { CHAT_CALLS } from './calls/chat.server.ts'
import { ORDER_CALLS } from './calls/orders.server.ts'
import { PAYMENT_CALLS } from './calls/payments.server.ts'
import { USER_CALLS } from './calls/user.server.ts'

/** Every call of the app's API (docs/decisions/024-mobile-api.md): the router's table and the document's source. */
export const API_CALLS: readonly ApiCall[] = [...USER_CALLS, ...CATALOG_CALLS, ...ORDER_CALLS, ...PAYMENT_CALLS, ...CHAT_CALLS]
