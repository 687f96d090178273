import { getStorage, type Storage } from '#app/providers/storage/index.server.ts'
import { stagedName, stagedNameTest } from '#app/providers/storage/staged.server.ts'
import { InquiryError, preparePhotos } from './inquiries.server.ts'
import { MAX_INQUIRY_PHOTOS } from './schema.ts'

/**
 * Inquiry photos sent ahead of the inquiry (the app's `/usb/upload/file` with type=inquiry, then saveInquiry or
 * updateInquiry naming the files): each is checked and re-encoded at once by the form's rules (preparePhotos)
 * and kept under a staged name in the private 'inquiries' folder, so only its uploader can attach it. Attaching
 * hands the bytes to saveInquiry/updateInquiry, the web's own path (checked again, stored under fresh names),
 * after which the staged copies are deleted.
 */

export type StagedInquiryPhoto = { name: string; contentType: 'image/jpeg'; byteSize: number; width: number; height: number }

/** One uploaded photo, checked and stored for its uploader. Throws InquiryError (field `photos`). */
export async function stageInquiryPhoto(userId: string, bytes: Uint8Array, storage: Storage = getStorage()): Promise<StagedInquiryPhoto> {
	const [prepared] = await preparePhotos([bytes])
	const name = await stagedName('inquiries', 'inquiry', userId, 'jpg')
	await storage.put(name, prepared!.jpeg, 'image/jpeg')
	return { name, contentType: 'image/jpeg', byteSize: prepared!.jpeg.byteLength, width: prepared!.width, height: prepared!.height }
}

/**
 * The bytes of photos `userId` staged, for saveInquiry/updateInquiry, and a function that deletes the staged
 * copies once they are saved. A name that is not one of this buyer's staged photos, or whose file is gone, is
 * refused (400) before anything is saved.
 */
export async function readStagedInquiryPhotos(
	userId: string,
	names: readonly string[],
	storage: Storage = getStorage(),
): Promise<{ photos: Uint8Array[]; release: () => Promise<void> }> {
	const unique = [...new Set(names)]
	if (unique.length > MAX_INQUIRY_PHOTOS) throw new InquiryError('inquiry.photos.tooMany', 400, 'photos')
	const isStaged = await stagedNameTest('inquiries', 'inquiry', userId, ['jpg'])
	const photos: Uint8Array[] = []
	for (const name of unique) {
		const file = isStaged(name) ? await storage.get(name) : null
		if (!file) throw new InquiryError('inquiry.photos.unknownFile', 400, 'photos')
		photos.push(new Uint8Array(await new Response(file.body).arrayBuffer()))
	}
	return {
		photos,
		release: async () => {
			await Promise.all(unique.map((name) => storage.delete(name).catch(() => undefined)))
		},
	}
}
