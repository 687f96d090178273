import { type MetaFunction } from '@remix-run/node'
import { PendingFeaturePage } from '#app/components/PendingFeaturePage.tsx'
import { type TabHandle } from '#app/components/AppShell.tsx'
import { pageMeta } from '#app/i18n/meta.ts'

export const handle: TabHandle = { tab: 'free-gifts' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.freeGifts.title')

export default function FreeGiftsPage() {
	return <PendingFeaturePage titleId="page.freeGifts.title" />
}
