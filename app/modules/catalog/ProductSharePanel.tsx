import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, TextField, toast } from '#design-system'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { whatsAppShareUrl } from './product-share.ts'
import * as styles from './ProductShare.css.ts'

/**
 * What the share sheet holds (and, without JavaScript, the share section of the page): a WhatsApp share,
 * the link itself to select, and a copy button once JavaScript runs.
 */
export function ProductSharePanel({ url, title }: { url: string; title: string }) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(url)
			toast({ id: 'product-share-copy', title: intl.formatMessage({ id: 'product.share.copied' }), tone: 'success' })
		} catch {
			toast({ id: 'product-share-copy', title: intl.formatMessage({ id: 'product.share.copyFailed' }), tone: 'danger' })
		}
	}
	return (
		<div className={styles.panel}>
			<Button asChild fullWidth size="large" className={styles.whatsapp}>
				<a href={whatsAppShareUrl({ text: title, url })} target="_blank" rel="noopener noreferrer">
					<Icon name="whatsapp" />
					<FormattedMessage id="product.share.whatsapp" />
				</a>
			</Button>
			<div className={styles.linkRow}>
				<TextField
					className={styles.linkField}
					label={intl.formatMessage({ id: 'product.share.link' })}
					value={url}
					readOnly
					dir="ltr"
					onFocus={(event) => event.currentTarget.select()}
				/>
				{hydrated ? (
					<Button variant="soft" icon="copy" onClick={copy}>
						<FormattedMessage id="product.share.copy" />
					</Button>
				) : null}
			</div>
		</div>
	)
}
