import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { type MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, Price } from '#design-system'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { productPagePath } from '#app/modules/catalog/product-share.ts'
import { cx } from '#app/utils/cx.ts'
import type { CampaignData } from './campaign-page.server.ts'
import { CampaignProgress, StatusBadge } from './CampaignProgress.tsx'
import { CampaignSharePanel } from './CampaignSharePanel.tsx'
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
		<div className={styles.page} data-campaign-status={campaign.status}>
			<section className={styles.section} aria-labelledby="campaign-product">
				{product?.imageUrl ? <img className={styles.bigPicture} src={`${product.imageUrl}?w=750`} alt="" width={750} height={750} /> : null}
				<div className={styles.productText}>
					<StatusBadge status={campaign.status} kind={campaign.kind} />
					<h2 id="campaign-product" className={styles.heroTitle}>
						{product ? (
							<Link to={productPagePath(product.productId)} className={styles.titleLink}>
								{product.title}
							</Link>
						) : null}
					</h2>
					{product ? <ProductPrice campaign={campaign} /> : null}
					{!isInitiator ? (
						<p className={styles.subtitle}>
							<FormattedMessage
								id={free ? 'campaign.page.invitedBy' : 'campaign.page.invitedByGroup'}
								values={{ name: <bdi>{campaign.initiatorName}</bdi> }}
							/>
						</p>
					) : null}
				</div>
			</section>

			<section className={styles.card}>
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
					<p className={cx(styles.notice, styles.noticeDanger)} role="alert" data-testid="campaign-refusal">
						<Icon name="alert" size="small" />
						<span>
							<FormattedMessage id={actionData.error} />
						</span>
					</p>
				) : null}
				{isInitiator ? <InitiatorPanel data={data} hours={hours} /> : <FriendPanel data={data} />}
			</section>

			{!isInitiator && verdict !== null && !verdict.ok ? (
				<Button asChild variant="outline" tone="neutral">
					<Link to={free ? href('/pages/free-gifts/index') : href('/pages/landing-page/index')}>
						<FormattedMessage id="campaign.page.startOwn" />
					</Link>
				</Button>
			) : null}
		</div>
	)
}

function ProductPrice({ campaign }: { campaign: CampaignData }) {
	const intl = useIntl()
	const unitPrice = campaign.product?.unitPrice ?? 0
	return (
		<div className={styles.prices}>
			{campaign.kind === 'free_gift' ? (
				<>
					<strong className={styles.badge}>
						<FormattedMessage id="campaign.template.free" />
					</strong>
					<span className={styles.struck}>
						<Price
							amount={unitPrice * campaign.quantity}
							size="small"
							tone="muted"
							amountLabel={intl.formatMessage({
								id: 'campaign.template.worth',
							})}
						/>
					</span>
				</>
			) : (
				<>
					<Price
						amount={campaign.groupPrice ?? unitPrice}
						size="large"
						tone="accent"
						amountLabel={intl.formatMessage({
							id: 'campaign.template.groupPrice',
						})}
					/>
					<span className={styles.struck}>
						<Price amount={unitPrice} size="small" tone="muted" amountLabel={intl.formatMessage({ id: 'price.was' })} />
					</span>
				</>
			)}
		</div>
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
				<div className={styles.alertBar} role="status" data-testid="campaign-alert">
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
				</div>
			) : null}

			{campaign.status === 'in_progress' ? (
				<div className={styles.section}>
					<h3 className={styles.sectionTitle}>
						<FormattedMessage id="campaign.page.share.title" />
					</h3>
					<p className={styles.subtitle}>
						<FormattedMessage
							id={free ? 'campaign.page.share.hint' : 'campaign.page.share.hintGroup'}
							values={{ count: campaign.progress.remaining }}
						/>
					</p>
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
				</div>
			) : null}

			{campaign.status === 'qualified' ? (
				<div className={styles.section}>
					<p className={cx(styles.notice, styles.noticeSuccess)}>
						<Icon name="gift" size="small" />
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
					<Button asChild size="large" fullWidth>
						<Link to={claimLink(campaign.id)}>
							<FormattedMessage id={free ? 'campaign.card.claim' : 'campaign.card.orderGroup'} />
						</Link>
					</Button>
				</div>
			) : null}

			{campaign.status === 'success' ? (
				<div className={styles.section}>
					<p className={cx(styles.notice, styles.noticeSuccess)}>
						<FormattedMessage id={free ? 'campaign.page.success.gift' : 'campaign.page.success.group'} />
					</p>
					{campaign.orderId ? (
						<Button asChild variant="soft" fullWidth>
							<Link to={orderLink(campaign.orderId)}>
								<FormattedMessage id="campaign.card.viewOrder" />
							</Link>
						</Button>
					) : null}
				</div>
			) : null}

			{campaign.status === 'not_successful' ? (
				<div className={styles.section}>
					<p className={cx(styles.notice, styles.noticeWarning)} data-testid="campaign-reset">
						<FormattedMessage
							id="campaign.page.reset"
							values={{
								count: campaign.progress.target,
								hours,
								left: campaign.restartsLeft,
							}}
						/>
					</p>
					{campaign.templateOffered && campaign.restartsLeft > 0 ? (
						<Form method="post">
							<input type="hidden" name="intent" value="restart" />
							<Button type="submit" size="large" fullWidth icon="refresh" loading={busy('restart')}>
								<FormattedMessage id="campaign.card.restart" />
							</Button>
						</Form>
					) : null}
				</div>
			) : null}

			{campaign.status === 'ended' ? (
				<p className={cx(styles.notice, styles.noticeWarning)}>
					<FormattedMessage id="campaign.page.ended" />
				</p>
			) : null}

			{campaign.helpers.length > 0 ? (
				<div className={styles.section}>
					<h3 className={styles.sectionTitle}>
						<FormattedMessage id="campaign.page.helpers" />
					</h3>
					<ul className={styles.helpers}>
						{campaign.helpers.map((helper, index) => (
							<li key={`${helper.at}-${index}`} className={styles.helperRow}>
								<bdi>{helper.name}</bdi>
								<time dateTime={helper.at}>
									{intl.formatDate(helper.at, {
										dateStyle: 'short',
										timeStyle: 'short',
									})}
								</time>
							</li>
						))}
					</ul>
				</div>
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
			<p className={cx(styles.notice, thanked ? styles.noticeSuccess : styles.noticeWarning)} role="status" data-testid="campaign-verdict">
				<Icon name={thanked ? 'heart-filled' : 'info'} size="small" />
				<span>
					{/* A friend helps a free gift along, and joins a group price. */}
					<FormattedMessage id={thanked && !free ? 'campaign.help.joined' : verdict.messageId} />
				</span>
			</p>
		)
	}
	if (!open) {
		return (
			<p className={styles.notice} data-testid="campaign-closed">
				<FormattedMessage id={campaign.status === 'qualified' || campaign.status === 'success' ? 'campaign.help.complete' : 'campaign.help.closed'} />
			</p>
		)
	}
	if (!viewer) {
		const signUp = (event: MouseEvent<HTMLAnchorElement>) => {
			event.preventDefault()
			openLogin()
		}
		return (
			<div className={styles.section}>
				<p className={styles.notice}>
					<Icon name="info" size="small" />
					<span>
						<FormattedMessage id="campaign.page.newOnly" />
					</span>
				</p>
				<Button asChild size="large" fullWidth icon="user">
					<a href={data.loginHref} onClick={signUp}>
						<FormattedMessage id={free ? 'campaign.page.signUpToHelp' : 'campaign.page.signUpToJoin'} />
					</a>
				</Button>
			</div>
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
