import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { STAFF_HOME_PATH } from '#app/modules/staff/paths.ts'
import { requireStaff } from '#app/modules/staff/staff-auth.server.ts'

/** /staff opens the orders list. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	return redirect(STAFF_HOME_PATH)
}

/** Never shown (the loader always redirects); being a page, a refusal renders the console's error screen. */
export default function StaffIndex() {
	return null
}
