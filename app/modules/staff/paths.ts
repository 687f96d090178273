/** The staff console's addresses (DESIGN.md section 3: the console lives under /staff). */
export const STAFF_LOGIN_PATH = '/staff/login'
export const STAFF_LOGOUT_PATH = '/staff/logout'
export const STAFF_HOME_PATH = '/staff/orders'
export const STAFF_ORDERS_PATH = '/staff/orders'
export const STAFF_PAYMENTS_PATH = '/staff/payments'
/** The support inbox; the chat work (issue 5) fills it. */
export const STAFF_INBOX_PATH = '/staff/inbox'
/** The console's own canned replies (text and pictures) that agents send from a conversation. */
export const STAFF_CANNED_PATH = '/staff/canned'

export function staffOrderPath(number: string): string {
	return `${STAFF_ORDERS_PATH}/${encodeURIComponent(number)}`
}

/** The console's sections, in the order the navigation shows them. */
export const STAFF_NAV = [
	{ key: 'orders', href: STAFF_ORDERS_PATH, labelId: 'staff.nav.orders' },
	{ key: 'payments', href: STAFF_PAYMENTS_PATH, labelId: 'staff.nav.payments' },
	{ key: 'inbox', href: STAFF_INBOX_PATH, labelId: 'staff.nav.inbox' },
	{ key: 'canned', href: STAFF_CANNED_PATH, labelId: 'staff.nav.canned' },
] as const

export type StaffNavKey = (typeof STAFF_NAV)[number]['key']
