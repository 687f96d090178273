import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Card, Heading } from '#design-system'
import { SLIP_FIELD } from './schema.ts'
import { SlipPicker, slipProblem } from './SlipPicker.tsx'

/**
 * Bank transfer step 2: the slip upload form (intent "slips"), posted as multipart to `action` (the page's own
 * URL by default). `fields` are its hidden fields (the payment, or what starts one); `children` come after the
 * submit button. What the browser can tell is checked before sending; the server checks again by the bytes.
 */
export function SlipUploadForm({
	fields,
	error,
	action,
	children,
}: {
	fields: Record<string, string>
	error: string | null
	action?: string
	children?: ReactNode
}) {
	const intl = useIntl()
	const navigation = useNavigation()
	const [problem, setProblem] = useState<string | null>(null)
	const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'slips'
	const shown = problem ?? error
	return (
		<Card asChild>
			<Form
				method="post"
				action={action}
				encType="multipart/form-data"
				aria-labelledby="slip-title"
				onSubmit={(event) => {
					const input = event.currentTarget.elements.namedItem(SLIP_FIELD) as HTMLInputElement | null
					const issue = slipProblem(Array.from(input?.files ?? []))
					if (issue) {
						event.preventDefault()
						setProblem(issue)
					}
				}}
			>
				<Heading level={4} as="h2" tone="strong" id="slip-title">
					<FormattedMessage id="payment.slip.title" />
				</Heading>
				<input type="hidden" name="intent" value="slips" />
				{Object.entries(fields).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<SlipPicker describedBy={shown ? 'slip-error' : undefined} onProblem={setProblem} />
				{shown ? (
					<Callout.Root id="slip-error" tone="danger" role="alert">
						<Callout.Icon name="alert" />
						<Callout.Text>
							<FormattedMessage id={shown} />
						</Callout.Text>
					</Callout.Root>
				) : null}
				<Button type="submit" size="large" fullWidth icon="upload" loading={busy} loadingLabel={intl.formatMessage({ id: 'payment.slip.sending' })}>
					<FormattedMessage id="payment.slip.submit" />
				</Button>
				{children}
			</Form>
		</Card>
	)
}
