import { FormattedMessage, useIntl } from 'react-intl'
import { Box, IconButton, Ltr, Text, toast } from '#design-system'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/**
 * An order (or tracking) number as people read it out and paste it into WhatsApp: left-to-right inside any
 * sentence, selectable, with a copy button once JavaScript runs.
 */
export function CopyableNumber({ value, copyLabelId = 'order.number.copy' }: { value: string; copyLabelId?: string }) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(value)
			toast({ id: 'order-number-copy', title: intl.formatMessage({ id: 'order.number.copied' }), tone: 'success' })
		} catch {
			toast({ id: 'order-number-copy', title: intl.formatMessage({ id: 'order.number.copyFailed' }), tone: 'danger' })
		}
	}
	return (
		<Box as="span" display="inline-flex" alignItems="center" gap="xxsmall">
			<Ltr>{value}</Ltr>
			{hydrated ? (
				<IconButton icon="copy" label={intl.formatMessage({ id: copyLabelId }, { value })} shape="round" size="small" tone="brand" onClick={copy} />
			) : null}
		</Box>
	)
}

/** The shipment's tracking number, copyable, or "not assigned yet" while it has none. */
export function LogisticsNumber({ value }: { value: string | null }) {
	if (value) return <CopyableNumber value={value} copyLabelId="order.logisticsNumber.copy" />
	return (
		<Text as="span" inline tone="muted" size="small">
			<FormattedMessage id="order.info.logisticsNumber.none" />
		</Text>
	)
}
