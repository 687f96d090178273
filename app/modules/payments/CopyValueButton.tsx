import { useIntl } from 'react-intl'
import { Button, toast } from '#design-system'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/**
 * Copies one value (an account number, the amount, the order number) for pasting into the bank's app. Shown
 * once JavaScript runs; without it the value itself is selectable with one tap.
 */
export function CopyValueButton({ value, labelId }: { value: string; labelId: string }) {
	const intl = useIntl()
	const hydrated = useHydrated()
	if (!hydrated) return null
	const label = intl.formatMessage({ id: labelId })
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(value)
			toast({ id: 'payment-copy', title: intl.formatMessage({ id: 'payment.copy.done' }, { what: label }), tone: 'success' })
		} catch {
			toast({ id: 'payment-copy', title: intl.formatMessage({ id: 'payment.copy.failed' }), tone: 'danger' })
		}
	}
	return (
		<Button
			type="button"
			variant="outline"
			size="small"
			icon="copy"
			onClick={copy}
			aria-label={intl.formatMessage({ id: 'payment.copy.label' }, { what: label })}
		>
			<span aria-hidden>{intl.formatMessage({ id: 'payment.copy.action' })}</span>
		</Button>
	)
}
