/**
 * Spec section 3: delivery mode 1 is a specified address, 2 is self pickup at a listed store. Apart from the
 * address forms' schemas (schema.ts), so a page that only shows an address loads no zod.
 */
export const DELIVERY_MODE_ADDRESS = 1
export const DELIVERY_MODE_PICKUP = 2
export type DeliveryModeValue = typeof DELIVERY_MODE_ADDRESS | typeof DELIVERY_MODE_PICKUP
