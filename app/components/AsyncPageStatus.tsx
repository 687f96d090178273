import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon, Spinner, Text } from '#design-system'
import * as styles from './AsyncPageStatus.css.ts'

/** Spec section 9: the loading screen appears only once a page has taken 600 ms. */
export const ASYNC_PAGE_DELAY_MS = 600
/** Spec sections 4 and 9: after 12 seconds the wait becomes the no-network screen. */
export const NO_NETWORK_TIMEOUT_MS = 12_000

type Phase = 'idle' | 'loading' | 'no-network'

/**
 * Spec section 4: the reload appends `t` (now); a page whose `t` is missing or
 * older than 12 seconds is reloaded, a fresh one is not (no reload loops).
 */
export function reloadUrl(href: string, now: number): string | null {
	const url = new URL(href)
	const previous = Number(url.searchParams.get('t'))
	if (url.searchParams.has('t') && Number.isFinite(previous) && Math.abs(now - previous) <= NO_NETWORK_TIMEOUT_MS) return null
	url.searchParams.set('t', String(now))
	return url.toString()
}

export function reloadWithTimestamp() {
	const target = reloadUrl(window.location.href, Date.now())
	if (target) window.location.replace(target)
	else window.location.reload()
}

/** The async loading screen and the no-network screen of a page in transit. */
export function AsyncPageStatus() {
	const navigation = useNavigation()
	const intl = useIntl()
	const [phase, setPhase] = useState<Phase>('idle')
	const pending = navigation.state === 'loading' && navigation.formMethod === undefined

	useEffect(() => {
		if (!pending) {
			setPhase('idle')
			return
		}
		const showLoader = setTimeout(() => setPhase('loading'), ASYNC_PAGE_DELAY_MS)
		const showNoNetwork = setTimeout(() => setPhase('no-network'), NO_NETWORK_TIMEOUT_MS)
		return () => {
			clearTimeout(showLoader)
			clearTimeout(showNoNetwork)
		}
	}, [pending])

	if (phase === 'loading') {
		return (
			<div className={styles.overlay} role="status">
				<Spinner size="large" label={intl.formatMessage({ id: 'shell.loading' })} />
			</div>
		)
	}
	if (phase === 'no-network') return <NoNetworkScreen />
	return null
}

export function NoNetworkScreen() {
	return (
		<div role="alert" className={styles.noNetworkRegion}>
			<button type="button" className={styles.noNetwork} onClick={reloadWithTimestamp}>
				<Icon name="wifi-off" size="large" />
				<Text as="span" weight="strong" size="large">
					<FormattedMessage id="shell.noNetwork.title" />
				</Text>
				<Text as="span" tone="muted">
					<FormattedMessage id="shell.noNetwork.body" />
				</Text>
				<Text as="span" tone="brand" weight="strong">
					<FormattedMessage id="shell.noNetwork.reload" />
				</Text>
			</button>
		</div>
	)
}
