import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'
import { Button, EmptyState, Icon, Ltr, Price } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { pageMeta } from '#app/i18n/meta.ts'
import * as styles from '#app/modules/payments/Payments.css.ts'
import { CallbackRejectedError, DECLINE_REASONS, getSandboxGateway } from '#app/providers/payment/index.server.ts'
import { type ConnectionFacts, devDoorOpenFor } from '#app/utils/dev-doors.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, 'dev.gateway.title'), { name: 'robots', content: 'noindex' }]

/**
 * The sandbox card gateway (DESIGN.md section 7), present only while no real gateway is configured
 * (PAYMENT_GATEWAY unset or "sandbox"); in production only with DIJLA_DEV_DOORS=loopback and only for requests made on
 * this machine (app/utils/dev-doors.server.ts). It shows what a hosted payment page would — the merchant, the order
 * number, the amount — and answers the shop's callback with a signed approval or decline.
 */
function sandboxOr404(context: ConnectionFacts) {
	const sandbox = devDoorOpenFor(context) ? getSandboxGateway() : null
	if (!sandbox) throw new Response(null, { status: 404 })
	return sandbox
}

const QuerySchema = z.object({ checkout: z.string().min(1).max(8_192) })

export async function loader({ request, context }: LoaderFunctionArgs) {
	const sandbox = sandboxOr404(context)
	const parsed = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!parsed.success) return data({ checkout: null }, { status: 400 })
	try {
		const checkout = await sandbox.readCheckout(parsed.data.checkout)
		return data(
			{ checkout: { token: parsed.data.checkout, amount: checkout.amountIqd, orderNumber: checkout.orderNumber, returnUrl: checkout.returnUrl } },
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	} catch (error) {
		if (error instanceof CallbackRejectedError) return data({ checkout: null }, { status: 400 })
		throw error
	}
}

const DECISIONS = ['approve', ...DECLINE_REASONS] as const
const DecisionSchema = z.object({
	checkout: z.string().min(1).max(8_192),
	decision: z.enum(DECISIONS),
})

export async function action({ request, context }: ActionFunctionArgs) {
	const sandbox = sandboxOr404(context)
	const parsed = DecisionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ checkout: null }, { status: 400 })
	try {
		return redirect(await sandbox.decide(parsed.data.checkout, parsed.data.decision))
	} catch (error) {
		if (error instanceof CallbackRejectedError) return data({ checkout: null }, { status: 400 })
		throw error
	}
}

export default function DevGatewayPage() {
	const { checkout } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const busy = (decision: string) => navigation.state !== 'idle' && navigation.formData?.get('decision') === decision
	return (
		<>
			<PageHeader titleId="dev.gateway.title" />
			<div className={styles.sandbox}>
				<p className={styles.sandboxBanner} role="note">
					<Icon name="info" size="small" />
					<span>
						<FormattedMessage id="dev.gateway.banner" />
					</span>
				</p>
				{checkout ? (
					<Form method="post" className={styles.sandboxCard} aria-labelledby="sandbox-title">
						<h2 id="sandbox-title" className={styles.cardTitle}>
							<FormattedMessage id="dev.gateway.merchant" />
						</h2>
						<div className={styles.summaryRow}>
							<span>
								<FormattedMessage id="payment.summary.order" />
							</span>
							<Ltr className={`${styles.summaryValue} ${styles.latin}`}>{checkout.orderNumber}</Ltr>
						</div>
						<div className={styles.sandboxAmount}>
							<Price amount={checkout.amount} size="large" />
						</div>
						<input type="hidden" name="checkout" value={checkout.token} />
						<Button type="submit" name="decision" value="approve" size="large" fullWidth loading={busy('approve')}>
							<FormattedMessage id="dev.gateway.approve" />
						</Button>
						<Button type="submit" name="decision" value="declined" size="large" fullWidth tone="danger" variant="outline" loading={busy('declined')}>
							<FormattedMessage id="dev.gateway.decline" />
						</Button>
						<Button
							type="submit"
							name="decision"
							value="insufficient_funds"
							size="large"
							fullWidth
							tone="danger"
							variant="ghost"
							loading={busy('insufficient_funds')}
						>
							<FormattedMessage id="dev.gateway.declineFunds" />
						</Button>
						<Button asChild variant="ghost" tone="neutral" fullWidth>
							<Link to={checkout.returnUrl} reloadDocument>
								<FormattedMessage id="dev.gateway.back" />
							</Link>
						</Button>
					</Form>
				) : (
					<EmptyState icon={<Icon name="alert" size="large" />} title={<FormattedMessage id="dev.gateway.invalid" />} />
				)}
			</div>
		</>
	)
}
