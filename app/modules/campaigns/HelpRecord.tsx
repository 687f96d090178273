import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState, Heading, Icon, Stack, TabNav, Text } from '#design-system'
import { href } from '#app/href.ts'
import { CampaignCard } from './CampaignCard.tsx'
import type { CampaignData } from './campaign-page.server.ts'

export const HELP_RECORD_TABS = ['mine', 'helped', 'ended'] as const
export type HelpRecordTab = (typeof HELP_RECORD_TABS)[number]

/** The tab in a query string (`?tab=helped`); "mine" for anything else. */
export function helpRecordTab(value: string | null): HelpRecordTab {
	return (HELP_RECORD_TABS as readonly string[]).includes(value ?? '') ? (value as HelpRecordTab) : 'mine'
}

const TAB_LABEL: Record<HelpRecordTab, string> = {
	mine: 'campaign.record.tab.mine',
	helped: 'campaign.record.tab.helped',
	ended: 'campaign.record.tab.ended',
}
const EMPTY_TITLE: Record<HelpRecordTab, string> = {
	mine: 'campaign.record.empty.mine',
	helped: 'campaign.record.empty.helped',
	ended: 'campaign.record.empty.ended',
}
const EMPTY_BODY: Record<HelpRecordTab, string> = {
	mine: 'campaign.record.empty.mine.body',
	helped: 'campaign.record.empty.helped.body',
	ended: 'campaign.record.empty.ended.body',
}

export type HelpRecordData = {
	mine: CampaignData[]
	helped: Array<CampaignData & { helpedAt: string }>
	ended: CampaignData[]
}

/**
 * The help record of the free gifts tab: the buyer's live campaigns, the friends' campaigns they helped, and
 * their own that ended. Tabs are links (`?tab=`), so they work without JavaScript and come back with "back".
 */
export function HelpRecord({
	tab,
	record,
	serverNow,
	onExpire,
}: {
	tab: HelpRecordTab
	record: HelpRecordData
	serverNow: string
	onExpire?: () => void
}) {
	const intl = useIntl()
	const shown = record[tab]
	return (
		<Stack as="section" gap="medium" aria-labelledby="help-record">
			<Heading level={3} as="h2" tone="strong" id="help-record">
				<FormattedMessage id="campaign.record.title" />
			</Heading>
			<TabNav.Root label={intl.formatMessage({ id: 'campaign.record.tabs' })}>
				{HELP_RECORD_TABS.map((name) => (
					<TabNav.Link key={name} asChild active={name === tab}>
						<Link to={href('/pages/free-gifts/index', { tab: name })} preventScrollReset replace>
							<FormattedMessage id={TAB_LABEL[name]} />
							<TabNav.Count>{intl.formatNumber(record[name].length)}</TabNav.Count>
						</Link>
					</TabNav.Link>
				))}
			</TabNav.Root>
			{shown.length === 0 ? (
				<EmptyState
					icon={<Icon name="gift" size="large" />}
					title={<FormattedMessage id={EMPTY_TITLE[tab]} />}
					description={<FormattedMessage id={EMPTY_BODY[tab]} />}
				/>
			) : (
				<Stack as="ul" gap="medium" data-testid={`help-record-${tab}`}>
					{tab === 'helped'
						? record.helped.map((campaign) => (
								<Stack as="li" key={campaign.id} gap="xsmall">
									<Text as="p" tone="muted" size="small">
										<FormattedMessage
											id="campaign.record.helpedOn"
											values={{
												name: <bdi>{campaign.initiatorName}</bdi>,
												date: intl.formatDate(campaign.helpedAt, { dateStyle: 'medium' }),
											}}
										/>
									</Text>
									<CampaignCard campaign={campaign} serverNow={serverNow} actions={false} />
								</Stack>
							))
						: shown.map((campaign) => (
								<li key={campaign.id}>
									<CampaignCard campaign={campaign} serverNow={serverNow} onExpire={onExpire} />
								</li>
							))}
				</Stack>
			)}
		</Stack>
	)
}
