import { type StorageExtension, type StorageFolder } from './storage.ts'

/**
 * Files uploaded ahead of the call that uses them (the app's `/usb/upload/file`, then a call naming the files):
 * each is kept under a random name that carries a tag of its uploader and purpose, so only the buyer who
 * uploaded a file can hand it to a later call, and a file staged for one purpose cannot be used for another.
 * The folder is a private one (slips, inquiries): a staged file is never served.
 */
async function uploaderTag(purpose: string, userId: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`staged-${purpose}:${userId}`))
	return Buffer.from(digest).toString('hex').slice(0, 16)
}

/** A fresh name for a file `userId` stages for `purpose`. */
export async function stagedName(folder: StorageFolder, purpose: string, userId: string, extension: StorageExtension): Promise<string> {
	return `${folder}/${await uploaderTag(purpose, userId)}-${crypto.randomUUID().replaceAll('-', '')}.${extension}`
}

/** Whether `name` is one `userId` could have staged for `purpose` (the file may still be gone). */
export async function stagedNameTest(
	folder: StorageFolder,
	purpose: string,
	userId: string,
	extensions: readonly StorageExtension[],
): Promise<(name: string) => boolean> {
	const pattern = new RegExp(`^${folder}/${await uploaderTag(purpose, userId)}-[a-f0-9]{32}\\.(${extensions.join('|')})$`)
	return (name) => pattern.test(name)
}
