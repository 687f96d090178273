import { href } from '#app/href.ts'

/** The staff console's addresses (DESIGN.md section 3: the console lives under /staff), from the route table. */

export function staffOrderPath(number: string): string {
	return href('/staff/orders/:number', { number })
}

/** The console's sections, in the order the navigation shows them. */
export const STAFF_NAV = [
	{ key: 'orders', href: href('/staff/orders'), labelId: 'staff.nav.orders' },
	{ key: 'payments', href: href('/staff/payments'), labelId: 'staff.nav.payments' },
	{ key: 'inbox', href: href('/staff/inbox'), labelId: 'staff.nav.inbox' },
	{ key: 'canned', href: href('/staff/canned'), labelId: 'staff.nav.canned' },
] as const

export type StaffNavKey = (typeof STAFF_NAV)[number]['key']
