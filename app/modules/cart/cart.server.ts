import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { cartItems, productImages, products, skus, users } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { mediaUrl, productSummaryColumns } from '#app/modules/catalog/catalog.server.ts'
import { checkQuantity, type QuantityProblem } from '#app/modules/catalog/sku-selection.ts'
import { type CartMessage, MAX_CART_LINES } from './cart.ts'
import { getSkuLabels } from '#app/modules/catalog/sku-labels.server.ts'

/**
 * The buyer's cart (spec section 7: cart addCart). One line per SKU: adding a SKU that is already there adds
 * to its quantity. Every quantity stays within the product's minimum order and the SKU's stock at the time
 * ("product quantity cannot be 0"); stock is not reserved by a cart, so the trade flow checks it again and
 * placeOrder takes it atomically. Commands lock the buyer's row first, so one buyer's changes happen one at a
 * time and the line cap holds. Signed-in buyers only: a visitor is asked to sign in by the route.
 */

/** A refusal the route shows as a toast (and next to the line) with its status; never a 500. */
export class CartError extends Error {
	override name = 'CartError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly values?: Record<string, number>,
	) {
		super(messageId)
	}

	get cartMessage(): CartMessage {
		return this.values ? { id: this.messageId, values: this.values } : { id: this.messageId }
	}
}

/** No such line in this buyer's cart: someone else's, already removed, or made up. The route answers 404. */
export class CartLineNotFoundError extends CartError {
	override name = 'CartLineNotFoundError'
	constructor() {
		super('cart.line.notFound', 404)
	}
}

/** What a buyer sees of one cart line, named in their language, priced now. */
export type CartLineView = {
	id: string
	skuId: string
	productId: string
	title: string
	/** The SKU's attribute values, "Red / XL" ('' for a product without options). */
	skuLabel: string
	imageUrl: string | null
	/** What one piece costs now (the promotion price when there is one), IQD. */
	unitPrice: number
	/** The list price, when a promotion makes `unitPrice` lower. */
	listPrice: number | null
	quantity: number
	minOrderQty: number
	stock: number
	/** Can still be bought: the product is on sale, the SKU active and in stock. */
	available: boolean
	/** Why the line cannot be checked out as it is (sold out, below the minimum, more than the stock). */
	problem: CartMessage | null
}

function problemMessage(problem: QuantityProblem): CartMessage {
	switch (problem.id) {
		case 'product.quantity.zero':
			return { id: problem.id }
		case 'product.quantity.belowMinimum':
			return { id: problem.id, values: { minimum: problem.minimum } }
		case 'product.quantity.aboveStock':
			return { id: problem.id, values: { stock: problem.stock } }
	}
}

function problemError(problem: QuantityProblem): CartError {
	const message = problemMessage(problem)
	return new CartError(message.id, 422, message.values)
}

/** A positive whole number, or "quantity cannot be 0" (spec section 5). */
function requireQuantity(quantity: number) {
	if (!Number.isInteger(quantity) || quantity <= 0) throw new CartError('product.quantity.zero', 422)
}

async function lockBuyer(tx: DbTransaction, userId: string) {
	const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
	if (!user) throw new CartLineNotFoundError()
}

type SkuFacts = { skuId: string; productId: string; stock: number; minOrderQty: number; onSale: boolean }

async function skuFacts(tx: DbTransaction, skuId: string): Promise<SkuFacts | null> {
	const [row] = await tx
		.select({
			skuId: skus.id,
			productId: skus.productId,
			stock: skus.stock,
			minOrderQty: products.minOrderQty,
			skuActive: skus.active,
			status: products.status,
		})
		.from(skus)
		.innerJoin(products, eq(products.id, skus.productId))
		.where(eq(skus.id, skuId))
		.limit(1)
	if (!row) return null
	return {
		skuId: row.skuId,
		productId: row.productId,
		stock: row.stock,
		minOrderQty: row.minOrderQty,
		onSale: row.skuActive && row.status === 'active',
	}
}

/**
 * addCart: puts `quantity` pieces of a SKU in the buyer's cart, on top of what is already there. The total
 * must reach the minimum order and stay within the stock; otherwise nothing changes and the refusal says why.
 */
export async function addCart(
	db: Db,
	{ userId, skuId, quantity }: { userId: string; skuId: string; quantity: number },
): Promise<{ lineId: string; quantity: number; merged: boolean }> {
	requireQuantity(quantity)
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const sku = await skuFacts(tx, skuId)
		if (!sku?.onSale) throw new CartError('cart.unavailable', 404)
		if (sku.stock <= 0) throw new CartError('cart.soldOut', 422)
		const [existing] = await tx
			.select({ id: cartItems.id, quantity: cartItems.quantity })
			.from(cartItems)
			.where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)))
			.limit(1)
		const total = (existing?.quantity ?? 0) + quantity
		const checked = checkQuantity(total, { minimum: sku.minOrderQty, stock: sku.stock })
		if (checked.problem) {
			if (existing && checked.problem.id === 'product.quantity.aboveStock') {
				throw new CartError('cart.add.aboveStock', 422, { inCart: existing.quantity, stock: sku.stock })
			}
			throw problemError(checked.problem)
		}
		if (existing) {
			await tx.update(cartItems).set({ quantity: total }).where(eq(cartItems.id, existing.id))
			return { lineId: existing.id, quantity: total, merged: true }
		}
		const [lines] = await tx.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, userId))
		if ((lines?.total ?? 0) >= MAX_CART_LINES) throw new CartError('cart.full', 422, { max: MAX_CART_LINES })
		const [line] = await tx.insert(cartItems).values({ userId, productId: sku.productId, skuId, quantity: total }).returning({ id: cartItems.id })
		if (!line) throw new Error('cart line not inserted')
		return { lineId: line.id, quantity: total, merged: false }
	})
}

/** Sets one line's quantity (the cart's stepper), within the minimum order and the stock. */
export async function updateCartQuantity(
	db: Db,
	{ userId, lineId, quantity }: { userId: string; lineId: string; quantity: number },
): Promise<{ lineId: string; quantity: number }> {
	requireQuantity(quantity)
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const [line] = await tx
			.select({ id: cartItems.id, skuId: cartItems.skuId })
			.from(cartItems)
			.where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
			.limit(1)
		if (!line) throw new CartLineNotFoundError()
		const sku = await skuFacts(tx, line.skuId)
		if (!sku?.onSale) throw new CartError('cart.unavailable', 404)
		if (sku.stock <= 0) throw new CartError('cart.soldOut', 422)
		const checked = checkQuantity(quantity, { minimum: sku.minOrderQty, stock: sku.stock })
		if (checked.problem) throw problemError(checked.problem)
		await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id))
		return { lineId: line.id, quantity }
	})
}

/**
 * Removes the chosen lines of the buyer's cart; ids of other buyers' lines remove nothing. Nothing chosen is
 * refused with spec section 5's "select a product before deleting". Returns how many lines went.
 */
export async function removeCartLines(db: Db, { userId, lineIds }: { userId: string; lineIds: readonly string[] }): Promise<number> {
	if (lineIds.length === 0) throw new CartError('cart.select.beforeDelete', 422)
	const removed = await db
		.delete(cartItems)
		.where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...new Set(lineIds)])))
		.returning({ id: cartItems.id })
	return removed.length
}

/** How many lines the buyer's cart holds (the cart icon's badge). */
export async function countCart(db: Db, userId: string): Promise<number> {
	const [row] = await db.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, userId))
	return row?.total ?? 0
}

/**
 * The buyer's cart, newest line first, each named in `locale` (the catalogue's fallback chain), with the SKU's
 * own picture (else the product's first), today's price, and what stands in the way of buying it.
 */
export async function listCart(db: Db, { userId, locale }: { userId: string; locale: Locale }): Promise<CartLineView[]> {
	const { columns, joins } = productSummaryColumns(locale)
	let query = db
		.select({
			id: cartItems.id,
			skuId: cartItems.skuId,
			productId: cartItems.productId,
			quantity: cartItems.quantity,
			title: columns.title,
			productImageKey: sql<
				string | null
			>`(select ${productImages.storageKey} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.sort} limit 1)`,
			skuImageKey: skus.imageKey,
			price: skus.price,
			promotionPrice: skus.promotionPrice,
			stock: skus.stock,
			skuActive: skus.active,
			status: products.status,
			minOrderQty: products.minOrderQty,
		})
		.from(cartItems)
		.innerJoin(skus, eq(skus.id, cartItems.skuId))
		.innerJoin(products, eq(products.id, cartItems.productId))
		.$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query.where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.createdAt), asc(cartItems.id))
	const labels = await getSkuLabels(
		db,
		rows.map((row) => row.skuId),
		locale,
	)
	return rows.map((row) => {
		const onSale = row.skuActive && row.status === 'active'
		const unitPrice = row.promotionPrice ?? row.price
		let problem: CartMessage | null = null
		if (!onSale) problem = { id: 'cart.unavailable' }
		else if (row.stock <= 0) problem = { id: 'cart.soldOut' }
		else {
			const checked = checkQuantity(row.quantity, { minimum: row.minOrderQty, stock: row.stock })
			if (checked.problem) problem = problemMessage(checked.problem)
		}
		return {
			id: row.id,
			skuId: row.skuId,
			productId: row.productId,
			title: row.title,
			skuLabel: labels.get(row.skuId) ?? '',
			imageUrl: mediaUrl(row.skuImageKey ?? row.productImageKey),
			unitPrice,
			listPrice: row.promotionPrice !== null && row.promotionPrice < row.price ? row.price : null,
			quantity: row.quantity,
			minOrderQty: row.minOrderQty,
			stock: row.stock,
			available: onSale && row.stock > 0,
			problem,
		}
	})
}

/**
 * The lines to check out, as the trade flow takes them (SKU and quantity), in cart order. Lines of other
 * buyers and unknown ids are left out; nothing left is refused ("select a product first").
 */
export async function cartCheckoutLines(
	db: Db,
	{ userId, lineIds }: { userId: string; lineIds: readonly string[] },
): Promise<Array<{ skuId: string; quantity: number }>> {
	const rows =
		lineIds.length === 0
			? []
			: await db
					.select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
					.from(cartItems)
					.where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...new Set(lineIds)])))
					.orderBy(desc(cartItems.createdAt), asc(cartItems.id))
	if (rows.length === 0) throw new CartError('cart.select.beforeCheckout', 422)
	return rows
}
