import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, Callout, EmptyState, Heading, Icon, PageBody, Stack, Text } from '#design-system'
import { type TabHandle } from '#app/components/AppShell.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { serializeCampaign, startCampaignAction } from '#app/modules/campaigns/campaign-page.server.ts'
import { FREE_GIFT_TARGET } from '#app/modules/campaigns/campaign-rules.ts'
import * as styles from '#app/modules/campaigns/Campaigns.css.ts'
import { dismissHelpAlerts, listUnseenHelps } from '#app/modules/campaigns/campaign-help.server.ts'
import { listOfferedTemplates } from '#app/modules/campaigns/campaign-start.server.ts'
import { listHelpRecord, listRollingBroadcast } from '#app/modules/campaigns/campaign-views.server.ts'
import { HelpRecord, helpRecordTab } from '#app/modules/campaigns/HelpRecord.tsx'
import { HowItWorks } from '#app/modules/campaigns/HowItWorks.tsx'
import { RollingBroadcast } from '#app/modules/campaigns/RollingBroadcast.tsx'
import { TemplateCard } from '#app/modules/campaigns/TemplateCard.tsx'
import { useCampaignLive } from '#app/modules/campaigns/use-campaign-live.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'

export const handle: TabHandle = { tab: 'free-gifts' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.freeGifts.title')

/** The free gifts tab (takeFree product list): how it works, recent winners, the buyer's campaigns, the gifts on offer. */
export async function loader({ request }: LoaderFunctionArgs) {
	const db = getDb()
	const { user, locale } = await getRequestContext(request)
	const now = new Date()
	const tabParam = new URL(request.url).searchParams.get('tab')
	const tab = helpRecordTab(tabParam)
	const [templates, broadcast, record, alerts] = await Promise.all([
		listOfferedTemplates(db, { kind: 'free_gift', locale, now }),
		listRollingBroadcast(db, { locale }),
		user ? listHelpRecord(db, { userId: user.id, kind: 'free_gift', locale, now }) : null,
		user ? listUnseenHelps(db, { userId: user.id }) : [],
	])
	const liveTokens: Record<string, string> = {}
	for (const campaign of record?.mine ?? []) liveTokens[campaign.templateId] = campaign.shareToken
	return data(
		{
			templates: templates.map((template) => ({
				...template,
				liveToken: liveTokens[template.id] ?? null,
			})),
			broadcast: broadcast.map(({ at: _at, ...item }) => item),
			// The help record (signed in only): my live campaigns, the ones I helped, my ended ones.
			record: record
				? {
						mine: record.mine.map(serializeCampaign),
						helped: record.helped.map((campaign) => ({ ...serializeCampaign(campaign), helpedAt: campaign.helpedAt.toISOString() })),
						ended: record.ended.map(serializeCampaign),
					}
				: null,
			tab,
			/** Asked for (the account page's "Help record"), or something is running: the record comes before the gifts. */
			recordFirst: tabParam !== null || (record?.mine.length ?? 0) > 0,
			alerts: alerts
				.filter((alert) => alert.kind === 'free_gift')
				.map((alert) => ({
					name: alert.name,
					helped: alert.helped,
					target: alert.target,
				})),
			signedIn: Boolean(user),
			serverNow: now.toISOString(),
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request }: ActionFunctionArgs) {
	const intent = (await readForm(request.clone())).get('intent')
	const { user } = await requireUserContext(request)
	if (intent === 'dismissAlerts') {
		await dismissHelpAlerts(getDb(), { userId: user.id })
		return data({ error: null, templateId: null })
	}
	return startCampaignAction(request, user)
}

export default function FreeGiftsPage() {
	const { templates, broadcast, record, tab, recordFirst, alerts, signedIn, serverNow } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const { reload } = useCampaignLive({ enabled: (record?.mine.length ?? 0) > 0 })
	const hours = Math.round((templates[0]?.durationMinutes ?? 24 * 60) / 60)
	const target = templates[0]?.targetCount ?? FREE_GIFT_TARGET
	const latest = alerts[0]
	const helpRecord = record ? <HelpRecord tab={tab} record={record} serverNow={serverNow} onExpire={reload} /> : null
	return (
		<>
			<PageHeader titleId="page.freeGifts.title" />
			<PageBody gap="large" endSpace>
				<section className={styles.hero}>
					<Heading level={2} tone="strong">
						<FormattedMessage id="campaign.freeGifts.hero.title" />
					</Heading>
					<Text as="p" tone="muted" size="small">
						<FormattedMessage id="campaign.freeGifts.hero.body" values={{ count: target, hours }} />
					</Text>
				</section>

				<RollingBroadcast items={broadcast} />

				{latest ? (
					<Callout.Root tone="brand" role="status" data-testid="campaign-alert">
						<span>
							<FormattedMessage
								id="campaign.alert.new"
								values={{
									count: alerts.length,
									name: <bdi>{latest.name}</bdi>,
								}}
							/>
						</span>
						<Form method="post">
							<input type="hidden" name="intent" value="dismissAlerts" />
							<Button type="submit" size="small" variant="ghost" loading={navigation.formData?.get('intent') === 'dismissAlerts'}>
								<FormattedMessage id="campaign.alert.dismiss" />
							</Button>
						</Form>
					</Callout.Root>
				) : null}

				{record && recordFirst ? helpRecord : null}

				<Stack as="section" gap="medium" aria-labelledby="free-gift-products">
					<Heading level={3} as="h2" tone="strong" id="free-gift-products">
						<FormattedMessage id="campaign.freeGifts.products" />
					</Heading>
					{actionData?.error && !actionData.templateId ? (
						<Callout.Root asChild tone="danger" size="small">
							<p role="alert">
								<FormattedMessage id={actionData.error} />
							</p>
						</Callout.Root>
					) : null}
					{templates.length === 0 ? (
						<EmptyState icon={<Icon name="gift" size="large" />} title={<FormattedMessage id="campaign.freeGifts.empty" />} />
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

				{record && !recordFirst ? helpRecord : null}

				<HowItWorks kind="free_gift" target={target} hours={hours} />
			</PageBody>
		</>
	)
}
