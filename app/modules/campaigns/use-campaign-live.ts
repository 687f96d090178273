import { useIntl } from 'react-intl'
import { toast } from '#design-system'
import { userChannel } from '#app/realtime/channels.ts'
import { useChannel } from '#app/realtime/use-channel.ts'
import { useRevalidateOnEvent } from '#app/utils/use-revalidate-on-event.ts'
import { useOptionalUser } from '#app/utils/root-data.ts'

/**
 * The initiator's pages follow their campaigns live: a friend's help is committed, then announced on the buyer's
 * channel (`campaign.help`, campaigns.server.ts); the page reloads its data and says so. After a reconnect the
 * page reloads too, so a help that arrived meanwhile is never missed. `reload` is for the countdown reaching zero.
 */
export function useCampaignLive({ campaignIds, enabled = true }: { campaignIds?: readonly string[]; enabled?: boolean } = {}) {
	const user = useOptionalUser()
	const intl = useIntl()
	const reload = useRevalidateOnEvent()
	useChannel(
		user && enabled ? userChannel(user.id) : null,
		(event) => {
			if (event.kind !== 'campaign.help') return
			if (campaignIds && !campaignIds.includes(String(event.campaignId))) return
			toast({
				id: `campaign-help-${String(event.campaignId)}`,
				title: intl.formatMessage({ id: 'campaign.live.helped' }, { helped: Number(event.helped), target: Number(event.target) }),
				tone: 'success',
			})
			reload()
		},
		{ enabled: Boolean(user) && enabled, onReconnect: reload },
	)
	return { reload }
}
