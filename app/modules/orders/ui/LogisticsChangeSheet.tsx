import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Fieldset, Price, Radio, Sheet, Text, Stack } from '#design-system'
import { type LogisticsMethod } from '#app/db/schema/order-vocabulary.ts'

export type LogisticsOptionView = { method: LogisticsMethod; estimate: number; days: { min: number; max: number }; current: boolean }

/**
 * updateOrderLogistic on the order page: "Change" next to the shipping method opens a sheet listing sea and air
 * with days to the door and this order's freight estimate; the choice posts to the page's action. Shown only
 * while the order's state allows it (the server refuses later changes anyway, with a message in the sheet).
 */
export function LogisticsChangeSheet({ orderId, options, error }: { orderId: string; options: LogisticsOptionView[]; error: string | null }) {
	const intl = useIntl()
	const navigation = useNavigation()
	const current = options.find((option) => option.current)?.method
	const [open, setOpen] = useState(Boolean(error))
	const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'changeLogistics'
	return (
		<Sheet.Root open={open} onOpenChange={setOpen}>
			<Sheet.Trigger asChild>
				<Button variant="ghost" size="small">
					<FormattedMessage id="order.logistics.change" />
				</Button>
			</Sheet.Trigger>
			<Sheet.Content
				title={<FormattedMessage id="order.logistics.sheet.title" />}
				description={<FormattedMessage id="order.logistics.sheet.body" />}
				closeLabel={intl.formatMessage({ id: 'shell.close' })}
			>
				<Stack as={Form} method="post" gap="medium">
					<input type="hidden" name="intent" value="changeLogistics" />
					<input type="hidden" name="orderId" value={orderId} />
					<Fieldset legend={<FormattedMessage id="order.info.logisticsMethod" />}>
						{options.map((option) => (
							<Radio
								key={option.method}
								variant="card"
								name="logisticsMethod"
								value={option.method}
								defaultChecked={option.method === current}
								label={
									<>
										<FormattedMessage id={`order.logisticsMethod.${option.method}`} />
										{option.current ? (
											<>
												{' '}
												<Text as="span" inline tone="muted" size="small">
													<FormattedMessage id="order.logistics.sheet.current" />
												</Text>
											</>
										) : null}
									</>
								}
								description={
									<>
										<FormattedMessage id="checkout.logistics.days" values={{ min: option.days.min, max: option.days.max }} />
										<br />
										{option.estimate > 0 ? (
											<FormattedMessage
												id="checkout.logistics.estimate"
												values={{ amount: <Price amount={option.estimate} size="small" tone="neutral" /> }}
											/>
										) : (
											<FormattedMessage id="checkout.logistics.estimateLater" />
										)}
									</>
								}
							/>
						))}
					</Fieldset>
					{error ? (
						<Text tone="danger" size="small" role="alert">
							<FormattedMessage id={error} />
						</Text>
					) : null}
					<Stack gap="small" paddingBlockEnd="large">
						<Button type="submit" size="large" fullWidth loading={saving}>
							<FormattedMessage id="order.logistics.sheet.save" />
						</Button>
					</Stack>
				</Stack>
			</Sheet.Content>
		</Sheet.Root>
	)
}
