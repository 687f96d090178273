import { FormattedMessage, useIntl } from 'react-intl'
import { Icon } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import { type CampaignKind } from './campaign-rules.ts'
import * as styles from './Campaigns.css.ts'

export type BroadcastEntry = {
	id: string
	kind: CampaignKind
	name: string
	productTitle: string
}

function Entry({ item }: { item: BroadcastEntry }) {
	return (
		<li className={styles.broadcastItem}>
			<Icon name="gift" size="small" />
			<FormattedMessage
				id={item.kind === 'free_gift' ? 'campaign.broadcast.freeGift' : 'campaign.broadcast.groupPrice'}
				values={{ name: <bdi>{item.name}</bdi>, title: item.productTitle }}
			/>
		</li>
	)
}

/**
 * activity listRollingBroadcast: recent successes, names masked ("A*** H***"), rolling past as a marquee. The
 * items are drawn twice so the loop has no seam (the copy is hidden from screen readers); it pauses on hover and
 * focus, and stands still — as a plain list — for people who asked for reduced motion.
 */
export function RollingBroadcast({ items }: { items: readonly BroadcastEntry[] }) {
	const intl = useIntl()
	if (items.length === 0) return null
	return (
		<section className={styles.broadcast} aria-label={intl.formatMessage({ id: 'campaign.broadcast.label' })}>
			<div className={styles.broadcastTrack}>
				<ul className={styles.broadcastList}>
					{items.map((item) => (
						<Entry key={item.id} item={item} />
					))}
				</ul>
				<ul className={cx(styles.broadcastList, styles.broadcastCopy)} aria-hidden>
					{items.map((item) => (
						<Entry key={item.id} item={item} />
					))}
				</ul>
			</div>
		</section>
	)
}
