import { z } from 'zod'
import { AvatarError, processAvatar, saveAvatar } from '#app/modules/accounts/avatar.server.ts'
import { AVATAR_MAX_BYTES } from '#app/modules/accounts/profile.ts'
import { getAddress, listAddresses, updateAddress } from '#app/modules/addresses/addresses.server.ts'
import { AddressFormSchema } from '#app/modules/addresses/schema.ts'
import { getStorage, publicMediaUrl } from '#app/providers/storage/index.server.ts'
import { API_V1, defineCall, NoInput, RecordId } from '../define.server.ts'
import { ApiError } from '../errors.server.ts'
import { Address, address } from './orders.server.ts'

/**
 * The rest of the account (spec section 7 "addresses" and "user"): changing an address and the app's address list
 * (userAddress update, listForUwb) by the addresses module the address pages use, and the profile picture
 * (updateAvatar) by the profile page's own upload: the same 5 MB limit through the one upload helper, the same
 * content check and 600x600 re-encoding, the old picture deleted.
 */

export const ACCOUNT_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/userAddress/update`,
		group: 'addresses',
		summary: 'Change one of the buyer’s addresses (the address form’s rules; another buyer’s or a deleted one is a 404).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 422],
		request: z.object({ addressId: RecordId }).and(AddressFormSchema),
		response: Address,
		handler: async (input, context) => {
			const user = context.requireUser()
			await updateAddress(context.db, user.id, input.addressId, input)
			return address(await getAddress(context.db, user.id, input.addressId, context.locale))
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/userAddress/listForUwb`,
		group: 'addresses',
		summary: 'The buyer’s addresses for the app’s address picker: the list (default first) and which one is the default.',
		auth: 'required',
		state: 'implemented',
		request: NoInput,
		response: z.object({ items: z.array(Address), defaultAddressId: z.string().nullable() }).meta({ id: 'AddressBook' }),
		handler: async (_input, context) => {
			const items = (await listAddresses(context.db, context.requireUser().id, context.locale)).map(address)
			return { items, defaultAddressId: items.find((item) => item.isDefault)?.id ?? null }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/user/updateAvatar`,
		group: 'user',
		summary: `A new profile picture (multipart, field file; PNG, JPEG, WebP or GIF, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB), cropped to 600x600 as on the profile page; the old one is deleted.`,
		auth: 'required',
		state: 'implemented',
		errors: [413, 415],
		upload: { field: 'file', description: 'The picture.', maxFileSize: AVATAR_MAX_BYTES, maxFiles: 1, tooLargeMessageId: 'profile.avatar.tooLarge' },
		request: z.object({}),
		response: z.object({ avatar: z.string() }),
		handler: async (_input, context, files) => {
			const user = context.requireUser()
			const [file] = files
			if (!file) throw new ApiError(400, 'profile.avatar.required')
			try {
				const webp = await processAvatar(new Uint8Array(await file.arrayBuffer()))
				return { avatar: publicMediaUrl(await saveAvatar(context.db, getStorage(), user.id, webp)) }
			} catch (error) {
				if (error instanceof AvatarError) throw new ApiError(error.status, error.messageId)
				throw error
			}
		},
	}),
]
