import { z } from 'zod'

/**
 * The profile page's forms (spec sections 3 and 5), the same schemas in the
 * browser and on the server. Messages are message ids.
 */

/** Names: required (spec section 5, "cannot be empty"); long enough for any real name. */
export const NAME_MAX_LENGTH = 50
/** Usernames: optional, 3 to 30 Latin letters, digits or underscores, kept lower-case so they are unique however typed. */
export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 30
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/
/** A profile picture may be at most 5 MB before it is re-encoded. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

function name(requiredId: string) {
	return z.string({ message: requiredId }).trim().min(1, requiredId).max(NAME_MAX_LENGTH, 'profile.name.tooLong')
}

export const ProfileSchema = z.object({
	intent: z.literal('profile'),
	firstName: name('profile.firstName.required'),
	lastName: name('profile.lastName.required'),
	/** Empty means "no username". */
	username: z
		.string()
		.trim()
		.min(USERNAME_MIN_LENGTH, 'profile.username.length')
		.max(USERNAME_MAX_LENGTH, 'profile.username.length')
		.regex(USERNAME_PATTERN, 'profile.username.characters')
		.transform((value) => value.toLowerCase())
		.optional(),
})
export type ProfileInput = z.infer<typeof ProfileSchema>

/**
 * The picture as the browser sends it. The server checks the bytes again
 * (avatar.server.ts); this only saves a pointless upload.
 */
export const AvatarSchema = z.object({
	intent: z.literal('avatar'),
	avatar: z
		.instanceof(File, { message: 'profile.avatar.required' })
		.refine((file) => file.size > 0, 'profile.avatar.required')
		.refine((file) => file.size <= AVATAR_MAX_BYTES, 'profile.avatar.tooLarge'),
})

export const ProfileActionSchema = z.discriminatedUnion('intent', [ProfileSchema, AvatarSchema])
