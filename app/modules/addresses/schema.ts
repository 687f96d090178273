import { z } from 'zod'
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH, toAsciiDigits } from '#app/modules/auth/rules.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { DELIVERY_MODE_ADDRESS, DELIVERY_MODE_PICKUP } from './delivery-modes.ts'

/**
 * The address book's rules (spec sections 3 and 5), the same in the browser and on the server. Messages are
 * message ids. What the server alone can check (the province belongs to the country, the city to the province,
 * the store still takes pickups, the cap per buyer) lives in addresses.server.ts.
 */

export { DELIVERY_MODE_ADDRESS, DELIVERY_MODE_PICKUP, type DeliveryModeValue } from './delivery-modes.ts'

/** How many live addresses one buyer may keep ("address.limit"). */
export const MAX_ADDRESSES_PER_BUYER = 20
export const FULL_NAME_MAX_LENGTH = 50
export const ADDRESS_LINE_MAX_LENGTH = 200
/**
 * Spec section 5 gives phones outside login two rules: "7-13 characters" and the message "Please enter 9-13
 * digits". Both hold here: the number as typed (Arabic-Indic digits read as digits, outer spaces trimmed) is 7 to
 * 13 characters of digits, spaces, hyphens and one leading +, and has 9 to 13 digits. Any miss shows the one
 * message. So 0770 123 4567 and 07701234567 pass; 123, 0770-12 and +964 770 123 4567 (17 characters) do not.
 */
export const ADDRESS_PHONE_MIN_DIGITS = 9
export const ADDRESS_PHONE_MAX_DIGITS = 13
/** Postcodes: Iraq's are 5 digits; letters, spaces and hyphens are allowed for other countries, 3 to 10 in all. */
export const POSTCODE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z -]{1,8}[0-9A-Za-z]$/

const PHONE_CHARACTERS = /^\+?[\d -]+$/

export function isValidAddressPhone(input: string): boolean {
	const value = toAsciiDigits(input).trim()
	if (value.length < PHONE_MIN_LENGTH || value.length > PHONE_MAX_LENGTH) return false
	if (!PHONE_CHARACTERS.test(value)) return false
	const digits = value.replace(/\D/g, '').length
	return digits >= ADDRESS_PHONE_MIN_DIGITS && digits <= ADDRESS_PHONE_MAX_DIGITS
}

/** The phone as stored: ASCII digits, spaces and hyphens removed (0770 123 4567 → 07701234567). */
export function normalizeAddressPhone(input: string): string {
	return toAsciiDigits(input).trim().replace(/[\s-]/g, '')
}

/** A select or radio value: an id, or nothing chosen. */
const optionalId = z.string().trim().optional()
const optionalText = z.string().trim().optional()

/**
 * The add/edit form. Every rule is checked in one pass, so an empty form names every missing field at once.
 * Fields of the other delivery mode are ignored (they may still be filled: the form keeps what the buyer typed
 * when they switch back and forth). The output is the command for createAddress/updateAddress.
 */
export const AddressFormSchema = z
	.object({
		deliveryMode: z.string().optional(),
		fullName: optionalText,
		phone: optionalText,
		countryId: optionalId,
		provinceId: optionalId,
		cityId: optionalId,
		postcode: z
			.string()
			.transform((value) => toAsciiDigits(value).trim())
			.optional(),
		addressLine: optionalText,
		pickupStoreId: optionalId,
		isDefault: z.boolean().optional(),
	})
	.superRefine((value, context) => {
		const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
		if (value.deliveryMode !== '1' && value.deliveryMode !== '2') refuse('deliveryMode', 'address.mode.required')
		if (!value.fullName) refuse('fullName', 'address.fullName.required')
		else if (value.fullName.length > FULL_NAME_MAX_LENGTH) refuse('fullName', 'address.fullName.tooLong')
		if (!value.phone) refuse('phone', 'address.phone.required')
		else if (!isValidAddressPhone(value.phone)) refuse('phone', 'address.phone.invalid')
		if (value.deliveryMode === '2') {
			if (!value.pickupStoreId) refuse('pickupStoreId', 'address.pickupStore.required')
			return
		}
		if (value.deliveryMode !== '1') return
		if (!value.countryId) refuse('countryId', 'address.country.required')
		if (!value.provinceId) refuse('provinceId', 'address.province.required')
		if (!value.cityId) refuse('cityId', 'address.city.required')
		if (!value.postcode) refuse('postcode', 'address.postcode.required')
		else if (!POSTCODE_PATTERN.test(value.postcode)) refuse('postcode', 'address.postcode.invalid')
		if (!value.addressLine) refuse('addressLine', 'address.addressLine.required')
		else if (value.addressLine.length > ADDRESS_LINE_MAX_LENGTH) refuse('addressLine', 'address.addressLine.tooLong')
	})
	.transform((value): AddressInput => {
		const common = {
			fullName: value.fullName ?? '',
			phone: normalizeAddressPhone(value.phone ?? ''),
			isDefault: value.isDefault ?? false,
		}
		if (value.deliveryMode === '2') {
			return { ...common, deliveryMode: DELIVERY_MODE_PICKUP, pickupStoreId: value.pickupStoreId ?? '' }
		}
		return {
			...common,
			deliveryMode: DELIVERY_MODE_ADDRESS,
			countryId: value.countryId ?? '',
			provinceId: value.provinceId ?? '',
			cityId: value.cityId ?? '',
			postcode: value.postcode ?? '',
			addressLine: value.addressLine ?? '',
		}
	})

type AddressCommon = { fullName: string; phone: string; isDefault: boolean }
export type DeliveryAddressInput = AddressCommon & {
	deliveryMode: typeof DELIVERY_MODE_ADDRESS
	countryId: string
	provinceId: string
	cityId: string
	postcode: string
	addressLine: string
}
export type PickupAddressInput = AddressCommon & { deliveryMode: typeof DELIVERY_MODE_PICKUP; pickupStoreId: string }
/** What createAddress and updateAddress take. */
export type AddressInput = DeliveryAddressInput | PickupAddressInput

/** The fields a server-side refusal can point at. */
export type AddressField = 'countryId' | 'provinceId' | 'cityId' | 'pickupStoreId'

/** The list page's buttons: make an address the default, or delete it (asked once more, with or without JS). */
export const AddressListActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('setDefault'), id: z.string().min(1).max(64) }),
	z.object({ intent: z.literal('delete'), id: z.string().min(1).max(64), confirm: z.literal('yes').optional() }),
])

/** `?redirectTo=` on both pages: a same-site path only (the trade flow), else none. */
export function safeReturnPath(value: string | null | undefined): string | null {
	return safeRedirectPath(value, '') || null
}

/** Where to go after saving with `?redirectTo=`: that path, told which address was just saved. */
export function returnPathWithAddress(redirectTo: string, addressId: string): string {
	const url = new URL(redirectTo, 'http://dijla.invalid')
	url.searchParams.set('addressId', addressId)
	return `${url.pathname}${url.search}${url.hash}`
}
