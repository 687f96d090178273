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
