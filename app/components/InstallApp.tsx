import { useSyncExternalStore } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, Card, Icon, Stack, Text } from '#design-system'
import { installState, promptInstall, subscribeInstall } from '#app/utils/install-prompt.ts'

/**
 * The account page's offer to install the shop on the home screen (app/utils/install-prompt.ts): nothing when there is
 * none. `className` places it as the page's other sections are placed.
 */
export function InstallApp({ className }: { className?: string }) {
	const state = useSyncExternalStore(subscribeInstall, installState, () => 'none' as const)
	if (state === 'none') return null
	if (state === 'installed') {
		return (
			<Card variant="flat" tone="muted" padding="medium" role="status" data-testid="install-app" className={className}>
				<Text size="small">
					<FormattedMessage id="pwa.install.installed" />
				</Text>
			</Card>
		)
	}
	return (
		<Card asChild variant="flat" padding="large" gap="small" data-testid="install-app" className={className}>
			<section aria-labelledby="install-app-title">
				<Stack direction="row" gap="small" align="center">
					<Icon name="plus" />
					<Text as="h2" weight="strong" id="install-app-title">
						<FormattedMessage id="pwa.install.title" />
					</Text>
				</Stack>
				<Text size="small" tone="muted">
					<FormattedMessage id={state === 'manual' ? 'pwa.install.manual' : 'pwa.install.body'} />
				</Text>
				{state === 'available' ? (
					<Button type="button" onClick={() => void promptInstall()} fullWidth>
						<FormattedMessage id="pwa.install.action" />
					</Button>
				) : null}
			</section>
		</Card>
	)
}
