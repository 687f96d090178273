import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Card, Stack, Text, Thumbnail } from '#design-system'
import { campaignPagePath } from './campaign-links.ts'
import type { CampaignData } from './campaign-page.server.ts'
import { CampaignProgress, StatusBadge } from './CampaignProgress.tsx'
import * as styles from './Campaigns.css.ts'
import { claimLink, orderLink } from '#app/links.ts'

/** One of the buyer's campaigns in a list (myHelpChopList): the product, its state, progress, and what to do next. */
export function CampaignCard({
	campaign,
	serverNow,
	onExpire,
	actions = true,
}: {
	campaign: CampaignData
	serverNow: string
	onExpire?: () => void
	/** false: just the campaign (the claim form is the action). */
	actions?: boolean
}) {
	const intl = useIntl()
	const page = campaignPagePath(campaign.kind, campaign.shareToken)
	const product = campaign.product
	return (
		<Card asChild tone={campaign.status === 'qualified' ? 'brand' : 'neutral'}>
			<article data-testid="campaign-card" data-status={campaign.status}>
				<Link to={page} className={styles.productRow}>
					{product?.imageUrl ? <Thumbnail src={`${product.imageUrl}?w=240`} alt="" size="xlarge" /> : null}
					<Stack gap="xsmall" flexGrow={1}>
						<Text as="h3" weight="medium" lineClamp={2}>
							{product?.title ?? ''}
						</Text>
						<StatusBadge status={campaign.status} kind={campaign.kind} />
					</Stack>
				</Link>
				{campaign.status === 'in_progress' || campaign.status === 'qualified' || campaign.status === 'success' ? (
					<CampaignProgress
						kind={campaign.kind}
						status={campaign.status}
						helped={campaign.progress.helped}
						target={campaign.progress.target}
						endsAt={campaign.endsAt}
						serverNow={serverNow}
						onExpire={onExpire}
					/>
				) : null}
				{campaign.status === 'qualified' && campaign.claimDeadline ? (
					<Callout.Root asChild tone="success" size="small">
						<p>
							<FormattedMessage
								id={campaign.kind === 'free_gift' ? 'campaign.claim.deadline' : 'campaign.claim.deadlineGroup'}
								values={{
									date: intl.formatDate(campaign.claimDeadline, {
										dateStyle: 'medium',
										timeStyle: 'short',
									}),
								}}
							/>
						</p>
					</Callout.Root>
				) : null}
				{actions ? (
					<Stack direction="row" wrap gap="small">
						{campaign.status === 'qualified' ? (
							<Button asChild size="small">
								<Link to={claimLink(campaign.id)}>
									<FormattedMessage id={campaign.kind === 'free_gift' ? 'campaign.card.claim' : 'campaign.card.orderGroup'} />
								</Link>
							</Button>
						) : null}
						{campaign.status === 'success' && campaign.orderId ? (
							<Button asChild size="small" variant="soft">
								<Link to={orderLink(campaign.orderId)}>
									<FormattedMessage id="campaign.card.viewOrder" />
								</Link>
							</Button>
						) : null}
						<Button asChild size="small" variant="outline" tone="neutral">
							<Link to={page}>
								<FormattedMessage id={campaign.status === 'not_successful' ? 'campaign.card.restart' : 'campaign.card.open'} />
							</Link>
						</Button>
					</Stack>
				) : null}
			</article>
		</Card>
	)
}
