import { type ApiCall } from './define.server.ts'
import { ACCOUNT_CALLS } from './calls/account.server.ts'
import { CAMPAIGN_CALLS } from './calls/campaigns.server.ts'
import { CATALOG_CALLS } from './calls/catalog.server.ts'
import { CHAT_CALLS } from './calls/chat.server.ts'
import { COUPON_CALLS } from './calls/coupons.server.ts'
import { HOME_CALLS } from './calls/home.server.ts'
import { INQUIRY_CALLS } from './calls/inquiries.server.ts'
import { LOOKUP_CALLS } from './calls/lookups.server.ts'
import { ORDER_CALLS } from './calls/orders.server.ts'
import { PAYMENT_CALLS } from './calls/payments.server.ts'
import { PRODUCT_CALLS } from './calls/product.server.ts'
import { SEARCH_CALLS } from './calls/search.server.ts'
import { SAVED_CALLS } from './calls/saved.server.ts'
import { USER_CALLS } from './calls/user.server.ts'

/** Every call of the app's API (docs/decisions/024-mobile-api.md): the router's table and the document's source. */
export const API_CALLS: readonly ApiCall[] = [
	...USER_CALLS,
	...ACCOUNT_CALLS,
	...CATALOG_CALLS,
	...HOME_CALLS,
	...PRODUCT_CALLS,
	...SEARCH_CALLS,
	...LOOKUP_CALLS,
	...CAMPAIGN_CALLS,
	...COUPON_CALLS,
	...ORDER_CALLS,
	...PAYMENT_CALLS,
	...SAVED_CALLS,
	...INQUIRY_CALLS,
	...CHAT_CALLS,
]
