import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { productImages, products } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { productSummaryColumns, type ProductSummary, toProductSummary } from '#app/modules/catalog/catalog.server.ts'
import { type Storage } from '#app/providers/storage/storage.ts'
import { logger } from '#app/utils/logger.server.ts'
import { describeImage, type ImageDescriptor } from './photo-descriptor.server.ts'

/**
 * Above this many differing bits (of 64) a catalogue picture is not "similar". Tuned on the 656 demo
 * pictures: a re-encoded, resized or slightly brightened copy of a picture stays within it (95th
 * percentile 3–6 bits), a 5%-cropped one too (95th percentile 8), a 10%-cropped or slightly turned photo
 * more often than not; flat walls, gradients, noise and coloured shapes stay beyond it, and only a
 * photographed text page now and then comes this close to a product picture.
 */
export const PHOTO_MATCH_MAX_DISTANCE = 8
/**
 * A photo with fewer non-flat comparisons than this (a blank wall, a black frame) says nothing about
 * its subject; every catalogue picture with a large plain background would look "close" to it.
 * Catalogue pictures have 26 or more.
 */
export const PHOTO_MIN_DETAIL = 12
export const PHOTO_RESULTS_LIMIT = 32
const MAX_RESULTS_LIMIT = 100
const BACKFILL_BATCH_SIZE = 100
const BACKFILL_CONCURRENCY = 2

export type PhotoMatch = ProductSummary & {
	/** Differing bits between the buyer's photo and the product's closest picture (0 = the same picture). */
	distance: number
}

/** Hamming distance between the `dhash` column and a query hash, as an `int`, in SQL (PostgreSQL 14+ and PGlite). */
function distanceTo(dhash: bigint) {
	return sql<number>`bit_count((${productImages.dhash} # ${dhash.toString()}::bigint)::bit(64))::int`
}

/**
 * At most this many products are ranked for one photo (closest first). Only a photo with no detail to
 * speak of comes near so many pictures, and those are refused earlier (isSearchablePhoto).
 */
const MAX_CANDIDATES = 500

/**
 * Products whose pictures look like the buyer's photo, closest first (by the best of each product's
 * pictures, then best-selling), at most `limit`. Only active products, and only pictures within
 * `maxDistance`; an empty list means nothing in the catalogue is close.
 *
 * Two steps, so the planner never mistakes the scan's few matches for a third of the table: a plain
 * scan of `product_images` (one `bit_count` per picture, parallel on PostgreSQL) gives the closest
 * products, then their cards are read by primary key. At 200,000 pictures: p95 about 45 ms on
 * PostgreSQL 15 and 70 ms on PGlite (tests/bench/parts/photo-search.ts).
 */
export async function searchByPhoto(
	db: Db,
	{
		locale,
		dhash,
		limit = PHOTO_RESULTS_LIMIT,
		maxDistance = PHOTO_MATCH_MAX_DISTANCE,
	}: { locale: Locale; dhash: bigint; limit?: number; maxDistance?: number },
): Promise<PhotoMatch[]> {
	const safeLimit = Math.min(MAX_RESULTS_LIMIT, Math.max(1, Math.floor(limit)))
	const distance = distanceTo(BigInt.asIntN(64, dhash))
	const closest = sql<number>`min(${distance})`.mapWith(Number)
	const candidates = await db
		.select({ productId: productImages.productId, distance: closest })
		.from(productImages)
		.where(sql`${productImages.dhash} is not null and ${distance} <= ${Math.max(0, Math.floor(maxDistance))}`)
		.groupBy(productImages.productId)
		.orderBy(closest)
		.limit(MAX_CANDIDATES)
	if (candidates.length === 0) return []

	const distances = new Map(candidates.map((candidate) => [candidate.productId, candidate.distance]))
	const { columns, joins } = productSummaryColumns(locale)
	let query = db.select(columns).from(products).$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query.where(and(inArray(products.id, [...distances.keys()]), eq(products.status, 'active')))
	return rows
		.map((row) => ({ ...toProductSummary(row), distance: distances.get(row.id)! }))
		.sort((a, b) => a.distance - b.distance || b.sold - a.sold || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
		.slice(0, safeLimit)
}

/** Whether a photo has enough in it to be compared at all (see PHOTO_MIN_DETAIL). */
export function isSearchablePhoto(descriptor: ImageDescriptor) {
	return descriptor.detail >= PHOTO_MIN_DETAIL
}

/* ---------------------------------------------------------------------------------------------- */

/** Computes and stores the descriptor of one product picture; call it whenever a picture is added or replaced. */
export async function describeAndStoreProductImage(db: Db, { imageId, bytes }: { imageId: string; bytes: Uint8Array }): Promise<ImageDescriptor> {
	const descriptor = await describeImage(bytes)
	await db.update(productImages).set({ dhash: descriptor.dhash }).where(eq(productImages.id, imageId))
	return descriptor
}

async function readStoredFile(storage: Storage, key: string): Promise<Uint8Array | null> {
	const file = await storage.get(key)
	if (!file) return null
	return new Uint8Array(await new Response(file.body).arrayBuffer())
}

export type BackfillResult = { described: number; failed: number }

/**
 * Computes the descriptor of every product picture that has none yet (pictures seeded or imported
 * before photo search existed), `batchSize` at a time. Safe to run at every start-up and from several
 * instances at once: it only fills empty descriptors. A picture whose file is missing or unreadable is
 * logged and left empty (it is simply not found by photo search).
 */
export async function backfillImageDescriptors(
	db: Db,
	storage: Storage,
	{ batchSize = BACKFILL_BATCH_SIZE }: { batchSize?: number } = {},
): Promise<BackfillResult> {
	const result: BackfillResult = { described: 0, failed: 0 }
	let after = ''
	for (;;) {
		const batch = await db
			.select({ id: productImages.id, storageKey: productImages.storageKey })
			.from(productImages)
			.where(and(isNull(productImages.dhash), gt(productImages.id, after)))
			.orderBy(asc(productImages.id))
			.limit(batchSize)
		if (batch.length === 0) return result
		after = batch.at(-1)!.id

		const described: Array<{ id: string; dhash: bigint }> = []
		let next = 0
		const worker = async () => {
			while (next < batch.length) {
				const image = batch[next++]!
				try {
					const bytes = await readStoredFile(storage, image.storageKey)
					if (!bytes) throw new Error('file not found')
					described.push({ id: image.id, dhash: (await describeImage(bytes)).dhash })
				} catch (error) {
					result.failed++
					logger.warn({ err: error, imageId: image.id, key: image.storageKey }, 'photo search: could not describe a product picture')
				}
			}
		}
		await Promise.all(Array.from({ length: BACKFILL_CONCURRENCY }, worker))

		if (described.length > 0) {
			const values = sql.join(
				described.map(({ id, dhash }) => sql`(${id}, ${dhash.toString()}::bigint)`),
				sql`, `,
			)
			await db.execute(sql`
				update ${productImages} set dhash = described.dhash, updated_at = now()
				from (values ${values}) as described(id, dhash)
				where ${productImages.id} = described.id and ${productImages.dhash} is null`)
			result.described += described.length
		}
	}
}
