import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { flashToastCookie } from '#app/utils/toast.server.ts'
import { href } from '#app/href.ts'
import { endStaffSessionFor } from '#app/request-context.server.ts'

/** Signing out is a POST (the console's sign-out form); a stray GET goes back to the console. */
export function loader() {
	return redirect(href('/staff/orders'))
}

export async function action({ request }: ActionFunctionArgs) {
	const headers = new Headers()
	headers.append('Set-Cookie', await endStaffSessionFor(request, getDb()))
	headers.append('Set-Cookie', await flashToastCookie(request, { messageId: 'staff.signedOut', tone: 'success' }))
	return redirect(href('/staff/login'), { headers })
}
