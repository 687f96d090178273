import { z } from 'zod'
import { toAsciiDigits } from '#app/modules/auth/rules.ts'
import { isSearchPhotoId } from '#app/modules/search/photo-upload.ts'

/**
 * A sourcing inquiry's rules (spec section 3, "Product request"), the same in the browser and on the server.
 * Messages are message ids. What only the server can check (the photo count with those already saved, the
 * photos' content, the inquiry is the buyer's and still open) lives in inquiries.server.ts.
 */

export const INQUIRY_DESCRIPTION_MIN_LENGTH = 5
export const INQUIRY_DESCRIPTION_MAX_LENGTH = 1000
/** Attribute rows (colour, size, material…) one inquiry may carry. */
export const MAX_INQUIRY_ATTRIBUTES = 8
export const INQUIRY_ATTRIBUTE_NAME_MAX_LENGTH = 40
export const INQUIRY_ATTRIBUTE_VALUE_MAX_LENGTH = 120
/** Photos one inquiry may carry (issue 5). */
export const MAX_INQUIRY_PHOTOS = 6
export const MAX_INQUIRY_QUANTITY = 10_000_000
/** IQD per unit; a billion dinars is far beyond any wholesale unit price. */
export const MAX_TARGET_UNIT_PRICE = 1_000_000_000
/** Inquiries per page of the list. */
export const INQUIRY_PAGE_SIZE = 20

/** A whole number as a buyer types it: Arabic-Indic digits, thousands separators and spaces allowed. */
function parseWholeNumber(input: string): number | null {
	const cleaned = toAsciiDigits(input).replace(/[\s,،٬.'’]/g, '')
	if (!/^\d{1,12}$/.test(cleaned)) return null
	return Number(cleaned)
}

const optionalText = z.string().trim().optional()

const AttributeSchema = z.object({ name: optionalText, value: optionalText })

/**
 * The add/edit form. Every rule is checked in one pass, so an empty form names every missing field at
 * once. Attribute rows left empty are dropped; a row with only a name or only a value is an error.
 */
export const InquiryFormSchema = z
	.object({
		description: optionalText,
		attributes: z.array(AttributeSchema).max(MAX_INQUIRY_ATTRIBUTES).optional(),
		estimatedQuantity: optionalText,
		targetUnitPrice: optionalText,
		/** Edit: saved photos to remove. */
		removeImageIds: z.array(z.string().min(1).max(64)).max(MAX_INQUIRY_PHOTOS).optional(),
		/** The photo of a search without a match, to start the inquiry with. */
		searchPhotoId: z.string().optional(),
	})
	.superRefine((value, context) => {
		const refuse = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message })
		if (!value.description) refuse(['description'], 'inquiry.description.required')
		else if (value.description.length < INQUIRY_DESCRIPTION_MIN_LENGTH) refuse(['description'], 'inquiry.description.tooShort')
		else if (value.description.length > INQUIRY_DESCRIPTION_MAX_LENGTH) refuse(['description'], 'inquiry.description.tooLong')

		for (const [index, attribute] of (value.attributes ?? []).entries()) {
			if (!attribute.name && !attribute.value) continue
			if (!attribute.name) refuse(['attributes', index, 'name'], 'inquiry.attribute.nameRequired')
			else if (attribute.name.length > INQUIRY_ATTRIBUTE_NAME_MAX_LENGTH) refuse(['attributes', index, 'name'], 'inquiry.attribute.tooLong')
			if (!attribute.value) refuse(['attributes', index, 'value'], 'inquiry.attribute.valueRequired')
			else if (attribute.value.length > INQUIRY_ATTRIBUTE_VALUE_MAX_LENGTH) refuse(['attributes', index, 'value'], 'inquiry.attribute.tooLong')
		}

		if (!value.estimatedQuantity) refuse(['estimatedQuantity'], 'inquiry.quantity.required')
		else {
			const quantity = parseWholeNumber(value.estimatedQuantity)
			if (quantity === null || quantity < 1 || quantity > MAX_INQUIRY_QUANTITY) refuse(['estimatedQuantity'], 'inquiry.quantity.invalid')
		}
		if (value.targetUnitPrice) {
			const price = parseWholeNumber(value.targetUnitPrice)
			if (price === null || price < 1 || price > MAX_TARGET_UNIT_PRICE) refuse(['targetUnitPrice'], 'inquiry.price.invalid')
		}
	})
	.transform(
		(value): InquiryInput => ({
			description: value.description ?? '',
			attributes: (value.attributes ?? [])
				.filter((attribute) => attribute.name && attribute.value)
				.map((attribute) => ({ name: attribute.name ?? '', value: attribute.value ?? '' })),
			estimatedQuantity: parseWholeNumber(value.estimatedQuantity ?? '') ?? 0,
			targetUnitPrice: value.targetUnitPrice ? parseWholeNumber(value.targetUnitPrice) : null,
			removeImageIds: value.removeImageIds ?? [],
			searchPhotoId: isSearchPhotoId(value.searchPhotoId) ? value.searchPhotoId : null,
		}),
	)

/** What saveInquiry and updateInquiry take (photos travel apart, as files). */
export type InquiryInput = {
	description: string
	attributes: Array<{ name: string; value: string }>
	estimatedQuantity: number
	/** IQD per unit, or null when the buyer leaves it to Dijla. */
	targetUnitPrice: number | null
	removeImageIds: string[]
	searchPhotoId: string | null
}

/** The details page's buttons: delete (asked once more, with or without JavaScript). */
export const InquiryDetailsActionSchema = z.object({
	intent: z.literal('delete'),
	confirm: z.literal('yes').optional(),
})
