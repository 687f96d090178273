import { createCookie, redirect } from '@remix-run/node'
import { z } from 'zod'
import { getDb } from '#app/db/client.server.ts'
import { isProductionCookies, secureCookieName } from '#app/utils/cookie-policy.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { findOrCreateBuyerFromOAuth } from '#app/modules/auth/users.server.ts'
import { completeAuthorization, createAuthorizationRequest, OAuthError, type OAuthProvider, statesMatch } from '#app/providers/oauth/index.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { utmSourceOf } from '#app/utils/utm.server.ts'
import { completeSignIn } from './actions.server.ts'
import { AuthError } from './errors.ts'
import { href } from '#app/href.ts'

/** The state, PKCE verifier and nonce live ten minutes in a signed, HttpOnly cookie. */
const PENDING_TTL_SECONDS = 10 * 60

const PendingSchema = z.object({
	provider: z.enum(['google', 'apple']),
	state: z.string(),
	codeVerifier: z.string().nullable(),
	nonce: z.string(),
	redirectTo: z.string(),
})

function pendingCookie(provider: OAuthProvider) {
	return createCookie(secureCookieName(`dijla_oauth_${provider}`), {
		path: '/auth',
		httpOnly: true,
		maxAge: PENDING_TTL_SECONDS,
		secrets: getEnv().SESSION_SECRETS,
		// Apple answers with a cross-site form POST, which only carries SameSite=None cookies.
		sameSite: provider === 'apple' ? 'none' : 'lax',
		secure: provider === 'apple' || isProductionCookies(),
	})
}

function callbackUrl(request: Request, provider: OAuthProvider): string {
	const origin = getEnv().PUBLIC_URL ?? new URL(request.url).origin
	return new URL(`/auth/${provider}/callback`, origin).toString()
}

/** Step 1: off to Google or Apple, with PKCE (Google), state and nonce. */
export async function startSocialSignIn(request: Request, provider: OAuthProvider) {
	const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/pages/account/index')
	try {
		const authorization = await createAuthorizationRequest(provider, { redirectUri: callbackUrl(request, provider) })
		const pending = { provider, state: authorization.state, codeVerifier: authorization.codeVerifier, nonce: authorization.nonce, redirectTo }
		return redirect(authorization.url, { headers: { 'Set-Cookie': await pendingCookie(provider).serialize(pending) } })
	} catch (error) {
		return socialFailure(request, error, redirectTo)
	}
}

/** Step 2: the provider's answer, checked against what step 1 kept; then signed in. */
export async function finishSocialSignIn(
	request: Request,
	provider: OAuthProvider,
	answer: { code: string | null; state: string | null; appleUser?: string | null; locale: Locale; ip: string | null },
) {
	const cookie = pendingCookie(provider)
	const pending = PendingSchema.safeParse(await cookie.parse(request.headers.get('Cookie')).catch(() => null))
	const redirectTo = pending.success ? pending.data.redirectTo : href('/pages/account/index')
	try {
		if (!pending.success || pending.data.provider !== provider || !answer.code || !statesMatch(pending.data.state, answer.state)) {
			throw new AuthError('auth.social.failed', 400)
		}
		const profile = await completeAuthorization(provider, {
			code: answer.code,
			codeVerifier: pending.data.codeVerifier,
			nonce: pending.data.nonce,
			redirectUri: callbackUrl(request, provider),
			appleUser: answer.appleUser ?? undefined,
		})
		const { user } = await findOrCreateBuyerFromOAuth(getDb(), profile, { language: answer.locale, utmSource: await utmSourceOf(request) })
		const cleared = await cookie.serialize('', { maxAge: 0 })
		return await completeSignIn(request, { userId: user.id, ip: answer.ip, redirectTo, alsoSetCookies: [cleared] })
	} catch (error) {
		return socialFailure(request, error, redirectTo)
	}
}

/** Spec section 8: a failed social sign-in says "login failed" (in the buyer's language) and goes back. */
async function socialFailure(request: Request, error: unknown, redirectTo: string) {
	if (error instanceof OAuthError || error instanceof AuthError) {
		logger.warn({ err: error }, 'social sign-in failed')
		const messageId = error instanceof AuthError && error.messageId === 'auth.account.deactivated' ? error.messageId : 'auth.social.failed'
		return redirectWithToast(request, href('/pages/login/index', { redirectTo }), { messageId, tone: 'danger' })
	}
	throw error
}
