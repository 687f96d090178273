import { type LoaderFunctionArgs } from '@remix-run/node'
import { startSocialSignIn } from '#app/modules/auth/social.server.ts'

/** Sign in with Apple (login type 5): off to Apple, asking for name, e-mail and openid. */
export function loader({ request }: LoaderFunctionArgs) {
	return startSocialSignIn(request, 'apple')
}
