import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import { SEA_FREIGHT } from '#app/modules/logistics/freight.ts'
import type { TrackingEstimate, TrackingLeg } from '#app/modules/orders/tracking.server.ts'
import * as styles from './TrackingTimeline.css.ts'

/**
 * The shipment's legs from the supplier to the buyer's door, top to bottom in the order the goods travel them:
 * a filled dot for legs passed, the current one marked "now", hollow dots ahead. Each leg lists what staff
 * entered (time, place, note), oldest first.
 */
export function TrackingTimeline({ legs, headingLevel = 3 }: { legs: readonly TrackingLeg[]; headingLevel?: 2 | 3 }) {
	const intl = useIntl()
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<ol className={styles.timeline}>
			{legs.map((leg) => (
				<li
					key={leg.leg}
					className={cx(styles.leg, leg.state === 'done' && styles.legDone)}
					aria-current={leg.state === 'current' ? 'step' : undefined}
				>
					<span className={cx(styles.dot, styles.dotStates[leg.state])} aria-hidden />
					<Heading className={cx(styles.legName, leg.state === 'upcoming' && styles.legNameUpcoming)}>
						<FormattedMessage id={`logistics.leg.${leg.leg}`} />
						{leg.state === 'current' ? (
							<span className={styles.now}>
								<FormattedMessage id="logistics.leg.now" />
							</span>
						) : null}
					</Heading>
					{leg.events.length > 0 ? (
						<ul className={styles.events}>
							{leg.events.map((event) => (
								<li key={event.id} className={styles.event}>
									<time className={styles.eventTime} dateTime={event.occurredAt.toISOString()}>
										{intl.formatDate(event.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })}
									</time>
									{event.location ? (
										<span>
											<bdi>{event.location}</bdi>
										</span>
									) : null}
									{event.note ? (
										<span>
											<bdi>{event.note}</bdi>
										</span>
									) : null}
								</li>
							))}
						</ul>
					) : null}
				</li>
			))}
		</ol>
	)
}

const NONE_TEXT = {
	notShipped: 'logistics.estimate.notShipped',
	awaitingAddress: 'logistics.estimate.awaitingAddress',
	noTransitTime: 'logistics.estimate.none',
	closed: 'logistics.estimate.closed',
} as const

/**
 * The honest estimate (tracking.server.ts): a window with the days left, "later than expected" once the window
 * has passed, the date it was delivered, or why there is no estimate yet.
 */
export function TrackingEstimateBox({ estimate }: { estimate: TrackingEstimate }) {
	const intl = useIntl()
	const date = (value: Date) => <time dateTime={value.toISOString()}>{intl.formatDate(value, { dateStyle: 'medium' })}</time>
	const domestic = { min: intl.formatNumber(SEA_FREIGHT.domesticDays.min), max: intl.formatNumber(SEA_FREIGHT.domesticDays.max) }
	let tone: keyof typeof styles.estimateTones = 'info'
	let headline: ReactNode
	let detail: ReactNode = null
	switch (estimate.kind) {
		case 'none':
			headline = <FormattedMessage id={NONE_TEXT[estimate.reason]} values={domestic} />
			if (estimate.reason === 'notShipped') {
				const sea = { seaMin: SEA_FREIGHT.seaDays.min, seaMax: SEA_FREIGHT.seaDays.max }
				detail = <FormattedMessage id="logistics.estimate.rule" values={{ ...sea, ...domestic }} />
			}
			break
		case 'window':
			headline = (
				<FormattedMessage
					id={estimate.stage === 'sea' ? 'logistics.estimate.sea' : 'logistics.estimate.domestic'}
					values={{ from: date(estimate.from), to: date(estimate.to) }}
				/>
			)
			detail = (
				<>
					{estimate.daysLeft.min > 0 ? (
						<FormattedMessage
							id="logistics.estimate.daysLeft"
							values={{ min: intl.formatNumber(estimate.daysLeft.min), max: intl.formatNumber(estimate.daysLeft.max), count: estimate.daysLeft.max }}
						/>
					) : (
						<FormattedMessage
							id="logistics.estimate.daysLeftUpTo"
							values={{ max: intl.formatNumber(estimate.daysLeft.max), count: estimate.daysLeft.max }}
						/>
					)}
					{estimate.stage === 'sea' ? (
						<>
							{' '}
							<FormattedMessage id="logistics.estimate.thenDomestic" values={domestic} />
						</>
					) : null}
				</>
			)
			break
		case 'late':
			tone = 'late'
			headline = (
				<FormattedMessage
					id={estimate.stage === 'sea' ? 'logistics.estimate.lateSea' : 'logistics.estimate.lateDomestic'}
					values={{ date: date(estimate.expectedBy) }}
				/>
			)
			detail = <FormattedMessage id="logistics.estimate.lateNote" />
			break
		case 'delivered':
			tone = 'done'
			headline = estimate.at ? (
				<FormattedMessage id="logistics.estimate.deliveredOn" values={{ date: date(estimate.at) }} />
			) : (
				<FormattedMessage id="logistics.estimate.delivered" />
			)
			break
	}
	return (
		<div className={cx(styles.estimate, styles.estimateTones[tone])} role="status">
			<Icon name={tone === 'done' ? 'check' : tone === 'late' ? 'alert' : 'clock'} size="small" />
			<div className={styles.estimateBody}>
				<span className={styles.estimateHeadline}>{headline}</span>
				{detail ? <span>{detail}</span> : null}
			</div>
		</div>
	)
}
