import { FormattedMessage } from 'react-intl'
import { Icon, type IconName } from '#design-system'
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
		<section className={styles.section} aria-labelledby={`how-${kind}`}>
			<h2 id={`how-${kind}`} className={styles.sectionTitle}>
				<FormattedMessage id="campaign.how.title" />
			</h2>
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
			<p className={styles.notice}>
				<Icon name="info" size="small" />
				<span>
					<FormattedMessage
						id={kind === 'free_gift' ? 'campaign.how.rules.free' : 'campaign.how.rules.group'}
						values={{ hours: NEW_USER_HELP_WINDOW_MS / 3_600_000 }}
					/>
				</span>
			</p>
		</section>
	)
}
