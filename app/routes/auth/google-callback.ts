import { type LoaderFunctionArgs } from '@remix-run/node'
import { finishSocialSignIn } from '#app/modules/auth/social.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** Google sends the buyer back here with `code` and `state` in the query. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const { locale } = (await getRequestContext(request)).requestLocale
	return finishSocialSignIn(request, 'google', {
		code: url.searchParams.get('code'),
		state: url.searchParams.get('state'),
		locale,
		ip: context.clientIp ?? null,
	})
}
