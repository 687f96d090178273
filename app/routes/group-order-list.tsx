import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, EmptyState, Icon, PageBody, Stack } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { CampaignCard } from '#app/modules/campaigns/CampaignCard.tsx'
import { serializeCampaign } from '#app/modules/campaigns/campaign-page.server.ts'
import { listMyCampaigns } from '#app/modules/campaigns/campaign-views.server.ts'
import { useCampaignLive } from '#app/modules/campaigns/use-campaign-live.ts'
import { href } from '#app/href.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.groupOrderList.title')

/** Group orders: the buyer's group-price campaigns — running, unlocked (order at the rate), ordered, ended. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	const now = new Date()
	const campaigns = await listMyCampaigns(getDb(), {
		userId: user.id,
		kind: 'group_price',
		locale,
		now,
	})
	return data(
		{
			campaigns: campaigns.map(serializeCampaign),
			serverNow: now.toISOString(),
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export default function GroupOrderListPage() {
	const { campaigns, serverNow } = useLoaderData<typeof loader>()
	const { reload } = useCampaignLive({
		enabled: campaigns.some((campaign) => campaign.status === 'in_progress'),
	})
	return (
		<>
			<PageHeader titleId="page.groupOrderList.title" />
			<PageBody gap="large" endSpace>
				{campaigns.length === 0 ? (
					<EmptyState
						icon={<Icon name="coupon" size="large" />}
						title={<FormattedMessage id="campaign.groups.empty" />}
						action={
							<Button asChild>
								<Link to={href('/pages/landing-page/index')}>
									<FormattedMessage id="campaign.groups.browse" />
								</Link>
							</Button>
						}
					/>
				) : (
					<Stack as="ul" gap="medium">
						{campaigns.map((campaign) => (
							<li key={campaign.id}>
								<CampaignCard campaign={campaign} serverNow={serverNow} onExpire={reload} />
							</li>
						))}
					</Stack>
				)}
			</PageBody>
		</>
	)
}
