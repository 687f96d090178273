import { z } from 'zod'
import { GROUP_NAME_MAX_LENGTH, ID_PATTERN, MAX_FAVORITE_GROUPS, MAX_LISTED_PAGES, MAX_SELECTION } from './favorites.ts'

/** The favourites pages' forms: the same schemas in the browser and on the server. Errors are message ids. */

export const ProductIdSchema = z.string().trim().regex(ID_PATTERN)

export const GroupIdSchema = ProductIdSchema

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** A group name: spaces collapsed and trimmed, 1 to 30 characters, no control characters. Errors are message ids. */
export const GroupNameSchema = z
	.string({ message: 'favorites.group.name.required' })
	.transform((value) => value.replace(/\s+/g, ' ').trim())
	.pipe(
		z
			.string()
			.min(1, 'favorites.group.name.required')
			.refine((value) => [...value].length <= GROUP_NAME_MAX_LENGTH, 'favorites.group.name.tooLong')
			.refine((value) => !CONTROL_CHARACTERS.test(value), 'favorites.group.name.invalid'),
	)

export const CreateGroupSchema = z.object({ intent: z.literal('create'), name: GroupNameSchema })
export const RenameGroupSchema = z.object({ intent: z.literal('rename'), groupId: GroupIdSchema, name: GroupNameSchema })

/** Form values may come once or several times (`productId=a&productId=b`): always a list. */
export const SelectionSchema = z.preprocess(
	(value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
	z.array(ProductIdSchema).max(MAX_SELECTION),
)

/** The favourites route's action: the heart (add, remove), the group sheet (move) and select mode (remove, move). */
export const FavoritesActionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('add'),
		productId: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), ProductIdSchema),
		targetGroupId: GroupIdSchema.optional(),
	}),
	z.object({ intent: z.literal('remove'), productId: SelectionSchema }),
	z.object({ intent: z.literal('move'), productId: SelectionSchema, targetGroupId: GroupIdSchema }),
])

/** The groups page's buttons other than create and rename (those have their own forms). */
export const GroupChangeSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('move-up'), groupId: GroupIdSchema }),
	z.object({ intent: z.literal('move-down'), groupId: GroupIdSchema }),
	z.object({ intent: z.literal('delete'), groupId: GroupIdSchema }),
	z.object({ intent: z.literal('reorder'), order: z.array(GroupIdSchema).min(1).max(MAX_FAVORITE_GROUPS) }),
])

/** `?groupId=&page=&select=` of the favourites page; a malformed group id is a 404 like an unknown one. */
export const FavoritesQuerySchema = z.object({
	groupId: GroupIdSchema.optional(),
	page: z.coerce.number().int().min(1).max(MAX_LISTED_PAGES).catch(1),
})
