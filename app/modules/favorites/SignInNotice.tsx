import { Link, useLocation } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, Callout } from '#design-system'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { href } from '#app/href.ts'

/**
 * For visitors on the favourites, groups and history pages: what they keep here stays on this device until
 * they sign in. The button opens the login sheet (the login page without JavaScript), then comes back here.
 */
export function SignInNotice({ messageId }: { messageId: string }) {
	const hydrated = useHydrated()
	const location = useLocation()
	return (
		<Callout.Root asChild tone="brand" size="large">
			<section>
				<Callout.Text muted>
					<FormattedMessage id={messageId} />
				</Callout.Text>
				<Callout.Actions>
					<Button asChild size="small">
						<Link
							to={href('/pages/login/index', { redirectTo: `${location.pathname}${location.search}` })}
							onClick={(event) => {
								if (!hydrated) return
								event.preventDefault()
								openLogin()
							}}
						>
							<FormattedMessage id="account.signIn.action" />
						</Link>
					</Button>
				</Callout.Actions>
			</section>
		</Callout.Root>
	)
}
