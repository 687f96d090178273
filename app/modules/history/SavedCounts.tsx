import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon, Text, TileGrid, type IconName } from '#design-system'
import { formatCount } from '#app/i18n/format.ts'
import { useDeviceState } from '#app/modules/history/use-device-state.ts'
import * as styles from '#app/modules/catalog/Home.css.ts'
import { href } from '#app/href.ts'

/** How many favourites and viewed products a signed-in buyer has (collectCount, historyCount); null for a visitor. */
export type SavedCountsData = { favorites: number; history: number } | null

/**
 * The home page's way back to what the buyer kept and looked at, with how many of each: the account's counts
 * from the server, or for a visitor what this device holds (known once the page has hydrated).
 */
export function SavedCounts({ counts }: { counts: SavedCountsData }) {
	const device = useDeviceState()
	const favorites = counts ? counts.favorites : device.favorites.length
	const history = counts ? counts.history : device.history.length
	return (
		<TileGrid columns={2} className={styles.savedCounts}>
			<SavedCount to={href('/pages/individualCenter/buyer_collection/index')} icon="heart" labelId="page.favorites.title" count={favorites} />
			<SavedCount to={href('/pages/individualCenter/browsing_history/index')} icon="clock" labelId="page.browsingHistory.title" count={history} />
		</TileGrid>
	)
}

function SavedCount({ to, icon, labelId, count }: { to: string; icon: IconName; labelId: string; count: number }) {
	const intl = useIntl()
	return (
		<li>
			<Link to={to} className={styles.savedCount} prefetch="intent" data-testid={`saved-count-${icon}`}>
				<Icon name={icon} size="small" />
				<Text truncate size="small" className={styles.savedCountLabel}>
					<FormattedMessage id={labelId} />
				</Text>
				<bdi className={styles.savedCountNumber}>{formatCount(intl, count)}</bdi>
			</Link>
		</li>
	)
}
