import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, EmptyState, Icon } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { receiveCardCallback } from '#app/modules/payments/card.server.ts'
import { PaymentError, PaymentReplayError } from '#app/modules/payments/payments.server.ts'
import { paymentResultPath } from '#app/modules/payments/schema.ts'
import { CallbackRejectedError, GatewayUnavailableError, getPaymentGateway } from '#app/providers/payment/index.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { visitorOrderPath } from '#app/modules/orders/ui/order-links.ts'
import { provenOrderNumber } from '#app/modules/orders/visitor-access.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { href } from '#app/href.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, 'payment.callback.title'), { name: 'robots', content: 'noindex' }]

/**
 * Where the card gateway sends the buyer back (GET with `?token=`; a POSTed form works too). The result is
 * believed only when its signature verifies; it is applied once (a replay changes nothing and is refused
 * with 400). Then the buyer sees the payment result. No session is needed: the signed result names the payment,
 * and the result page asks the buyer to sign in if the gateway's redirect lost the cookie.
 */
async function receive(request: Request) {
	try {
		const outcome = await receiveCardCallback(getDb(), getPaymentGateway(), request)
		const visitorPage = await visitorLanding(request, outcome)
		if (visitorPage) {
			const toast =
				outcome.status === 'succeeded'
					? { messageId: 'payment.result.success', tone: 'success' as const }
					: { messageId: 'payment.failed.title', tone: 'danger' as const }
			return redirectWithToast(request, visitorPage, toast, { headers: { 'Cache-Control': 'no-store' } })
		}
		return redirect(paymentResultPath(outcome.paymentId), { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof CallbackRejectedError) {
			if (error.reason === 'pending' && error.paymentId) return redirect(paymentResultPath(error.paymentId))
			logger.warn({ reason: error.reason }, 'card callback refused')
			return data({ messageId: 'payment.callback.invalid', paymentId: null as string | null }, { status: 400 })
		}
		// No card gateway is offered here (a production without one): there is nothing that could have called back.
		if (error instanceof GatewayUnavailableError) throw data(null, { status: 404 })
		if (error instanceof PaymentReplayError) return data({ messageId: error.messageId, paymentId: error.paymentId as string | null }, { status: 400 })
		if (error instanceof PaymentError) {
			logger.warn({ messageId: error.messageId }, 'card callback refused')
			return data({ messageId: error.messageId, paymentId: null as string | null }, { status: error.status })
		}
		throw error
	}
}

/**
 * A visitor who paid from the visitor order page (issue 21) is not signed in: while the proof for the order lasts,
 * they land back on that page, where the order shows what their payment did.
 */
async function visitorLanding(request: Request, paid: { orderId: string; userId: string }): Promise<string | null> {
	// The buyer themselves (signed in) sees the payment result; anyone else paying with a proof, the visitor page.
	if ((await getRequestContext(request)).user?.id === paid.userId) return null
	const number = await provenOrderNumber(getDb(), request, paid.orderId)
	return number ? visitorOrderPath(number) : null
}

export async function loader({ request }: LoaderFunctionArgs) {
	return receive(request)
}

export async function action({ request }: ActionFunctionArgs) {
	return receive(request)
}

export default function PaymentCallbackPage() {
	// A POSTed result is answered by the action; a GET redirect by the loader.
	const posted = useActionData<typeof action>()
	const loaded = useLoaderData<typeof loader>()
	const { messageId, paymentId } = posted ?? loaded
	return (
		<>
			<PageHeader titleId="payment.callback.title" />
			<EmptyState
				icon={<Icon name="alert" size="large" />}
				title={<FormattedMessage id={messageId} />}
				description={<FormattedMessage id="payment.callback.body" />}
				action={
					<Button asChild variant="soft">
						<Link to={paymentId ? paymentResultPath(paymentId) : href('/pages/individualCenter/buyer_order_list/index')}>
							<FormattedMessage id={paymentId ? 'payment.callback.seeResult' : 'payment.callback.orders'} />
						</Link>
					</Button>
				}
			/>
		</>
	)
}
