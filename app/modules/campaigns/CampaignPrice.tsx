import { FormattedMessage, useIntl } from 'react-intl'
import { Badge, Price, Stack } from '#design-system'
import { type CampaignKind } from './campaign-rules.ts'
import * as styles from './Campaigns.css.ts'

/**
 * What a campaign's product costs the buyer, as the offer lists and the campaign page show it: a free gift is "free"
 * beside what it is worth, struck through; a group price beside the price it replaces.
 */
export function CampaignPrice({
	kind,
	unitPrice,
	quantity,
	groupPrice,
	size = 'standard',
}: {
	kind: CampaignKind
	unitPrice: number
	quantity: number
	groupPrice: number | null
	/** The group price's size: `large` where the campaign is the page. */
	size?: 'standard' | 'large'
}) {
	const intl = useIntl()
	return (
		<Stack direction="row" wrap align="baseline" gap="small">
			{kind === 'free_gift' ? (
				<>
					<Badge tone="brand" size="small">
						<FormattedMessage id="campaign.template.free" />
					</Badge>
					<span className={styles.struck}>
						<Price amount={unitPrice * quantity} size="small" tone="muted" amountLabel={intl.formatMessage({ id: 'campaign.template.worth' })} />
					</span>
				</>
			) : (
				<>
					<Price
						amount={groupPrice ?? unitPrice}
						size={size}
						tone="accent"
						amountLabel={intl.formatMessage({ id: 'campaign.template.groupPrice' })}
					/>
					<span className={styles.struck}>
						<Price amount={unitPrice} size="small" tone="muted" amountLabel={intl.formatMessage({ id: 'price.was' })} />
					</span>
				</>
			)}
		</Stack>
	)
}
