import { type LoaderFunctionArgs } from '@remix-run/node'
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, EmptyState, Icon } from '#design-system'
import { languageSwitchLinks } from '#design-system/fonts.ts'
import { ErrorScreen } from '#app/components/ErrorScreen.tsx'
import { getDb } from '#app/db/client.server.ts'
import { countConsoleBadges } from '#app/modules/staff/console.server.ts'
import { StaffConsoleFrame } from '#app/modules/staff/StaffConsoleFrame.tsx'
import { href } from '#app/href.ts'
import { requireStaffContext } from '#app/request-context.server.ts'

/** The console's language switch names Chinese in Chinese. */
export const links = languageSwitchLinks

/**
 * The staff console (/staff/…): every page inside is for signed-in staff. Each child checks too (loaders run
 * in parallel), so this one only draws the frame.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const staff = await requireStaffContext(request)
	return { staffName: staff.name, counts: await countConsoleBadges(getDb()) }
}

export default function StaffLayout() {
	const { staffName, counts } = useLoaderData<typeof loader>()
	return (
		<StaffConsoleFrame staffName={staffName} counts={counts}>
			<Outlet />
		</StaffConsoleFrame>
	)
}

/** A buyer (403) is told the console is for staff, with the way to the staff sign-in; anything else as usual. */
export function ErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 403) {
		return (
			<EmptyState
				icon={<Icon name="alert" size="large" />}
				title={<FormattedMessage id="staff.forbidden" />}
				action={
					<Button asChild>
						<Link to={href('/staff/login')} reloadDocument>
							<FormattedMessage id="staff.forbidden.signIn" />
						</Link>
					</Button>
				}
			/>
		)
	}
	return <ErrorScreen error={error} />
}
