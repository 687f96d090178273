import { type LoaderFunctionArgs } from '@remix-run/node'
import { startSocialSignIn } from '#app/modules/auth/social.server.ts'

/** Sign in with Google (login type 3): off to Google with PKCE. */
export function loader({ request }: LoaderFunctionArgs) {
	return startSocialSignIn(request, 'google')
}
