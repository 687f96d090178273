import { forgetAddresses } from '#app/modules/addresses/addresses.server.ts'
import { eq, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { oauthAccounts, retiredIdentities, users } from '#app/db/schema/index.ts'
import { endAllSessions } from '#app/modules/auth/session.server.ts'
import { type Storage } from '#app/providers/storage/index.server.ts'
import { deleteAvatarFile } from './avatar.server.ts'
import { identityHash } from '#app/modules/auth/users.server.ts'

export type DeactivationResult = {
	/** How many phone numbers and e-mail addresses were retired (as hashes). */
	retiredIdentities: number
	/** How many signed-in browsers were signed out. */
	endedSessions: number
}

/**
 * Deletes a buyer's account (spec section 2, log-off), in one transaction:
 *
 * - each phone and e-mail of the account (and of its Google/Apple links) is kept
 *   only as `identityHash` in `retired_identities`, with the account's
 *   `identity_first_seen_at` (the earliest wins when the identity was retired
 *   before), so signing up again is never "new user" for campaigns and coupons;
 * - the user row is anonymised: names, username, phone, e-mail, password,
 *   picture and UTM source are cleared, the status becomes 'deactivated';
 * - every session and every social link is deleted, so nothing signs in as it.
 *
 * The row itself stays, so what the buyer did keeps its owner: orders, payments,
 * bank slips, inquiries and chat messages (their tables, when they land, keep
 * pointing at this id and are never deleted by this; DESIGN.md section 4).
 *
 * The picture file is deleted after the commit. Returns null when there is no
 * active account with this id (already deleted, say by a second tap).
 */
export async function deactivateAccount(
	db: Db,
	userId: string,
	{ storage, now = new Date() }: { storage: Storage; now?: Date },
): Promise<DeactivationResult | null> {
	const outcome = await db.transaction(async (tx) => {
		const [user] = await tx
			.select({
				status: users.status,
				phone: users.phone,
				email: users.email,
				avatarKey: users.avatarKey,
				identityFirstSeenAt: users.identityFirstSeenAt,
			})
			.from(users)
			.where(eq(users.id, userId))
			.for('update')
		if (!user || user.status !== 'active') return null

		const linked = await tx.select({ email: oauthAccounts.email }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId))
		const identities = new Set(
			[user.phone, user.email, ...linked.map((link) => link.email?.trim().toLowerCase())].filter((identity): identity is string => Boolean(identity)),
		)
		// Addresses stay (orders point at them) but lose the name, phone and street.
		await forgetAddresses(tx, userId)
		if (identities.size > 0) {
			await tx
				.insert(retiredIdentities)
				.values(
					[...identities].map((identity) => ({
						identityHash: identityHash(identity),
						firstSeenAt: user.identityFirstSeenAt,
						retiredAt: now,
					})),
				)
				.onConflictDoUpdate({
					target: retiredIdentities.identityHash,
					set: {
						firstSeenAt: sql`least(${retiredIdentities.firstSeenAt}, excluded.first_seen_at)`,
						retiredAt: sql`excluded.retired_at`,
						updatedAt: now,
					},
				})
		}

		await tx
			.update(users)
			.set({
				firstName: null,
				lastName: null,
				username: null,
				phone: null,
				email: null,
				passwordHash: null,
				avatarKey: null,
				utmSource: null,
				status: 'deactivated',
				deactivatedAt: now,
			})
			.where(eq(users.id, userId))
		const endedSessions = await endAllSessions(tx, userId)
		await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId))
		return { avatarKey: user.avatarKey, result: { retiredIdentities: identities.size, endedSessions } }
	})
	if (!outcome) return null
	if (outcome.avatarKey) await deleteAvatarFile(storage, outcome.avatarKey)
	return outcome.result
}
