import { type MetaFunction } from '@remix-run/node'
import { PendingFeaturePage } from '#app/components/PendingFeaturePage.tsx'
import { pageMeta } from '#app/i18n/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.search.title')

export default function PhotoSearchPage() {
	return <PendingFeaturePage titleId="page.search.title" />
}
