import { Link } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, EmptyState, Icon } from '#design-system'
import { PageHeader } from './PageHeader.tsx'

/**
 * A page of the URL contract whose feature has not landed yet. It answers 200
 * with a real page in the buyer's language, never a 500 or a blank screen.
 */
export function PendingFeaturePage({ titleId }: { titleId: string }) {
	return (
		<>
			<PageHeader titleId={titleId} />
			<EmptyState
				icon={<Icon name="box" size="large" />}
				title={<FormattedMessage id="pending.title" />}
				description={<FormattedMessage id="pending.body" />}
				action={
					<Button asChild variant="soft">
						<Link to="/">
							<FormattedMessage id="pending.action" />
						</Link>
					</Button>
				}
			/>
		</>
	)
}
