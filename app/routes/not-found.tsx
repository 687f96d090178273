import { data, type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, EmptyState, Icon } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { pageMeta } from '#app/i18n/meta.ts'

/** Unknown paths and `/pages/404/index` both answer 404 with this page (DESIGN.md section 3). */
export function loader() {
	return data(null, { status: 404 })
}

export function action() {
	return data(null, { status: 404 })
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.notFound.title')

export default function NotFoundPage() {
	return (
		<>
			<PageHeader titleId="page.notFound.title" />
			<EmptyState
				icon={<Icon name="search" size="large" />}
				title={<FormattedMessage id="error.notFound.title" />}
				description={<FormattedMessage id="error.notFound.body" />}
				action={
					<Button asChild>
						<Link to="/">
							<FormattedMessage id="error.goHome" />
						</Link>
					</Button>
				}
			/>
		</>
	)
}
