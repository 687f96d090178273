import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Badge, type BadgeProps, Button, Card, EmptyState, Icon, Price, Stack, Thumbnail } from '#design-system'
import { type InquiryStatus } from '#app/db/schema/chat.ts'
import * as styles from './Inquiries.css.ts'
import { type InquirySummary } from './inquiries.server.ts'
import { href } from '#app/href.ts'
import { inquiryLink } from '#app/links.ts'

const STATUS_MESSAGES: Record<InquiryStatus, string> = {
	open: 'inquiry.status.open',
	quoted: 'inquiry.status.quoted',
	closed: 'inquiry.status.closed',
}

const STATUS_TONES: Record<InquiryStatus, BadgeProps['tone']> = { open: 'warning', quoted: 'success', closed: 'neutral' }

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
	return (
		<Badge tone={STATUS_TONES[status]}>
			<FormattedMessage id={STATUS_MESSAGES[status]} />
		</Badge>
	)
}

/** The buyer's sourcing requests, newest first, each with its first photo, quantity, target price and status. */
export function InquiryList({ items }: { items: InquirySummary[] }) {
	const intl = useIntl()
	if (items.length === 0) {
		return (
			<EmptyState
				icon={<Icon name="search" size="large" />}
				title={<FormattedMessage id="inquiry.list.empty.title" />}
				description={<FormattedMessage id="inquiry.list.empty.body" />}
				action={
					<Button asChild icon="plus">
						<Link to={href('/pages/inquiry-add/index')}>
							<FormattedMessage id="inquiry.add" />
						</Link>
					</Button>
				}
			/>
		)
	}
	return (
		<Stack as="ul" gap="medium">
			{items.map((item) => (
				<li key={item.id}>
					<Card asChild padding="medium" className={styles.listCard}>
						<Link to={inquiryLink(item.id)} prefetch="intent">
							<Thumbnail src={item.imageUrl} alt="" size="large" />
							<Stack as="span" gap="xxsmall" flexGrow={1}>
								<span className={styles.description} dir="auto">
									{item.description}
								</span>
								<span className={styles.detail}>
									<FormattedMessage id="inquiry.quantityValue" values={{ count: item.estimatedQuantity }} />
									{item.targetUnitPrice ? <Price amount={item.targetUnitPrice} size="small" tone="muted" /> : null}
								</span>
								<span className={styles.detail}>
									<InquiryStatusBadge status={item.status} />
									<time dateTime={item.createdAt}>{intl.formatDate(item.createdAt, { dateStyle: 'medium' })}</time>
								</span>
							</Stack>
						</Link>
					</Card>
				</li>
			))}
		</Stack>
	)
}
