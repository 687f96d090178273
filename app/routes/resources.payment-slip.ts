import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { readSlip } from '#app/modules/payments/bank-transfer.server.ts'
import { PaymentNotFoundError } from '#app/modules/payments/payments.server.ts'
import { getRequestContext, getOptionalStaffContext } from '#app/request-context.server.ts'

/**
 * A bank slip's file (DESIGN.md section 7: served only to those allowed to see it): to the buyer who uploaded
 * it, and to staff signed in to the console. Anyone else, signed in or not, gets the same 404 as for a slip that
 * does not exist. Pictures are shown inline; PDFs (kept as uploaded) only download, and nothing here may run
 * scripts or be cached by a shared cache.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
	const db = getDb()
	const staff = await getOptionalStaffContext(request, { db })
	const buyer = staff ? null : (await getRequestContext(request)).user
	const viewer = staff ? { id: staff.id, role: 'staff' as const } : buyer ? { id: buyer.id, role: 'buyer' as const } : null
	if (!viewer) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
	try {
		const slip = await readSlip(db, { slipId: params.slipId ?? '', viewer })
		const isPdf = slip.contentType === 'application/pdf'
		return new Response(slip.body, {
			headers: {
				'Content-Type': slip.contentType,
				'Content-Length': String(slip.size),
				'Content-Disposition': `${isPdf ? 'attachment' : 'inline'}; filename="${slip.fileName}"`,
				'Cache-Control': 'private, no-store',
				'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
				'X-Content-Type-Options': 'nosniff',
				'Cross-Origin-Resource-Policy': 'same-origin',
			},
		})
	} catch (error) {
		if (error instanceof PaymentNotFoundError) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
		throw error
	}
}
