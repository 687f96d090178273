import { z } from 'zod'

/**
 * Spec section 5: agreeing to the deactivation terms is required to delete an
 * account. The checkbox is the confirmation without JavaScript; with it, a
 * sheet asks once more before the form is sent.
 */
export const DeactivateSchema = z.object({
	agree: z.literal('on', { message: 'logOff.agree.required' }),
})
