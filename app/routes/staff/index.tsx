import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { href } from '#app/href.ts'
import { requireStaffContext } from '#app/request-context.server.ts'

/** /staff opens the orders list. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaffContext(request)
	return redirect(href('/staff/orders'))
}

/** Never shown (the loader always redirects); being a page, a refusal renders the console's error screen. */
export default function StaffIndex() {
	return null
}
