import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'
import { cookieSecure, hostCookieName } from './cookie-policy.server.ts'
import { getEnv } from './env.server.ts'

/**
 * A one-shot message for the next page ("language changed", "order placed"),
 * carried in a short-lived flash cookie across a redirect; the root shows it as
 * a toast. Only message ids travel, so it is shown in the buyer's language.
 */
export const ToastSchema = z.object({
	messageId: z.string().regex(/^[a-zA-Z0-9.]+$/),
	tone: z.enum(['info', 'success', 'danger']).default('info'),
})
export type Toast = z.infer<typeof ToastSchema>

const TOAST_KEY = 'toast' as const

type FlashData = { [TOAST_KEY]: Toast }

let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>> | undefined
function toastStorage() {
	storage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
		cookie: { name: hostCookieName('dijla_toast'), path: '/', httpOnly: true, sameSite: 'lax', secrets: getEnv().SESSION_SECRETS },
	})
	return storage
}

/** The Set-Cookie header that leaves a toast for the next page the browser loads. */
export async function flashToastCookie(request: Request, toast: Toast): Promise<string> {
	const session = await toastStorage().getSession()
	session.flash(TOAST_KEY, toast)
	return toastStorage().commitSession(session, { secure: cookieSecure(request) })
}

export async function redirectWithToast(request: Request, url: string, toast: Toast, init?: ResponseInit) {
	const headers = new Headers(init?.headers)
	headers.append('Set-Cookie', await flashToastCookie(request, toast))
	return redirect(url, { ...init, headers })
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
	const cookie = request.headers.get('Cookie')
	if (!cookie?.includes('dijla_toast=')) return { toast: null, setCookie: null }
	const session = await toastStorage().getSession(cookie)
	const parsed = ToastSchema.safeParse(session.get(TOAST_KEY))
	return {
		toast: parsed.success ? parsed.data : null,
		// Cleared with the flags it was set with: a `__Host-` cookie is only replaced by a Secure one, so a plain
		// clearing header was refused by the browser and the toast came back on every page load.
		setCookie: await toastStorage().destroySession(session, { secure: cookieSecure(request) }),
	}
}
