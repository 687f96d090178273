/**
 * The URL contract of spec section 2, in one table. Links to these paths already
 * travel through WhatsApp, so the paths never change; the files behind them are
 * named in the shop's language. Page parameters are query strings.
 */
export const PAGE_ROUTES = [
	{ path: '/', file: 'routes/home.tsx', id: 'home', index: true },
	{ path: 'pages/home/index', file: 'routes/home.tsx', id: 'home-alias' },
	{ path: 'pages/free-gifts/index', file: 'routes/free-gifts.tsx' },
	{ path: 'pages/account/index', file: 'routes/account.tsx' },
	{ path: 'pages/settings/index', file: 'routes/settings.tsx' },
	{ path: 'pages/commodity_details/index', file: 'routes/product.tsx', id: 'product' },
	{ path: 'pages/product_details/index', file: 'routes/product.tsx', id: 'product-alias' },
	{ path: 'pages/product_img_details/index', file: 'routes/product-gallery.tsx' },
	{ path: 'pages/landing-page/index', file: 'routes/landing-page.tsx' },
	{ path: 'pages/group-help/index', file: 'routes/group-help.tsx' },
	{ path: 'pages/free-help/index', file: 'routes/free-help.tsx' },
	{ path: 'pages/trade_flow/index', file: 'routes/trade-flow.tsx' },
	{ path: 'pages/cart/index', file: 'routes/cart.tsx' },
	{ path: 'pages/address/index', file: 'routes/address-list.tsx' },
	{ path: 'pages/address-add/index', file: 'routes/address-edit.tsx' },
	{ path: 'pages/individualCenter/buyer_collection/index', file: 'routes/favorites.tsx' },
	{ path: 'pages/individualCenter/buyer_group_list/index', file: 'routes/favorite-groups.tsx' },
	{ path: 'pages/individualCenter/browsing_history/index', file: 'routes/browsing-history.tsx' },
	{ path: 'pages/individualCenter/buyer_order_list/index', file: 'routes/order-list.tsx' },
	{ path: 'pages/payment-result/index', file: 'routes/payment-result.tsx' },
	{ path: 'pages/payment/index', file: 'routes/payment.tsx' },
	{ path: 'pages/payment/callback', file: 'routes/payment-callback.tsx' },
	{ path: 'pages/search-detail/index', file: 'routes/search-results.tsx' },
	{ path: 'pages/search-key/index', file: 'routes/search.tsx' },
	{ path: 'pages/search-photo/index', file: 'routes/search-photo.tsx' },
	{ path: 'pages/login/index', file: 'routes/login.tsx' },
	{ path: 'pages/register/index', file: 'routes/register.tsx' },
	{ path: 'pages/user-agreement/index', file: 'routes/user-agreement.tsx' },
	{ path: 'pages/policy/index', file: 'routes/policy.tsx' },
	{ path: 'pages/chat-room/index', file: 'routes/chat-room.tsx' },
	{ path: 'pages/conversation/index', file: 'routes/conversation.tsx' },
	{ path: 'pages/inquiry/index', file: 'routes/inquiry-list.tsx' },
	{ path: 'pages/inquiry-add/index', file: 'routes/inquiry-add.tsx' },
	{ path: 'pages/inquiry-details/index', file: 'routes/inquiry-details.tsx' },
	{ path: 'pages/quote-details/index', file: 'routes/quote-details.tsx' },
	{ path: 'pages/my-info/index', file: 'routes/my-info.tsx' },
	{ path: 'pages/log-off/index', file: 'routes/log-off.tsx' },
	{ path: 'pages/order-details/index', file: 'routes/order-details.tsx' },
	{ path: 'pages/not-login-order-details/index', file: 'routes/visitor-order-details.tsx' },
	{ path: 'pages/group-order-list/index', file: 'routes/group-order-list.tsx' },
	{ path: 'pages/my-prizes/index', file: 'routes/my-prizes.tsx' },
	{ path: 'pages/coupons/index', file: 'routes/coupons.tsx' },
	{ path: 'pages/logistics-details/index', file: 'routes/logistics-details.tsx' },
	{ path: 'pages/404/index', file: 'routes/not-found.tsx', id: 'not-found-page' },
] as const

/** Resource routes (no UI) and the catch-all 404. */
export const RESOURCE_ROUTES = [
	{ path: 'media/*', file: 'routes/media.ts' },
	{ path: 'resources/messages/:file', file: 'routes/resources.messages.ts' },
	{ path: 'resources/manifest/:file', file: 'routes/resources.manifest.ts' },
	{ path: 'resources/device-sync', file: 'routes/resources.device-sync.ts' },
	{ path: 'resources/product-summaries', file: 'routes/resources.product-summaries.ts' },
	{ path: 'resources/home-feed', file: 'routes/resources.home-feed.ts' },
	{ path: 'resources/realtime/events', file: 'routes/resources.realtime.events.ts' },
	{ path: 'resources/realtime/token', file: 'routes/resources.realtime.token.ts' },
	{ path: 'resources/trace', file: 'routes/resources.trace.ts' },
	{ path: 'resources/chat-messages', file: 'routes/resources.chat-messages.ts' },
	{ path: 'resources/chat-upload', file: 'routes/resources.chat-upload.ts' },
	{ path: 'resources/chat-read', file: 'routes/resources.chat-read.ts' },
	{ path: 'resources/chat-typing', file: 'routes/resources.chat-typing.ts' },
	{ path: 'resources/chat-file/*', file: 'routes/resources.chat-file.ts' },
	{ path: 'resources/push-subscription', file: 'routes/resources.push-subscription.ts' },
	{ path: 'resources/staff-chat-voice', file: 'routes/resources.staff-chat-voice.ts' },
	{ path: 'resources/staff-chat-messages', file: 'routes/resources.staff-chat-messages.ts' },
	{ path: 'resources/staff-chat-read', file: 'routes/resources.staff-chat-read.ts' },
	{ path: 'resources/staff-inbox', file: 'routes/resources.staff-inbox.ts' },
	{ path: 'resources/staff-presence', file: 'routes/resources.staff-presence.ts' },
	{ path: 'auth/google', file: 'routes/auth/google.ts' },
	{ path: 'auth/google/callback', file: 'routes/auth/google-callback.ts' },
	{ path: 'auth/apple', file: 'routes/auth/apple.ts' },
	{ path: 'auth/apple/callback', file: 'routes/auth/apple-callback.ts' },
	{ path: 'dev/outbox', file: 'routes/dev-outbox.tsx' },
	{ path: 'dev/gateway', file: 'routes/dev-gateway.tsx' },
	{ path: 'resources/payment/slip/:slipId', file: 'routes/resources.payment-slip.ts' },
	{ path: 'healthz', file: 'routes/healthz.ts' },
	// The mobile app's API (spec section 7): one resource route answers every call (app/api/router.server.ts).
	{ path: 'usb/uwb-app/api/v1/*', file: 'routes/api.ts', id: 'api-v1' },
	{ path: 'usb/uwb-app/api/getPayWhiteList', file: 'routes/api.ts', id: 'api-pay-white-list' },
	{ path: 'usb/upload/file', file: 'routes/api.ts', id: 'api-upload' },
	{ path: 'api/v1/coupon/user/receive', file: 'routes/api.ts', id: 'api-coupon-receive' },
	{ path: 'fanscrm/scrm/web/v1/chat/*', file: 'routes/api.ts', id: 'api-chat' },
	{ path: '*', file: 'routes/not-found.tsx', id: 'not-found' },
] as const

/**
 * The staff console (DESIGN.md section 3): sign-in and sign-out, and the signed-in pages inside one layout
 * (children's paths are relative to it).
 */
export const STAFF_ROUTES = [
	{ path: 'staff/login', file: 'routes/staff/login.tsx' },
	{ path: 'staff/logout', file: 'routes/staff/logout.ts' },
	{
		path: 'staff',
		file: 'routes/staff/layout.tsx',
		children: [
			{ path: '', file: 'routes/staff/index.tsx', index: true },
			{ path: 'orders', file: 'routes/staff/orders.tsx' },
			{ path: 'orders/:number', file: 'routes/staff/order.tsx' },
			{ path: 'payments', file: 'routes/staff/payments.tsx' },
			{ path: 'inbox', file: 'routes/staff/inbox.tsx' },
			{ path: 'inbox/:conversationId', file: 'routes/staff/conversation.tsx' },
			{ path: 'canned', file: 'routes/staff/canned.tsx' },
		],
	},
] as const

/**
 * The pages every visitor sees the same (issue 19): served to visitors from the shared page cache
 * (app/utils/page-cache.server.ts) and marked cacheable for a CDN. Only ever for a request with no session
 * (entry.server.tsx and the cache both check); anything personal on these pages is for signed-in buyers only.
 */
export const PUBLIC_PAGE_PATHS: ReadonlySet<string> = new Set([
	'/',
	'/pages/home/index',
	'/pages/commodity_details/index',
	'/pages/product_details/index',
	'/pages/search-detail/index',
	'/pages/landing-page/index',
	'/pages/group-help/index',
	'/pages/free-help/index',
	'/pages/policy/index',
	'/pages/user-agreement/index',
])
