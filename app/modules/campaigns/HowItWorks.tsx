import { FormattedMessage } from 'react-intl'
import { Callout, Heading, Icon, type IconName, Stack } from '#design-system'
import { type CampaignKind, NEW_USER_HELP_WINDOW_MS } from './campaign-rules.ts'
import * as styles from './Campaigns.css.ts'

const STEPS: Record<CampaignKind, Array<{ icon: IconName; id: string }>> = {
	free_gift: [
		{ icon: 'gift', id: 'campaign.how.free.1' },
		{ icon: 'whatsapp', id: 'campaign.how.free.2' },
		{ icon: 'user', id: 'campaign.how.free.3' },
	],
	group_price: [
		{ icon: 'grid', id: 'campaign.how.group.1' },
		{ icon: 'whatsapp', id: 'campaign.how.group.2' },
		{ icon: 'coupon', id: 'campaign.how.group.3' },
	],
}

/** How a campaign works, in three steps (`hours`: the timer), and the rules that matter (who can help, what delivery costs). */
export function HowItWorks({ kind, target, hours }: { kind: CampaignKind; target: number; hours: number }) {
	return (
		<Stack as="section" gap="medium" aria-labelledby={`how-${kind}`}>
			<Heading level={3} as="h2" tone="strong" id={`how-${kind}`}>
				<FormattedMessage id="campaign.how.title" />
			</Heading>
			<ol className={styles.steps}>
				{STEPS[kind].map((step) => (
					<li key={step.id} className={styles.step}>
						<span className={styles.stepIcon} aria-hidden>
							<Icon name={step.icon} />
						</span>
						<FormattedMessage id={step.id} values={{ count: target, hours }} />
					</li>
				))}
			</ol>
			<Callout.Root asChild tone="neutral" size="small">
				<p>
					<Callout.Icon name="info" />
					<span>
						<FormattedMessage
							id={kind === 'free_gift' ? 'campaign.how.rules.free' : 'campaign.how.rules.group'}
							values={{ hours: NEW_USER_HELP_WINDOW_MS / 3_600_000 }}
						/>
					</span>
				</p>
			</Callout.Root>
		</Stack>
	)
}
