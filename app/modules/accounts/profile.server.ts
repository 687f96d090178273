import { and, eq, ne } from 'drizzle-orm'
import { isUniqueViolation } from '#app/db/errors.server.ts'
import { type Db } from '#app/db/client.server.ts'
import { users } from '#app/db/schema/index.ts'
import { type ProfileInput } from './profile.ts'

/** The username belongs to someone else: the route answers 409 with this message next to the field. */
export class UsernameTakenError extends Error {
	override name = 'UsernameTakenError'
	readonly messageId = 'profile.username.taken'
	readonly status = 409
	constructor() {
		super('username taken')
	}
}

/** Saves the buyer's names and username. Throws UsernameTakenError when the username is someone else's. */
export async function updateProfile(db: Db, userId: string, input: Omit<ProfileInput, 'intent'>) {
	const username = input.username ?? null
	if (username) {
		const [other] = await db
			.select({ id: users.id })
			.from(users)
			.where(and(eq(users.username, username), ne(users.id, userId)))
			.limit(1)
		if (other) throw new UsernameTakenError()
	}
	try {
		await db.update(users).set({ firstName: input.firstName, lastName: input.lastName, username }).where(eq(users.id, userId))
	} catch (error) {
		// Two buyers raced for the same username; the other one won.
		if (isUniqueViolation(error)) throw new UsernameTakenError()
		throw error
	}
}
