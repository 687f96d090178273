import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { type MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Card, Heading, Icon, PageBody, Stack, Text } from '#design-system'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { productPagePath } from '#app/modules/catalog/product-share.ts'
import type { CampaignData } from './campaign-page.server.ts'
import { CampaignProgress, StatusBadge } from './CampaignProgress.tsx'
import { CampaignSharePanel } from './CampaignSharePanel.tsx'
import { CampaignPrice } from './CampaignPrice.tsx'
import * as styles from './Campaigns.css.ts'
import { useCampaignLive } from './use-campaign-live.ts'
import { href } from '#app/href.ts'
import { claimLink, orderLink } from '#app/links.ts'

export type CampaignScreenData = {
	campaign: CampaignData
	serverNow: string
	viewer: { id: string; isInitiator: boolean } | null
	verdict: { ok: true; messageId: null } | { ok: false; messageId: string } | null
	shareUrl: string
	loginHref: string
}

/**
 * A campaign's page (help show / doHelp show): the product and what it is worth, the progress and countdown, and
 * what this person can do — the initiator shares, watches helps arrive live, dismisses the alerts, claims or
 * restarts; a friend helps (or joins), or reads why they cannot; a visitor signs up first.
 */
export function CampaignScreen({ data }: { data: CampaignScreenData }) {
	const { campaign, serverNow, viewer, verdict } = data
	const actionData = useActionData<{ error?: string }>()
	const isInitiator = viewer?.isInitiator ?? false
	const { reload } = useCampaignLive({
		campaignIds: [campaign.id],
		enabled: isInitiator,
	})
	const product = campaign.product
	const free = campaign.kind === 'free_gift'
	const hours = Math.round((new Date(campaign.endsAt).getTime() - new Date(campaign.startedAt).getTime()) / 3_600_000)

	return (
		<PageBody gap="large" endSpace data-campaign-status={campaign.status}>
			<Stack as="section" gap="medium" aria-labelledby="campaign-product">
				{product?.imageUrl ? <img className={styles.bigPicture} src={`${product.imageUrl}?w=750`} alt="" width={750} height={750} /> : null}
				<Stack gap="xsmall" flexGrow={1}>
					<StatusBadge status={campaign.status} kind={campaign.kind} />
					<Heading level={2} id="campaign-product" tone="strong">
						{product ? (
							<Link to={productPagePath(product.productId)} className={styles.titleLink}>
								{product.title}
							</Link>
						) : null}
					</Heading>
					{product ? (
						<CampaignPrice
							kind={campaign.kind}
							unitPrice={campaign.product?.unitPrice ?? 0}
							quantity={campaign.quantity}
							groupPrice={campaign.groupPrice}
							size="large"
						/>
					) : null}
					{!isInitiator ? (
						<Text as="p" tone="muted" size="small">
							<FormattedMessage
								id={free ? 'campaign.page.invitedBy' : 'campaign.page.invitedByGroup'}
								values={{ name: <bdi>{campaign.initiatorName}</bdi> }}
							/>
						</Text>
					) : null}
				</Stack>
			</Stack>

			<Card asChild>
				<section>
					<CampaignProgress
						kind={campaign.kind}
						status={campaign.status}
						helped={campaign.progress.helped}
						target={campaign.progress.target}
						endsAt={campaign.endsAt}
						serverNow={serverNow}
						onExpire={reload}
						showDots
					/>
					{actionData?.error ? (
						<Callout.Root asChild tone="danger" size="small">
							<p role="alert" data-testid="campaign-refusal">
								<Callout.Icon name="alert" />
								<span>
									<FormattedMessage id={actionData.error} />
								</span>
							</p>
						</Callout.Root>
					) : null}
					{isInitiator ? <InitiatorPanel data={data} hours={hours} /> : <FriendPanel data={data} />}
				</section>
			</Card>

			{!isInitiator && verdict !== null && !verdict.ok ? (
				<Button asChild variant="outline" tone="neutral">
					<Link to={free ? href('/pages/free-gifts/index') : href('/pages/landing-page/index')}>
						<FormattedMessage id="campaign.page.startOwn" />
					</Link>
				</Button>
			) : null}
		</PageBody>
	)
}

function InitiatorPanel({ data, hours }: { data: CampaignScreenData; hours: number }) {
	const { campaign } = data
	const intl = useIntl()
	const navigation = useNavigation()
	const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
	const free = campaign.kind === 'free_gift'
	const unseen = campaign.helpers.filter((helper) => !helper.seen)
	const title = campaign.product?.title ?? ''
	return (
		<>
			{unseen.length > 0 ? (
				<Callout.Root tone="brand" role="status" data-testid="campaign-alert">
					<span>
						<FormattedMessage
							id="campaign.alert.new"
							values={{
								count: unseen.length,
								name: <bdi>{unseen[unseen.length - 1]!.name}</bdi>,
							}}
						/>
					</span>
					<Form method="post">
						<input type="hidden" name="intent" value="dismissAlerts" />
						<Button type="submit" size="small" variant="ghost" loading={busy('dismissAlerts')}>
							<FormattedMessage id="campaign.alert.dismiss" />
						</Button>
					</Form>
				</Callout.Root>
			) : null}

			{campaign.status === 'in_progress' ? (
				<Stack gap="medium">
					<Heading level={3} as="h3" tone="strong">
						<FormattedMessage id="campaign.page.share.title" />
					</Heading>
					<Text as="p" tone="muted" size="small">
						<FormattedMessage
							id={free ? 'campaign.page.share.hint' : 'campaign.page.share.hintGroup'}
							values={{ count: campaign.progress.remaining }}
						/>
					</Text>
					<CampaignSharePanel
						url={data.shareUrl}
						title={title}
						text={intl.formatMessage(
							{
								id: free ? 'campaign.share.whatsappFree' : 'campaign.share.whatsappGroup',
							},
							{ title },
						)}
					/>
				</Stack>
			) : null}

			{campaign.status === 'qualified' ? (
				<Stack gap="medium">
					<Callout.Root asChild tone="success" size="small">
						<p>
							<Callout.Icon name="gift" />
							<span>
								<FormattedMessage
									id={free ? 'campaign.page.qualified.gift' : 'campaign.page.qualified.group'}
									values={{
										count: campaign.progress.target,
										date: intl.formatDate(campaign.claimDeadline ?? campaign.endsAt, { dateStyle: 'medium', timeStyle: 'short' }),
									}}
								/>
							</span>
						</p>
					</Callout.Root>
					<Button asChild size="large" fullWidth>
						<Link to={claimLink(campaign.id)}>
							<FormattedMessage id={free ? 'campaign.card.claim' : 'campaign.card.orderGroup'} />
						</Link>
					</Button>
				</Stack>
			) : null}

			{campaign.status === 'success' ? (
				<Stack gap="medium">
					<Callout.Root asChild tone="success" size="small">
						<p>
							<FormattedMessage id={free ? 'campaign.page.success.gift' : 'campaign.page.success.group'} />
						</p>
					</Callout.Root>
					{campaign.orderId ? (
						<Button asChild variant="soft" fullWidth>
							<Link to={orderLink(campaign.orderId)}>
								<FormattedMessage id="campaign.card.viewOrder" />
							</Link>
						</Button>
					) : null}
				</Stack>
			) : null}

			{campaign.status === 'not_successful' ? (
				<Stack gap="medium">
					<Callout.Root asChild tone="warning" size="small">
						<p data-testid="campaign-reset">
							<FormattedMessage
								id="campaign.page.reset"
								values={{
									count: campaign.progress.target,
									hours,
									left: campaign.restartsLeft,
								}}
							/>
						</p>
					</Callout.Root>
					{campaign.templateOffered && campaign.restartsLeft > 0 ? (
						<Form method="post">
							<input type="hidden" name="intent" value="restart" />
							<Button type="submit" size="large" fullWidth icon="refresh" loading={busy('restart')}>
								<FormattedMessage id="campaign.card.restart" />
							</Button>
						</Form>
					) : null}
				</Stack>
			) : null}

			{campaign.status === 'ended' ? (
				<Callout.Root asChild tone="warning" size="small">
					<p>
						<FormattedMessage id="campaign.page.ended" />
					</p>
				</Callout.Root>
			) : null}

			{campaign.helpers.length > 0 ? (
				<Stack gap="medium">
					<Heading level={3} as="h3" tone="strong">
						<FormattedMessage id="campaign.page.helpers" />
					</Heading>
					<Stack as="ul" gap="xsmall">
						{campaign.helpers.map((helper, index) => (
							<Stack as="li" key={`${helper.at}-${index}`} direction="row" justify="space-between" gap="small">
								<bdi>{helper.name}</bdi>
								<time dateTime={helper.at}>
									{intl.formatDate(helper.at, {
										dateStyle: 'short',
										timeStyle: 'short',
									})}
								</time>
							</Stack>
						))}
					</Stack>
				</Stack>
			) : null}
		</>
	)
}

function FriendPanel({ data }: { data: CampaignScreenData }) {
	const { campaign, viewer, verdict } = data
	const navigation = useNavigation()
	const free = campaign.kind === 'free_gift'
	const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'help'
	const open = campaign.status === 'in_progress'

	if (verdict && !verdict.ok) {
		const thanked = verdict.messageId === 'campaign.help.thanks'
		return (
			<Callout.Root asChild tone={thanked ? 'success' : 'warning'} size="small">
				<p role="status" data-testid="campaign-verdict">
					<Icon name={thanked ? 'heart-filled' : 'info'} size="small" />
					<span>
						{/* A friend helps a free gift along, and joins a group price. */}
						<FormattedMessage id={thanked && !free ? 'campaign.help.joined' : verdict.messageId} />
					</span>
				</p>
			</Callout.Root>
		)
	}
	if (!open) {
		return (
			<Callout.Root asChild tone="neutral" size="small">
				<p data-testid="campaign-closed">
					<FormattedMessage
						id={campaign.status === 'qualified' || campaign.status === 'success' ? 'campaign.help.complete' : 'campaign.help.closed'}
					/>
				</p>
			</Callout.Root>
		)
	}
	if (!viewer) {
		const signUp = (event: MouseEvent<HTMLAnchorElement>) => {
			event.preventDefault()
			openLogin()
		}
		return (
			<Stack gap="medium">
				<Callout.Root asChild tone="neutral" size="small">
					<p>
						<Callout.Icon name="info" />
						<span>
							<FormattedMessage id="campaign.page.newOnly" />
						</span>
					</p>
				</Callout.Root>
				<Button asChild size="large" fullWidth icon="user">
					<a href={data.loginHref} onClick={signUp}>
						<FormattedMessage id={free ? 'campaign.page.signUpToHelp' : 'campaign.page.signUpToJoin'} />
					</a>
				</Button>
			</Stack>
		)
	}
	return (
		<Form method="post">
			<input type="hidden" name="intent" value="help" />
			<Button type="submit" size="large" fullWidth icon={free ? 'heart' : 'plus'} loading={busy}>
				<FormattedMessage id={free ? 'campaign.page.help' : 'campaign.page.join'} values={{ name: campaign.initiatorName }} />
			</Button>
		</Form>
	)
}
