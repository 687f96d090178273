/**
 * How the shop's cookies are named and flagged (docs/decisions/018-safe-by-default.md):
 * - in production every cookie is `Secure`, and the ones that carry a session or a proof (the buyer's and the
 *   console's sessions, a visitor's order proof, the one-shot toast) have the `__Host-` prefix: the browser takes
 *   them only from this exact host over https, with `Path=/` and no `Domain`, so a sibling subdomain or a plain
 *   http page can neither set nor replace them. (The sign-in-with-Google state cookie lives under `/auth`, so it
 *   takes `__Secure-` instead.) Browsers treat http://localhost and 127.0.0.1 as secure, so a production build
 *   still works on this machine;
 * - outside production cookies keep their plain names and are Secure only over https, so development over plain
 *   http on a LAN works.
 */
export function isProductionCookies(env: { NODE_ENV?: string } = process.env): boolean {
	return env.NODE_ENV === 'production'
}

/** `__Host-<name>` in production (Path=/ and Secure go with it), else `<name>`. */
export function hostCookieName(name: string, production = isProductionCookies()): string {
	return production ? `__Host-${name}` : name
}

/** `__Secure-<name>` in production (for a cookie with a narrower path), else `<name>`. */
export function secureCookieName(name: string, production = isProductionCookies()): string {
	return production ? `__Secure-${name}` : name
}

/** Secure: always in production; elsewhere when the request came over https (behind a trusted proxy too). */
export function cookieSecure(request: Request, production = isProductionCookies()): boolean {
	return production || new URL(request.url).protocol === 'https:'
}
