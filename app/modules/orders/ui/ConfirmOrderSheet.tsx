import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Sheet, Stack } from '#design-system'
import { type ConfirmTexts } from './ConfirmOrderAction.tsx'

/** ConfirmOrderAction's question, in a sheet (loaded with the first tap on cancel or confirm receipt). */
export default function ConfirmOrderSheet({
	open,
	onClose,
	formId,
	texts,
	submitting,
}: {
	open: boolean
	onClose: () => void
	formId: string
	texts: ConfirmTexts
	submitting: boolean
}) {
	const intl = useIntl()
	return (
		<Sheet.Root open={open} onOpenChange={(next) => !next && onClose()}>
			<Sheet.Content
				title={<FormattedMessage id={texts.title} />}
				description={<FormattedMessage id={texts.body} />}
				closeLabel={intl.formatMessage({ id: 'shell.close' })}
			>
				<Stack gap="small" paddingBlockEnd="large">
					<Button type="submit" form={formId} name="confirm" value="yes" tone={texts.tone} size="large" fullWidth loading={submitting}>
						<FormattedMessage id={texts.confirm} />
					</Button>
					<Sheet.Close asChild>
						<Button variant="outline" tone="neutral" size="large" fullWidth>
							<FormattedMessage id={texts.keep} />
						</Button>
					</Sheet.Close>
				</Stack>
			</Sheet.Content>
		</Sheet.Root>
	)
}
