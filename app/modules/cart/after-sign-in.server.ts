import { type Db } from '#app/db/client.server.ts'
import { type AfterSignIn } from '#app/modules/auth/login-events.ts'
import { addCart, CartError } from './cart.server.ts'

/**
 * The "add to cart" that asked the visitor to sign in, done for the buyer they now are; the toast says what
 * happened: signed in and the line is in the cart, signed in but the line could not be added, or just signed in.
 */
export async function finishAfterSignIn(db: Db, userId: string, after: Partial<AfterSignIn> | undefined) {
	if (!after?.addSkuId || !after.addQuantity) return { messageId: 'auth.signedIn', tone: 'success' } as const
	try {
		await addCart(db, { userId, skuId: after.addSkuId, quantity: after.addQuantity })
		return { messageId: 'auth.signedIn.cartAdded', tone: 'success' } as const
	} catch (error) {
		if (!(error instanceof CartError)) throw error
		return { messageId: 'auth.signedIn.cartFailed', tone: 'danger' } as const
	}
}
