import { z } from 'zod'
import { type Db } from '#app/db/client.server.ts'
import { mergeDeviceFavorites } from '#app/modules/favorites/favorites.server.ts'
import { ProductIdSchema } from '#app/modules/favorites/schema.ts'
import { MAX_DEVICE_FAVORITES, MAX_DEVICE_HISTORY } from './device-store.ts'
import { mergeDeviceHistory } from './history.server.ts'

/** The largest body a device may send at sign-in: full device lists are about 30 KB. */
export const MAX_DEVICE_SYNC_BYTES = 64 * 1024

const Time = z.number().int().nonnegative().max(8.64e15)

/** What `DeviceSync` posts: the device's lists, no longer than a device keeps them. */
export const DeviceSyncSchema = z.object({
	favorites: z
		.array(z.object({ productId: ProductIdSchema, addedAt: Time.optional() }))
		.max(MAX_DEVICE_FAVORITES)
		.default([]),
	history: z
		.array(z.object({ productId: ProductIdSchema, viewedAt: Time }))
		.max(MAX_DEVICE_HISTORY)
		.default([]),
})
export type DeviceSyncInput = z.infer<typeof DeviceSyncSchema>

/** Merges a visitor's device lists into the signed-in buyer's account; safe to repeat. */
export async function syncDevice(db: Db, userId: string, input: DeviceSyncInput, now: Date = new Date()) {
	const favorites = await mergeDeviceFavorites(db, { userId, entries: input.favorites, now })
	const history = await mergeDeviceHistory(db, { userId, entries: input.history, now })
	return { favorites, history }
}
