import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, TextField, toast } from '#design-system'
import { whatsAppShareUrl } from '#app/modules/catalog/product-share.ts'
import * as shareStyles from '#app/modules/catalog/ProductShare.css.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/**
 * getShareLink, as the initiator uses it: WhatsApp first (the message in their language, the link's preview in the
 * language they chose), the phone's own share sheet where there is one, and the link to copy. Without JavaScript
 * the WhatsApp link and the selectable address still work.
 */
export function CampaignSharePanel({ url, text, title }: { url: string; text: string; title: string }) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(url)
			toast({
				id: 'campaign-share-copy',
				title: intl.formatMessage({ id: 'product.share.copied' }),
				tone: 'success',
			})
		} catch {
			toast({
				id: 'campaign-share-copy',
				title: intl.formatMessage({ id: 'product.share.copyFailed' }),
				tone: 'danger',
			})
		}
	}
	const shareNatively = async () => {
		try {
			await navigator.share({ title, text, url })
		} catch {
			// Closed by the buyer, or not allowed: the other buttons are still there.
		}
	}
	return (
		<div className={shareStyles.panel}>
			<Button asChild fullWidth size="large" className={shareStyles.whatsapp}>
				<a href={whatsAppShareUrl({ text, url })} target="_blank" rel="noopener noreferrer">
					<Icon name="whatsapp" />
					<FormattedMessage id="product.share.whatsapp" />
				</a>
			</Button>
			{hydrated && typeof navigator.share === 'function' ? (
				<Button variant="soft" fullWidth icon="share" onClick={() => void shareNatively()}>
					<FormattedMessage id="campaign.share.more" />
				</Button>
			) : null}
			<div className={shareStyles.linkRow}>
				<TextField
					className={shareStyles.linkField}
					label={intl.formatMessage({ id: 'campaign.share.link' })}
					value={url}
					readOnly
					dir="ltr"
					onFocus={(event) => event.currentTarget.select()}
					data-testid="campaign-share-link"
				/>
				{hydrated ? (
					<Button variant="soft" icon="copy" onClick={() => void copy()}>
						<FormattedMessage id="product.share.copy" />
					</Button>
				) : null}
			</div>
		</div>
	)
}
