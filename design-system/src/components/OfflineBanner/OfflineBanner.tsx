import { type HTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './OfflineBanner.css.ts'
import { useOnlineStatus } from './use-online-status.ts'

export interface OfflineBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
	/** What still works while offline ("Messages wait here and go out when you are back online"). */
	children: ReactNode
	/** Shown whatever the browser says (stories, a page that knows better). */
	forceOffline?: boolean
}

/**
 * A quiet line that says the device is offline and what happens meanwhile; nothing while online. Not an error:
 * what the person does waits and goes out by itself. A live region, so the change is read out.
 */
export function OfflineBanner({ children, forceOffline = false, className, ...props }: OfflineBannerProps) {
	const online = useOnlineStatus()
	const offline = forceOffline || !online
	return (
		<div role="status" aria-live="polite" {...props}>
			{offline ? (
				<div className={cx(styles.banner, className)} data-offline="">
					<Icon name="wifi-off" size="small" />
					<p className={styles.text}>{children}</p>
				</div>
			) : null}
		</div>
	)
}
