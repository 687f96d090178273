import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { z } from 'zod'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { type AuthActionData, authFailure, completeSignIn } from '#app/modules/auth/actions.server.ts'
import { utmSourceOf } from '#app/utils/utm.server.ts'
import { getCodeSender, otpSecret } from '#app/modules/auth/auth.server.ts'
import { LoginFlow } from '#app/modules/auth/LoginFlow.tsx'
import { requestCode, resetPassword, signInWithCode, signInWithPassword } from '#app/modules/auth/login.server.ts'
import { LoginActionSchema } from '#app/modules/auth/schema.ts'
import { OPTIONAL_CALLING_CODE_CHINA } from '#app/modules/auth/rules.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { finishAfterSignIn } from '#app/modules/cart/after-sign-in.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

const LoginQuerySchema = z.object({
	redirectTo: z.string().max(2000).optional().catch(undefined),
	mode: z.enum(['code', 'password', 'forgot']).catch('code'),
	/** Pages that deal with China offer its calling code too (spec section 3). */
	area: z.string().optional().catch(undefined),
	/** A visitor's "add to cart" that brought them here: done once they sign in. */
	addSkuId: z
		.string()
		.regex(/^[A-Za-z0-9_-]{1,64}$/)
		.optional()
		.catch(undefined),
	addQuantity: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
})

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.login.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const query = LoginQuerySchema.parse(Object.fromEntries(url.searchParams))
	const redirectTo = safeRedirectPath(query.redirectTo, '/pages/account/index')
	if ((await getRequestContext(request)).user) throw redirect(redirectTo)
	const after = query.addSkuId && query.addQuantity ? { addSkuId: query.addSkuId, addQuantity: query.addQuantity } : null
	return { redirectTo, mode: query.mode, offerChina: query.area === OPTIONAL_CALLING_CODE_CHINA, after }
}

/**
 * Every step of signing in posts here, from this page (with or without
 * JavaScript) and from the login sheet on any page: send a code, check it,
 * password sign-in, and resetting a forgotten password.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const submission = parseWithZod(await readForm(request), { schema: LoginActionSchema })
	if (submission.status !== 'success') {
		return data<AuthActionData>({ result: submission.reply() }, { status: 400 })
	}
	const { locale } = (await getRequestContext(request)).requestLocale
	const db = getDb()
	const ip = context.clientIp ?? null
	const value = submission.value
	try {
		switch (value.intent) {
			case 'send-code': {
				const sent = await requestCode(
					{ db, sender: getCodeSender(), secret: otpSecret() },
					{ account: value.account, callingCode: value.callingCode, channel: value.channel, purpose: value.purpose, locale, ip },
				)
				return data<AuthActionData>({ result: submission.reply(), sent: { status: 'code-sent', ...sent } })
			}
			case 'verify-code': {
				const { user } = await signInWithCode(
					{ db, secret: otpSecret() },
					{ account: value.account, callingCode: value.callingCode, code: value.code, language: locale, utmSource: await utmSourceOf(request) },
				)
				return await completeSignIn(request, {
					userId: user.id,
					ip,
					redirectTo: value.redirectTo,
					respond: value.respond,
					toast: await finishAfterSignIn(db, user.id, { addSkuId: value.addSkuId, addQuantity: value.addQuantity }),
				})
			}
			case 'password-login': {
				const user = await signInWithPassword(db, { account: value.account, callingCode: value.callingCode, password: value.password, ip })
				return await completeSignIn(request, {
					userId: user.id,
					ip,
					redirectTo: value.redirectTo,
					respond: value.respond,
					toast: await finishAfterSignIn(db, user.id, { addSkuId: value.addSkuId, addQuantity: value.addQuantity }),
				})
			}
			case 'reset-password': {
				await resetPassword(
					{ db, secret: otpSecret() },
					{ account: value.account, callingCode: value.callingCode, code: value.code, password: value.password },
				)
				return await redirectWithToast(request, href('/pages/login/index', { mode: 'password' }), { messageId: 'auth.forgot.done', tone: 'success' })
			}
		}
	} catch (error) {
		return authFailure(error, submission.reply)
	}
}

export default function LoginPage() {
	const { redirectTo, mode, offerChina, after } = useLoaderData<typeof loader>()
	// A new visit to this page (after resetting a password, a `?mode=` link) starts the flow afresh.
	const { key } = useLocation()
	return (
		<>
			<PageHeader titleId="page.login.title" />
			<LoginFlow key={key} variant="page" redirectTo={redirectTo} initialMode={mode} offerChina={offerChina} after={after ?? undefined} />
		</>
	)
}
