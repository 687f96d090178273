import { FormattedMessage, useIntl } from 'react-intl'
import * as styles from './support-hours.css.ts'
import { SUPPORT_PHONE } from './support-hours.ts'

/** Outside support hours, at the top of the buyer's chat: when support is back, and the number to call. */
export function SupportHoursNotice({ backAt }: { backAt: string | null }) {
	const intl = useIntl()
	if (!backAt) return null
	const time = intl.formatDate(backAt, { weekday: 'long', hour: 'numeric', minute: '2-digit' })
	return (
		<p className={styles.notice} role="status" data-support-hours="closed">
			<FormattedMessage
				id="chat.supportHours.closed"
				values={{
					time,
					phone: (
						<a href={`tel:${SUPPORT_PHONE}`} className={styles.phone} dir="ltr">
							{SUPPORT_PHONE}
						</a>
					),
				}}
			/>
		</p>
	)
}
