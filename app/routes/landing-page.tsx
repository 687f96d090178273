import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, EmptyState, Heading, Icon, PageBody, Stack, Text } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { startCampaignAction } from '#app/modules/campaigns/campaign-page.server.ts'
import { GROUP_PRICE_TARGET, LIVE_STATUSES } from '#app/modules/campaigns/campaign-rules.ts'
import * as styles from '#app/modules/campaigns/Campaigns.css.ts'
import { listOfferedTemplates } from '#app/modules/campaigns/campaign-start.server.ts'
import { listMyCampaigns } from '#app/modules/campaigns/campaign-views.server.ts'
import { HowItWorks } from '#app/modules/campaigns/HowItWorks.tsx'
import { TemplateCard } from '#app/modules/campaigns/TemplateCard.tsx'
import { href } from '#app/href.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.landing.title')

/**
 * The campaign landing page (lp config, lp page): the group-price deals on offer — each one's own words per
 * language where it has them — and how inviting 3 friends unlocks the exclusive rate. `?templateId=` shows one deal.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const db = getDb()
	const { user, locale } = await getRequestContext(request)
	const templateId = new URL(request.url).searchParams.get('templateId') ?? undefined
	const now = new Date()
	const [templates, mine] = await Promise.all([
		listOfferedTemplates(db, { kind: 'group_price', templateId, locale, now }),
		user
			? listMyCampaigns(db, {
					userId: user.id,
					kind: 'group_price',
					statuses: LIVE_STATUSES,
					locale,
					now,
				})
			: [],
	])
	if (templateId && templates.length === 0) throw data(null, { status: 404 })
	const live = new Map(mine.map((campaign) => [campaign.templateId, campaign.shareToken]))
	return data({
		templates: templates.map((template) => ({
			...template,
			liveToken: live.get(template.id) ?? null,
		})),
		signedIn: Boolean(user),
		hasGroupCampaigns: mine.length > 0,
	})
}

export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireUserContext(request)
	return startCampaignAction(request, user)
}

export default function LandingPage() {
	const { templates, signedIn, hasGroupCampaigns } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const target = templates[0]?.targetCount ?? GROUP_PRICE_TARGET
	const hours = Math.round((templates[0]?.durationMinutes ?? 24 * 60) / 60)
	return (
		<>
			<PageHeader titleId="page.landing.title" />
			<PageBody gap="large" endSpace>
				<section className={styles.hero}>
					<Heading level={2} tone="strong">
						<FormattedMessage id="campaign.landing.hero.title" values={{ count: target }} />
					</Heading>
					<Text as="p" tone="muted" size="small">
						<FormattedMessage id="campaign.landing.hero.body" values={{ count: target, hours }} />
					</Text>
					{hasGroupCampaigns ? (
						<Button asChild variant="soft" size="small">
							<Link to={href('/pages/group-order-list/index')}>
								<FormattedMessage id="page.groupOrderList.title" />
							</Link>
						</Button>
					) : null}
				</section>
				<Stack as="section" gap="medium" aria-labelledby="group-deals">
					<Heading level={3} as="h2" tone="strong" id="group-deals">
						<FormattedMessage id="campaign.landing.deals" />
					</Heading>
					{templates.length === 0 ? (
						<EmptyState icon={<Icon name="coupon" size="large" />} title={<FormattedMessage id="campaign.landing.empty" />} />
					) : (
						<Stack as="ul" gap="medium">
							{templates.map((template) => (
								<li key={template.id}>
									<TemplateCard
										template={template}
										liveToken={template.liveToken}
										signedIn={signedIn}
										error={actionData?.templateId === template.id ? actionData.error : null}
									/>
								</li>
							))}
						</Stack>
					)}
				</Stack>
				<HowItWorks kind="group_price" target={target} hours={hours} />
				<Button asChild variant="outline" tone="neutral" icon="gift">
					<Link to={href('/pages/free-gifts/index')}>
						<FormattedMessage id="campaign.landing.freeGiftsLink" />
					</Link>
				</Button>
			</PageBody>
		</>
	)
}
