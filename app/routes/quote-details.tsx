import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'
import { Button } from '#design-system'
import { ErrorScreen } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { QuoteCard } from '#app/modules/quotes/QuoteCard.tsx'
import * as styles from '#app/modules/quotes/Quotes.css.ts'
import { acceptQuote, getBuyerQuote, QuoteError } from '#app/modules/quotes/quotes.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { checkoutLink } from '#app/links.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'quote.details.title')

const QuoteQuerySchema = z.object({ quoteId: z.string().trim().min(1).max(64) })
const QuoteActionSchema = z.object({ intent: z.literal('accept') })

function quoteIdOf(request: Request): string {
	const parsed = QuoteQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!parsed.success) throw data(null, { status: 404 })
	return parsed.data.quoteId
}

/** One of the buyer's quotes (the chat card's details); 404 for anyone else's. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	try {
		const quote = await getBuyerQuote(getDb(), { userId: user.id, quoteId: quoteIdOf(request), locale })
		return data({ quote }, { headers: { 'Cache-Control': 'private, no-store' } })
	} catch (error) {
		if (error instanceof QuoteError && error.status === 404) throw data(null, { status: 404 })
		throw error
	}
}

/**
 * "Accept and order": the quote's buyer only, while it is offered and unexpired; then the trade flow with its
 * item at its price. Expired, withdrawn or ordered: the card again with why (409).
 */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireUserContext(request)
	const quoteId = quoteIdOf(request)
	const parsed = QuoteActionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ error: 'error.http.400' }, { status: 400 })
	try {
		const accepted = await acceptQuote(getDb(), { userId: user.id, quoteId })
		return redirect(checkoutLink('quote', [{ skuId: accepted.skuId, quantity: accepted.minQuantity }], { quoteId: accepted.quoteId }))
	} catch (error) {
		if (error instanceof QuoteError) {
			if (error.status === 404) throw data(null, { status: 404 })
			return data({ error: error.messageId }, { status: error.status })
		}
		throw error
	}
}

export default function QuoteDetailsPage() {
	const { quote } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<>
			<PageHeader titleId="quote.details.title" />
			<div className={styles.page}>
				<div className={styles.pageCard}>
					<QuoteCard quote={quote} actions error={actionData?.error ?? null} />
				</div>
				<Button asChild variant="outline" tone="neutral">
					<Link to={href('/pages/chat-room/index')}>
						<FormattedMessage id="quote.askSupport" />
					</Link>
				</Button>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<>
			<PageHeader titleId="quote.details.title" />
			<ErrorScreen error={error} />
		</>
	)
}
