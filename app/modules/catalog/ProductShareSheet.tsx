import { useIntl } from 'react-intl'
import { Sheet } from '#design-system'
import { ProductSharePanel } from './ProductSharePanel.tsx'

/** The share sheet for browsers without the Web Share API. Loaded on the first tap of "share". */
export default function ProductShareSheet({
	open,
	onOpenChange,
	url,
	title,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	url: string
	title: string
}) {
	const intl = useIntl()
	return (
		<Sheet.Root open={open} onOpenChange={onOpenChange}>
			<Sheet.Content title={intl.formatMessage({ id: 'product.share.title' })} closeLabel={intl.formatMessage({ id: 'shell.close' })}>
				<ProductSharePanel url={url} title={title} />
			</Sheet.Content>
		</Sheet.Root>
	)
}
