import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { Sheet } from '#design-system'
import { type AfterSignIn } from './login-events.ts'
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
	onOpenChange,
}: {
	open: boolean
	mode: LoginMode
	after?: AfterSignIn
	onOpenChange: (open: boolean) => void
}) {
	const intl = useIntl()
	const location = useLocation()
	return (
		<Sheet.Root open={open} onOpenChange={onOpenChange}>
			<Sheet.Content title={intl.formatMessage({ id: 'auth.sheet.title' })} closeLabel={intl.formatMessage({ id: 'shell.close' })}>
				{open ? (
					<LoginFlow
						variant="sheet"
						initialMode={mode}
						after={after}
						redirectTo={`${location.pathname}${location.search}`}
						onSignedIn={() => onOpenChange(false)}
					/>
				) : null}
			</Sheet.Content>
		</Sheet.Root>
	)
}
