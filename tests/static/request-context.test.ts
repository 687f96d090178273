import { expect, test } from 'vitest'
import { sourceFiles } from './source-files.ts'

/**
 * One request context (issue 16, decision 022): routes learn who is signed in from `getRequestContext` or
 * `requireUserContext` and pass the user down; a domain module never reads the request for it. The session
 * readers of the auth module are for the request context alone, so a module outside auth importing one of
 * them is reading the request for the user again.
 */
const SESSION_READERS = ['requireUser', 'getOptionalUser', 'getRequestUser']

/** The names a file imports from the auth module's server file (`#app/modules/auth/auth.server.ts` or `../auth/auth.server.ts`). */
function authReadersImported(text: string) {
	return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/auth\/auth\.server\.ts'/g)]
		.flatMap((match) => (match[1] as string).split(','))
		.map((name) => name.trim().replace(/^type\s+/, ''))
		.filter((name) => SESSION_READERS.includes(name.split(/\s+as\s+/)[0] as string))
}

test('no module outside auth reads the request for the user', () => {
	const offenders = sourceFiles(/^app\/modules\/.*\.tsx?$/)
		.filter(({ file }) => !file.startsWith('app/modules/auth/') && !/\.(test|stories)\.tsx?$/.test(file))
		.flatMap(({ file, text }) => authReadersImported(text).map((name) => `${file}: ${name}`))
	expect(offenders, 'take the user as an argument: the route reads it from getRequestContext / requireUserContext').toEqual([])
})

test('the rule catches a module importing a session reader', () => {
	expect(authReadersImported("import { currentPath, requireUser } from '#app/modules/auth/auth.server.ts'")).toEqual(['requireUser'])
	expect(authReadersImported("import {\n\tgetOptionalUser,\n\tsignInRedirect,\n} from '../auth/auth.server.ts'")).toEqual(['getOptionalUser'])
	expect(authReadersImported("import { getRequestUser as user } from '#app/modules/auth/auth.server.ts'")).toEqual(['getRequestUser as user'])
	expect(authReadersImported("import { currentPath, signInRedirect } from '#app/modules/auth/auth.server.ts'")).toEqual([])
})

/**
 * The cookies that say who is asking (the shop's session, the staff console's session) are read by the auth module
 * for the request context alone: a module outside auth that reads a request's cookies, opens a session cookie or
 * asks for a session's user is working out the request's identity again. The console's routes take the member
 * of staff from `requireStaffContext` / `getOptionalStaffContext`, and the console's domain gets tokens, not
 * Requests.
 */
const REQUEST_IDENTITY_READS: ReadonlyArray<[string, RegExp]> = [
	['reads the Cookie header', /headers\.get\(\s*['"]cookie['"]\s*\)/i],
	['opens a session cookie', /\btokenCookie\s*\(|\bstaffCookie\b/],
	['reads a session from the request', /\bgetSessionUser\s*\(|\.getSession\s*\(/],
]

/** Reads not moved yet, by file, each with its reason. The list only shrinks. */
const IDENTITY_READS_NOT_MOVED_YET: Record<string, string> = {
	// The visitor's proof for one order (a signed cookie of its own, not a session); the mobile API shares its code.
	'app/modules/orders/visitor-access.server.ts': 'reads the Cookie header',
}

function identityReads(text: string) {
	return REQUEST_IDENTITY_READS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what)
}

test('no module outside auth reads the request’s cookies or sessions for who is asking', () => {
	const offenders = sourceFiles(/^app\/modules\/.*\.tsx?$/)
		.filter(({ file }) => !file.startsWith('app/modules/auth/') && !/\.(test|stories)\.tsx?$/.test(file))
		.flatMap(({ file, text }) =>
			identityReads(text)
				.filter((what) => IDENTITY_READS_NOT_MOVED_YET[file] !== what)
				.map((what) => `${file}: ${what}`),
		)
	expect(offenders, 'take the identity (or the session token) as an argument from the request context').toEqual([])
})

test('the identity-read rule catches the staff console reading its own cookie and the shop’s session', () => {
	// What app/modules/staff/staff-auth.server.ts did before the request context read the console's cookie.
	expect(identityReads("const staffCookie = tokenCookie({ name: STAFF_COOKIE_NAME, key: 'staffToken', maxAgeMs })")).toEqual([
		'opens a session cookie',
	])
	expect(identityReads('const buyer = await getSessionUser(db, request, now)')).toEqual(['reads a session from the request'])
	expect(identityReads("const header = request.headers.get('Cookie')")).toEqual(['reads the Cookie header'])
	expect(identityReads("userAgent: request.headers.get('User-Agent')")).toEqual([])
	expect(identityReads('export function readStaffSession(db: Db, token: string | null) {}')).toEqual([])
})

test('the list of identity reads not moved yet only names reads that still exist', () => {
	const files = new Map(sourceFiles(/^app\/modules\/.*\.tsx?$/).map(({ file, text }) => [file, identityReads(text)]))
	const stale = Object.entries(IDENTITY_READS_NOT_MOVED_YET).filter(([file, what]) => !(files.get(file) ?? []).includes(what))
	expect(stale).toEqual([])
})
