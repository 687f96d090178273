import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { finishSocialSignIn } from '#app/modules/auth/social.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** Apple answers with a cross-site form POST (`response_mode=form_post`), so this is an action. */
export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readForm(request)
	const field = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value : null
	}
	const { locale } = (await getRequestContext(request)).requestLocale
	return finishSocialSignIn(request, 'apple', {
		code: field('code'),
		state: field('state'),
		appleUser: field('user'),
		locale,
		ip: context.clientIp ?? null,
	})
}

export function loader() {
	return redirect(href('/pages/login/index'))
}
