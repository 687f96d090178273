import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { requireStaff } from '#app/modules/staff/staff-auth.server.ts'
import { href } from '#app/href.ts'

/** /staff opens the orders list. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	return redirect(href('/staff/orders'))
}

/** Never shown (the loader always redirects); being a page, a refusal renders the console's error screen. */
export default function StaffIndex() {
	return null
}
