import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { FormattedMessage } from 'react-intl'
import { Callout, Sheet } from '#design-system'
import { type AfterSignIn, type ShowLoginDetail } from './login-events.ts'
import { type LoginMode } from './login-sheet-state.ts'
import { LoginFlow } from './LoginFlow.tsx'

/**
 * The login sheet: a bottom sheet titled "sign in or create an account" that
 * closes on a tap outside or the close button. Closing unmounts the flow, which
 * resets every step, input, code and timer (spec section 4).
 */
export default function LoginSheet({
	open,
	mode,
	after,
	reason,
	onSignedIn,
	onOpenChange,
}: {
	open: boolean
	mode: LoginMode
	after?: AfterSignIn
	/** `session-ended`: the buyer was signed out while filling in a form; the sheet says what is kept. */
	reason?: ShowLoginDetail['reason']
	/** Once signed in here (the page has its new data): the form is sent again. */
	onSignedIn?: () => void
	onOpenChange: (open: boolean) => void
}) {
	const intl = useIntl()
	const location = useLocation()
	return (
		<Sheet.Root open={open} onOpenChange={onOpenChange}>
			<Sheet.Content title={intl.formatMessage({ id: 'auth.sheet.title' })} closeLabel={intl.formatMessage({ id: 'shell.close' })}>
				{open && reason === 'session-ended' ? (
					<Callout.Root tone="warning" size="small" role="status" data-testid="login-session-ended">
						<Callout.Icon name="info" />
						<Callout.Text>
							<FormattedMessage id="auth.sheet.sessionEnded" />
						</Callout.Text>
					</Callout.Root>
				) : null}
				{open ? (
					<LoginFlow
						variant="sheet"
						initialMode={mode}
						after={after}
						redirectTo={`${location.pathname}${location.search}`}
						onSignedIn={() => {
							onOpenChange(false)
							onSignedIn?.()
						}}
					/>
				) : null}
			</Sheet.Content>
		</Sheet.Root>
	)
}
