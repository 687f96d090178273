import { isRouteErrorResponse, Link } from '@remix-run/react'
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, EmptyState, Icon, Stack } from '#design-system'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { httpErrorMessageId } from '#app/utils/http-errors.ts'
import { NoNetworkScreen } from './AsyncPageStatus.tsx'
import { href } from '#app/href.ts'

export function statusOf(error: unknown): number {
	return isRouteErrorResponse(error) ? error.status : 500
}

/** The message a refusal names (`{ messageId: 'error.…' }`, e.g. the body reader's), else the one for its status. */
function messageIdOf(error: unknown, status: number): string {
	const named = isRouteErrorResponse(error) ? (error.data as { messageId?: unknown } | null)?.messageId : undefined
	return typeof named === 'string' && /^error\.[a-zA-Z0-9.]+$/.test(named) ? named : httpErrorMessageId(status)
}

/**
 * What a buyer sees when a page fails: the localized text for the HTTP status
 * (spec section 8), a way to try again and a way home. Never a stack trace.
 */
export function ErrorScreen({ error }: { error: unknown }) {
	const status = statusOf(error)
	// Spec section 4: a 401 opens the login sheet (unless this is the login page itself).
	useEffect(() => {
		if (status === 401 && window.location.pathname !== href('/pages/login/index')) openLogin()
	}, [status])
	// A page whose data could not be fetched at all: the network is the problem, not the page.
	if (error instanceof TypeError && /fetch|network/i.test(error.message)) return <NoNetworkScreen />
	if (typeof document !== 'undefined' && status >= 500) console.error(error)
	return (
		<EmptyState
			icon={<Icon name={status === 404 ? 'search' : 'alert'} size="large" />}
			title={<FormattedMessage id={status === 404 ? 'error.notFound.title' : messageIdOf(error, status)} />}
			description={status === 404 ? <FormattedMessage id="error.notFound.body" /> : undefined}
			action={
				<Stack direction="row" gap="small" justify="center">
					{status === 401 ? (
						<Button onClick={() => openLogin()}>
							<FormattedMessage id="account.signIn.action" />
						</Button>
					) : null}
					{status !== 404 && status !== 401 ? (
						<Button variant="soft" onClick={() => window.location.reload()}>
							<FormattedMessage id="error.retry" />
						</Button>
					) : null}
					<Button asChild>
						<Link to="/" reloadDocument>
							<FormattedMessage id="error.goHome" />
						</Link>
					</Button>
				</Stack>
			}
		/>
	)
}
