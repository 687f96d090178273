import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { ErrorScreen, statusOf } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getRequestContext } from '#app/request-context.server.ts'
import { campaignPageAction, loadCampaignPage } from '#app/modules/campaigns/campaign-page.server.ts'
import { campaignMeta } from '#app/modules/campaigns/campaign-meta.ts'
import { CampaignScreen } from '#app/modules/campaigns/CampaignScreen.tsx'

/** A free-gift campaign's page (help show, doHelp show and add): friends sign up and help; the initiator watches. */
export async function loader({ request }: LoaderFunctionArgs) {
	return loadCampaignPage(request, 'free_gift', await getRequestContext(request))
}

export async function action({ request, context }: ActionFunctionArgs) {
	const { user } = await getRequestContext(request)
	return campaignPageAction(request, { clientIp: context.clientIp, user }, 'free_gift')
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => campaignMeta(data, matches, 'page.freeHelp.title')

export default function FreeHelpPage() {
	const data = useLoaderData<typeof loader>()
	return (
		<>
			{/* The initiator's own campaign is theirs, not a friend's to help. */}
			<PageHeader titleId={data.campaign.isInitiator ? 'page.freeHelp.ownTitle' : 'page.freeHelp.title'} />
			<CampaignScreen key={data.campaign.id} data={data} />
		</>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<>
			<PageHeader titleId={statusOf(error) === 404 ? 'page.notFound.title' : 'page.freeHelp.title'} />
			<ErrorScreen error={error} />
		</>
	)
}
