import { useIntl } from 'react-intl'
import { Toast } from '#design-system'

/**
 * Where toasts show. Loaded the first time a toast is raised (see AppShell),
 * so Radix Toast is not part of every page's first JavaScript.
 */
export default function Toaster() {
	const intl = useIntl()
	return (
		<Toast.Provider label={intl.formatMessage({ id: 'shell.notifications' })}>
			<Toast.Viewport
				label={intl.formatMessage({ id: 'shell.notifications' })}
				closeLabel={intl.formatMessage({ id: 'shell.close' })}
			/>
		</Toast.Provider>
	)
}
