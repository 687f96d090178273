import { type MetaFunction } from '@remix-run/node'
import { PendingFeaturePage } from '#app/components/PendingFeaturePage.tsx'
import { pageMeta } from '#app/i18n/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.browsingHistory.title')

export default function BrowsingHistoryPage() {
	return <PendingFeaturePage titleId="page.browsingHistory.title" />
}
