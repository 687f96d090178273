import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { type AuthActionData, authFailure, completeSignIn } from '#app/modules/auth/actions.server.ts'
import { utmSourceOf } from '#app/utils/utm.server.ts'
import { getCodeSender, otpSecret } from '#app/modules/auth/auth.server.ts'
import { LoginFlow } from '#app/modules/auth/LoginFlow.tsx'
import { registerWithPassword, requestCode } from '#app/modules/auth/login.server.ts'
import { RegisterActionSchema } from '#app/modules/auth/schema.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { finishAfterSignIn } from '#app/modules/cart/after-sign-in.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.register.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/pages/account/index')
	if ((await getRequestContext(request)).user) throw redirect(redirectTo)
	return { redirectTo }
}

/** Register by phone or e-mail with a code, and a password (register and emailRegister of spec section 7). */
export async function action({ request, context }: ActionFunctionArgs) {
	const submission = parseWithZod(await readForm(request), { schema: RegisterActionSchema })
	if (submission.status !== 'success') return data<AuthActionData>({ result: submission.reply() }, { status: 400 })
	const { locale } = (await getRequestContext(request)).requestLocale
	const db = getDb()
	const ip = context.clientIp ?? null
	const value = submission.value
	try {
		if (value.intent === 'send-code') {
			const sent = await requestCode(
				{ db, sender: getCodeSender(), secret: otpSecret() },
				{ account: value.account, callingCode: value.callingCode, channel: value.channel, purpose: 'register', locale, ip },
			)
			return data<AuthActionData>({ result: submission.reply(), sent: { status: 'code-sent', ...sent } })
		}
		const user = await registerWithPassword({ db, secret: otpSecret() }, { ...value, language: locale, utmSource: await utmSourceOf(request) })
		return await completeSignIn(request, {
			userId: user.id,
			ip,
			redirectTo: value.redirectTo,
			respond: value.respond,
			toast: await finishAfterSignIn(db, user.id, { addSkuId: value.addSkuId, addQuantity: value.addQuantity }),
		})
	} catch (error) {
		return authFailure(error, submission.reply)
	}
}

export default function RegisterPage() {
	const { redirectTo } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.register.title" />
			<LoginFlow variant="page" redirectTo={redirectTo} initialMode="register" />
		</>
	)
}
