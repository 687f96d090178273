import { type MetaFunction } from '@remix-run/node'
import { PendingFeaturePage } from '#app/components/PendingFeaturePage.tsx'
import { pageMeta } from '#app/i18n/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.myPrizes.title')

export default function MyPrizesPage() {
	return <PendingFeaturePage titleId="page.myPrizes.title" />
}
