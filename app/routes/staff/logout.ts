import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { STAFF_HOME_PATH, STAFF_LOGIN_PATH } from '#app/modules/staff/paths.ts'
import { endStaffSession } from '#app/modules/staff/staff-auth.server.ts'
import { flashToastCookie } from '#app/utils/toast.server.ts'

/** Signing out is a POST (the console's sign-out form); a stray GET goes back to the console. */
export function loader() {
	return redirect(STAFF_HOME_PATH)
}

export async function action({ request }: ActionFunctionArgs) {
	const headers = new Headers()
	headers.append('Set-Cookie', await endStaffSession(getDb(), request))
	headers.append('Set-Cookie', await flashToastCookie(request, { messageId: 'staff.signedOut', tone: 'success' }))
	return redirect(STAFF_LOGIN_PATH, { headers })
}
