import { FormattedMessage, useIntl } from 'react-intl'
import { Badge, Icon, ProgressBar, Stack, Text } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import { type CampaignKind, type CampaignStatus, countdownParts } from './campaign-rules.ts'
import * as styles from './Campaigns.css.ts'
import { useCountdown } from './use-countdown.ts'

/** "23:14:05" in the page's digits (Arabic-Indic in Arabic), hours beyond 24 kept. */
export function useClock(ms: number): string {
	const intl = useIntl()
	const { hours, minutes, seconds } = countdownParts(ms)
	const two = (value: number) => intl.formatNumber(value, { minimumIntegerDigits: 2, useGrouping: false })
	return `${two(hours)}:${two(minutes)}:${two(seconds)}`
}

export function Countdown({ endsAt, serverNow, onExpire }: { endsAt: string; serverNow: string; onExpire?: () => void }) {
	const left = useCountdown(endsAt, serverNow, { onExpire })
	const clock = useClock(left)
	return (
		<span role="timer" aria-live="off">
			<FormattedMessage id="campaign.progress.timeLeft" values={{ time: <span className={styles.countdown}>{clock}</span> }} />
		</span>
	)
}

export function StatusBadge({ status, kind }: { status: CampaignStatus; kind: CampaignKind }) {
	const id =
		status === 'qualified'
			? kind === 'free_gift'
				? 'campaign.status.qualifiedGift'
				: 'campaign.status.qualifiedGroup'
			: {
					in_progress: 'campaign.status.inProgress',
					success: 'campaign.status.success',
					not_successful: 'campaign.status.notSuccessful',
					ended: 'campaign.status.ended',
				}[status]
	const tone =
		status === 'qualified' || status === 'success' ? 'success' : status === 'not_successful' ? 'warning' : status === 'ended' ? 'neutral' : 'brand'
	return (
		<Badge tone={tone} data-status={status}>
			<FormattedMessage id={id} />
		</Badge>
	)
}

/**
 * "2 of 3 friends helped", a bar and a place per friend, and the countdown while the timer runs. The count is a
 * live region, so a screen reader hears a friend's help arrive.
 */
export function CampaignProgress({
	kind,
	status,
	helped,
	target,
	endsAt,
	serverNow,
	onExpire,
	showDots = false,
}: {
	kind: CampaignKind
	status: CampaignStatus
	helped: number
	target: number
	endsAt: string
	serverNow: string
	onExpire?: () => void
	showDots?: boolean
}) {
	return (
		<Stack gap="xsmall">
			<Text as="div" size="small">
				<Stack direction="row" wrap justify="space-between" align="baseline" gap="small">
					<strong aria-live="polite" data-testid="campaign-progress">
						<FormattedMessage id={kind === 'free_gift' ? 'campaign.progress.helped' : 'campaign.progress.joined'} values={{ helped, target }} />
					</strong>
					{status === 'in_progress' ? <Countdown endsAt={endsAt} serverNow={serverNow} onExpire={onExpire} /> : null}
				</Stack>
			</Text>
			<ProgressBar value={Math.min(helped, target)} max={target} aria-hidden />
			{showDots ? (
				<Stack as="ol" direction="row" gap="small" aria-hidden>
					{Array.from({ length: target }, (_, index) => (
						<li key={index} className={cx(styles.dot, index < helped && styles.dotDone)}>
							{index < helped ? <Icon name="user" size="small" /> : <Icon name="plus" size="small" />}
						</li>
					))}
				</Stack>
			) : null}
		</Stack>
	)
}
