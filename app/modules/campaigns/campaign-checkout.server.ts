import { and, eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { campaigns, campaignTemplates } from '#app/db/schema/index.ts'
import { OrderError } from '#app/modules/orders/orders.server.ts'
import { type AgreedPrice, type PriceAgreement } from '#app/modules/orders/pricing.server.ts'
import { canClaim, claimDeadline, claimedCampaign } from './campaign-rules.ts'
import { CampaignRow, factsOf, isId, lockCampaign, settleLocked, settleRows, Tx, writeEvents, writeFacts } from './campaigns.server.ts'

/** Claiming what a campaign won: the lines and the agreed prices the trade flow checks out with. */

/**
 * A won campaign as the trade flow orders it (`/pages/trade_flow/index?source=campaign&campaignId=…`; issue 7
 * items 3 and 4): its SKU at the unlocked group rate (1 … the campaign's quantity) or, for a free gift, at 0 for
 * the gift's own quantity, the SKU's price recorded and the difference as the campaign's subsidy. Delivery rules
 * apply as for any order. placeOrder calls the agreement inside its transaction: the campaign row locked and
 * settled, canClaim checked (the initiator's, qualified, within its claim window, not claimed), and, once the order
 * exists, the campaign marked claimed (success) in the same transaction — one order per campaign, whatever races.
 * Null when the buyer has no campaign by this id; `refusedId` says why their campaign cannot be claimed now.
 */
export async function campaignCheckout(db: Db, { userId, campaignId, now = new Date() }: { userId: string; campaignId: string; now?: Date }) {
	if (!isId(campaignId)) return null
	const [settled] = await settleRows(
		db,
		await db
			.select()
			.from(campaigns)
			.where(and(eq(campaigns.id, campaignId), eq(campaigns.initiatorId, userId)))
			.limit(1),
		now,
	)
	if (!settled) return null
	const verdict = canClaim(factsOf(settled), userId)
	if (!verdict.ok) return { refusedId: verdict.messageId } as const
	const agreed = await agreedPricesOf(db, settled)
	if (!agreed) return null
	return {
		refusedId: null,
		campaignId: settled.id,
		kind: settled.kind,
		claimDeadline: claimDeadline(factsOf(settled)),
		agreedPrices: [agreed],
		agreement: campaignAgreement(settled.id),
	}
}

async function agreedPricesOf(db: Db | Tx, row: CampaignRow): Promise<AgreedPrice | null> {
	const [template] = await db
		.select({ skuId: campaignTemplates.skuId })
		.from(campaignTemplates)
		.where(eq(campaignTemplates.id, row.templateId))
		.limit(1)
	if (!template) return null
	const gift = row.kind === 'free_gift'
	return {
		skuId: template.skuId,
		// A gift costs nothing; a group price without a rate is the SKU's own price (paid = min(price, rate)).
		unitPrice: gift ? 0 : (row.groupPrice ?? Number.MAX_SAFE_INTEGER),
		minQuantity: gift ? row.quantity : 1,
		maxQuantity: row.quantity,
		subsidized: true,
	}
}

/** placeOrder's check for a campaign order (see campaignCheckout). */
export function campaignAgreement(campaignId: string): PriceAgreement {
	let locked: CampaignRow | null = null
	return {
		source: 'campaign',
		sourceRef: campaignId,
		async lock(tx, { userId, now }) {
			const row = await lockCampaign(tx, and(eq(campaigns.id, campaignId), eq(campaigns.initiatorId, userId)))
			if (!row) throw new OrderError('campaign.error.notFound', 409, 'lines')
			const current = await settleLocked(tx, row, now)
			const verdict = canClaim(factsOf(current), userId)
			if (!verdict.ok) throw new OrderError(verdict.messageId, verdict.status === 404 ? 409 : verdict.status, 'lines')
			const agreed = await agreedPricesOf(tx, current)
			if (!agreed) throw new OrderError('checkout.problem.unavailable', 422, 'lines')
			locked = current
			return [agreed]
		},
		async settle(tx, { userId, orderId, now }) {
			if (!locked) throw new Error('campaign agreement settled before it was locked')
			const claimed = claimedCampaign(factsOf(locked), orderId, now)
			await writeFacts(tx, locked.id, claimed.facts)
			await writeEvents(tx, locked.id, [claimed.transition], { actorId: userId })
		},
	}
}
