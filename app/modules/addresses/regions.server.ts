import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Db } from '#app/db/client.server.ts'
import { LOCALES, type Locale, pickupStores, pickupStoreTexts, type RegionLevel, regions, regionTexts } from '#app/db/schema/index.ts'
import { COUNTRIES, PICKUP_STORES } from './regions-data.ts'

/**
 * Regions (getByParentId) and pickup stores: reading them in the buyer's language, and loading them from
 * regions-data.ts. Names fall back requested locale → en → ar → the code.
 */

export type RegionOption = { id: string; code: string; level: RegionLevel; name: string }

/** The region-name expression with its fallback, over three aliased joins of region_texts. */
function regionNameJoins(locale: Locale) {
	const wanted = alias(regionTexts, 'region_name_wanted')
	const english = alias(regionTexts, 'region_name_en')
	const arabic = alias(regionTexts, 'region_name_ar')
	return {
		wanted,
		english,
		arabic,
		name: sql<string>`coalesce(${wanted.name}, ${english.name}, ${arabic.name}, ${regions.code})`,
		on: {
			wanted: and(eq(wanted.regionId, regions.id), eq(wanted.locale, locale)) as SQL,
			english: and(eq(english.regionId, regions.id), eq(english.locale, 'en')) as SQL,
			arabic: and(eq(arabic.regionId, regions.id), eq(arabic.locale, 'ar')) as SQL,
		},
	}
}

function selectRegions(db: Db, locale: Locale) {
	const names = regionNameJoins(locale)
	return db
		.select({ id: regions.id, code: regions.code, level: regions.level, name: names.name })
		.from(regions)
		.leftJoin(names.wanted, names.on.wanted)
		.leftJoin(names.english, names.on.english)
		.leftJoin(names.arabic, names.on.arabic)
		.$dynamic()
}

/**
 * getByParentId: the countries (no parent), a country's provinces or a province's cities, in their set order.
 * An unknown parent simply has no children.
 */
export async function listRegions(db: Db, { parentId, locale }: { parentId: string | null; locale: Locale }): Promise<RegionOption[]> {
	return selectRegions(db, locale)
		.where(parentId ? eq(regions.parentId, parentId) : isNull(regions.parentId))
		.orderBy(asc(regions.sort), asc(regions.code))
}

/** Several regions by id, in the buyer's language (an address's country, province and city). */
export async function getRegions(db: Db, ids: readonly string[], locale: Locale): Promise<Map<string, RegionOption>> {
	const unique = [...new Set(ids)]
	if (unique.length === 0) return new Map()
	const rows = await selectRegions(db, locale).where(inArray(regions.id, unique))
	return new Map(rows.map((row) => [row.id, row]))
}

/** The chain a form needs: the region rows of the given ids with their parents, to check the cascade. */
export async function getRegionParents(db: Db, ids: readonly string[]) {
	const unique = [...new Set(ids.filter(Boolean))]
	if (unique.length === 0) return new Map<string, { id: string; parentId: string | null; level: RegionLevel }>()
	const rows = await db.select({ id: regions.id, parentId: regions.parentId, level: regions.level }).from(regions).where(inArray(regions.id, unique))
	return new Map(rows.map((row) => [row.id, row]))
}

export type PickupStoreView = {
	id: string
	code: string
	name: string
	address: string
	hours: string
	phone: string
	provinceId: string
	active: boolean
}

function selectStores(db: Db, locale: Locale) {
	const wanted = alias(pickupStoreTexts, 'store_text_wanted')
	const english = alias(pickupStoreTexts, 'store_text_en')
	const arabic = alias(pickupStoreTexts, 'store_text_ar')
	const text = (column: 'name' | 'address' | 'hours') =>
		sql<string>`coalesce(${wanted[column]}, ${english[column]}, ${arabic[column]}, ${pickupStores.code})`
	return db
		.select({
			id: pickupStores.id,
			code: pickupStores.code,
			name: text('name'),
			address: text('address'),
			hours: text('hours'),
			phone: pickupStores.phone,
			provinceId: pickupStores.regionId,
			active: pickupStores.active,
		})
		.from(pickupStores)
		.leftJoin(wanted, and(eq(wanted.storeId, pickupStores.id), eq(wanted.locale, locale)))
		.leftJoin(english, and(eq(english.storeId, pickupStores.id), eq(english.locale, 'en')))
		.leftJoin(arabic, and(eq(arabic.storeId, pickupStores.id), eq(arabic.locale, 'ar')))
		.$dynamic()
}

/** The stores a buyer can choose for self pickup, in their set order. */
export async function listPickupStores(db: Db, locale: Locale): Promise<PickupStoreView[]> {
	return selectStores(db, locale).where(eq(pickupStores.active, true)).orderBy(asc(pickupStores.sort), asc(pickupStores.code))
}

/** Stores by id, open or closed (an old address may name a store that no longer takes pickups). */
export async function getPickupStores(db: Db, ids: readonly string[], locale: Locale): Promise<Map<string, PickupStoreView>> {
	const unique = [...new Set(ids)]
	if (unique.length === 0) return new Map()
	const rows = await selectStores(db, locale).where(inArray(pickupStores.id, unique))
	return new Map(rows.map((row) => [row.id, row]))
}

type RegionRow = { code: string; parentCode: string | null; level: RegionLevel; sort: number; names: Record<Locale, string> }

function regionRows(): RegionRow[] {
	const rows: RegionRow[] = []
	COUNTRIES.forEach((country, countryIndex) => {
		rows.push({ code: country.code, parentCode: null, level: 'country', sort: countryIndex, names: country.names })
		country.provinces.forEach((province, provinceIndex) => {
			rows.push({ code: province.code, parentCode: country.code, level: 'province', sort: provinceIndex, names: province.names })
			province.cities.forEach((city, cityIndex) => {
				rows.push({ code: city.code, parentCode: province.code, level: 'city', sort: cityIndex, names: city.names })
			})
		})
	})
	return rows
}

/**
 * Loads the countries, provinces, cities and pickup stores of regions-data.ts, matching on their codes.
 * Idempotent and cheap to run on every start: rows already right are left alone; names, order and store
 * details that changed in the data are updated. Nothing is ever deleted (addresses point at regions).
 */
export async function seedRegions(db: Db): Promise<{ regions: number; stores: number }> {
	const rows = regionRows()
	return db.transaction(async (tx) => {
		const ids = new Map<string, string>()
		for (const level of ['country', 'province', 'city'] as const) {
			const values = rows
				.filter((row) => row.level === level)
				.map((row) => {
					const parentId = row.parentCode ? ids.get(row.parentCode) : null
					if (parentId === undefined) throw new Error(`region ${row.code}: parent ${row.parentCode} missing`)
					return { code: row.code, parentId, level, sort: row.sort }
				})
			if (values.length === 0) continue
			await tx
				.insert(regions)
				.values(values)
				.onConflictDoUpdate({
					target: regions.code,
					set: { parentId: sql`excluded.parent_id`, level: sql`excluded.level`, sort: sql`excluded.sort`, updatedAt: sql`now()` },
					setWhere: sql`(${regions.parentId}, ${regions.level}, ${regions.sort}) is distinct from (excluded.parent_id, excluded.level, excluded.sort)`,
				})
			const saved = await tx
				.select({ id: regions.id, code: regions.code })
				.from(regions)
				.where(
					inArray(
						regions.code,
						values.map((value) => value.code),
					),
				)
			for (const row of saved) ids.set(row.code, row.id)
		}

		const texts = rows.flatMap((row) => LOCALES.map((locale) => ({ regionId: ids.get(row.code) ?? '', locale, name: row.names[locale] })))
		await tx
			.insert(regionTexts)
			.values(texts)
			.onConflictDoUpdate({
				target: [regionTexts.regionId, regionTexts.locale],
				set: { name: sql`excluded.name`, updatedAt: sql`now()` },
				setWhere: sql`${regionTexts.name} is distinct from excluded.name`,
			})

		const storeValues = PICKUP_STORES.map((store, index) => {
			const regionId = ids.get(store.provinceCode)
			if (!regionId) throw new Error(`pickup store ${store.code}: province ${store.provinceCode} missing`)
			return { code: store.code, regionId, phone: store.phone, sort: index }
		})
		if (storeValues.length > 0) {
			await tx
				.insert(pickupStores)
				.values(storeValues)
				.onConflictDoUpdate({
					target: pickupStores.code,
					set: { regionId: sql`excluded.region_id`, phone: sql`excluded.phone`, sort: sql`excluded.sort`, updatedAt: sql`now()` },
					setWhere: sql`(${pickupStores.regionId}, ${pickupStores.phone}, ${pickupStores.sort}) is distinct from (excluded.region_id, excluded.phone, excluded.sort)`,
				})
			const stores = await tx
				.select({ id: pickupStores.id, code: pickupStores.code })
				.from(pickupStores)
				.where(
					inArray(
						pickupStores.code,
						storeValues.map((store) => store.code),
					),
				)
			const storeIds = new Map(stores.map((store) => [store.code, store.id]))
			await tx
				.insert(pickupStoreTexts)
				.values(
					PICKUP_STORES.flatMap((store) => LOCALES.map((locale) => ({ storeId: storeIds.get(store.code) ?? '', locale, ...store.texts[locale] }))),
				)
				.onConflictDoUpdate({
					target: [pickupStoreTexts.storeId, pickupStoreTexts.locale],
					set: { name: sql`excluded.name`, address: sql`excluded.address`, hours: sql`excluded.hours`, updatedAt: sql`now()` },
					setWhere: sql`(${pickupStoreTexts.name}, ${pickupStoreTexts.address}, ${pickupStoreTexts.hours}) is distinct from (excluded.name, excluded.address, excluded.hours)`,
				})
		}
		return { regions: rows.length, stores: storeValues.length }
	})
}

/** What the cascading selects show: every country, the chosen country's provinces, the chosen province's cities. */
export type RegionChoices = {
	countryId: string
	provinceId: string
	countries: RegionOption[]
	provinces: RegionOption[]
	cities: RegionOption[]
}

/**
 * The options for a country and province as chosen (either may be empty). A province that is not in the
 * country is dropped, so the cities shown always belong to what is shown above them. With a single country,
 * it is chosen when none is.
 */
export async function loadRegionChoices(
	db: Db,
	locale: Locale,
	chosen: { countryId?: string | null; provinceId?: string | null },
): Promise<RegionChoices> {
	const countries = await listRegions(db, { parentId: null, locale })
	let countryId = countries.some((country) => country.id === chosen.countryId) ? (chosen.countryId ?? '') : ''
	if (!countryId && !chosen.countryId && countries.length === 1) countryId = countries[0]?.id ?? ''
	const provinces = countryId ? await listRegions(db, { parentId: countryId, locale }) : []
	const provinceId = provinces.some((province) => province.id === chosen.provinceId) ? (chosen.provinceId ?? '') : ''
	const cities = provinceId ? await listRegions(db, { parentId: provinceId, locale }) : []
	return { countryId, provinceId, countries, provinces, cities }
}
