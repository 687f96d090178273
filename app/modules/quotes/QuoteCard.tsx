import { Form, Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, Price } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import { type QuoteCardView, quoteDetailsPath } from './quote-view.ts'
import * as styles from './Quotes.css.ts'
import { checkoutLink, orderLink } from '#app/links.ts'

export const QUOTE_STATUS_LABEL = {
	offered: 'quote.status.offered',
	accepted: 'quote.status.accepted',
	ordered: 'quote.status.ordered',
	expired: 'quote.status.expired',
	withdrawn: 'quote.status.withdrawn',
} as const

export function QuoteStatusBadge({ status }: { status: QuoteCardView['status'] }) {
	return (
		<span className={cx(styles.status, styles.statusTones[status])}>
			<FormattedMessage id={QUOTE_STATUS_LABEL[status]} />
		</span>
	)
}

/**
 * An agent's quote as a card: the item (picture, name, the SKU's values or "custom item"), what exactly is offered,
 * the unit price, minimum quantity, lead time, sea-freight estimate, until when it stands, and its status. For the
 * buyer (`actions`), "Accept and order" while it is offered — a form POST, so it works without JavaScript — then
 * "continue to order" while accepted, and the order once placed. Staff see the same card without the buttons.
 */
export function QuoteCard({ quote, actions, error }: { quote: QuoteCardView; actions: boolean; error?: string | null }) {
	const intl = useIntl()
	return (
		<article className={styles.card} aria-labelledby={`quote-${quote.id}`}>
			<div className={styles.head}>
				{quote.imageUrl ? (
					<img className={styles.image} src={`${quote.imageUrl}?w=200`} alt="" width={64} height={64} loading="lazy" />
				) : (
					<span className={styles.image} aria-hidden>
						<Icon name="box" />
					</span>
				)}
				<div className={styles.headText}>
					<span className={styles.label}>
						<FormattedMessage id="chat.card.quote" />
						<QuoteStatusBadge status={quote.status} />
					</span>
					<h3 id={`quote-${quote.id}`} className={styles.title} dir="auto">
						{quote.title}
					</h3>
					<span className={styles.muted}>{quote.custom ? <FormattedMessage id="quote.customItem" /> : <bdi>{quote.skuLabel}</bdi>}</span>
				</div>
			</div>
			{quote.specification ? (
				<p className={styles.specification} dir="auto">
					{quote.specification}
				</p>
			) : null}
			<dl className={styles.terms}>
				<dt className={styles.term}>
					<FormattedMessage id="quote.unitPrice" />
				</dt>
				<dd className={styles.value}>
					<Price amount={quote.unitPrice} size="small" />
				</dd>
				<dt className={styles.term}>
					<FormattedMessage id="quote.minQuantity" />
				</dt>
				<dd className={styles.value}>
					<FormattedMessage id="quote.pieces" values={{ count: quote.minQuantity }} />
				</dd>
				<dt className={styles.term}>
					<FormattedMessage id="quote.leadTime" />
				</dt>
				<dd className={styles.value}>
					<FormattedMessage id="quote.days" values={{ count: quote.leadTimeDays }} />
				</dd>
				<dt className={styles.term}>
					<FormattedMessage id="quote.freight" />
				</dt>
				<dd className={styles.value}>
					<FormattedMessage id="quote.perUnit" values={{ amount: <Price amount={quote.freightEstimate} size="small" tone="neutral" /> }} />
				</dd>
				<dt className={styles.term}>
					<FormattedMessage id="quote.validUntil" />
				</dt>
				<dd className={styles.value}>
					<time dateTime={quote.validUntil}>{intl.formatDate(quote.validUntil, { dateStyle: 'medium', timeStyle: 'short' })}</time>
				</dd>
			</dl>
			{error ? (
				<p className={styles.error} role="alert">
					<FormattedMessage id={error} />
				</p>
			) : null}
			{actions ? <QuoteActions quote={quote} /> : null}
		</article>
	)
}

function QuoteActions({ quote }: { quote: QuoteCardView }) {
	switch (quote.status) {
		case 'offered':
			return (
				<Form method="post" action={quoteDetailsPath(quote.id)} className={styles.actions}>
					<input type="hidden" name="intent" value="accept" />
					<Button type="submit" icon="cart">
						<FormattedMessage id="quote.accept" />
					</Button>
				</Form>
			)
		case 'accepted':
			return (
				<Button asChild>
					<Link to={checkoutLink('quote', [], { quoteId: quote.id })}>
						<FormattedMessage id="quote.continue" />
					</Link>
				</Button>
			)
		case 'ordered':
			return quote.orderId ? (
				<Button asChild variant="outline" tone="neutral">
					<Link to={orderLink(quote.orderId)}>
						<FormattedMessage id="quote.viewOrder" />
					</Link>
				</Button>
			) : null
		default:
			return (
				<p className={styles.muted}>
					<FormattedMessage id={quote.status === 'expired' ? 'quote.error.expired' : 'quote.error.withdrawn'} />
				</p>
			)
	}
}
