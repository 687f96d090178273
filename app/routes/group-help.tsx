import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { ErrorScreen, statusOf } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getRequestContext } from '#app/request-context.server.ts'
import { campaignPageAction, loadCampaignPage } from '#app/modules/campaigns/campaign-page.server.ts'
import { campaignMeta } from '#app/modules/campaigns/campaign-meta.ts'
import { CampaignScreen } from '#app/modules/campaigns/CampaignScreen.tsx'

/** A group-price campaign's page: new friends sign up through the link and join; three unlock the exclusive rate. */
export async function loader({ request }: LoaderFunctionArgs) {
	return loadCampaignPage(request, 'group_price', await getRequestContext(request))
}

export async function action({ request, context }: ActionFunctionArgs) {
	const { user } = await getRequestContext(request)
	return campaignPageAction(request, { clientIp: context.clientIp, user }, 'group_price')
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => campaignMeta(data, matches, 'page.groupHelp.title')

export default function GroupHelpPage() {
	const data = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.groupHelp.title" />
			<CampaignScreen key={data.campaign.id} data={data} />
		</>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<>
			<PageHeader titleId={statusOf(error) === 404 ? 'page.notFound.title' : 'page.groupHelp.title'} />
			<ErrorScreen error={error} />
		</>
	)
}
