import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Fieldset, Radio, Select, Stack, Text, Textarea, TextField, Toolbar } from '#design-system'
import { LOGISTICS_LEGS } from '#app/db/schema/order-vocabulary.ts'
import { type OrderEvent } from '#app/modules/orders/order-status.ts'
import {
	CLOSE_REASON_MAX_LENGTH,
	CloseOrderFormSchema,
	LOGISTICS_COST_FIELDS,
	type LogisticsCostField,
	LOGISTICS_NUMBER_MAX_LENGTH,
	LogisticsCostsSchema,
	LogisticsEventFormSchema,
	LogisticsNumberFormSchema,
} from './schema.ts'

/**
 * What staff do with an order, each a form that posts to the order's page with an `intent` (and works without
 * JavaScript): the next step of the lifecycle, closing with a reason, the second-stage costs, the tracking
 * number and a step of the shipment timeline. A refused form comes back with its message and what was typed.
 */

export type OrderActionData = { intent: string; result: SubmissionResult<string[]> }

function resultFor(intent: string, actionData: OrderActionData | undefined) {
	return actionData?.intent === intent ? actionData.result : undefined
}

function useSubmitting(intent: string) {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
	if (!errors?.[0]) return null
	return (
		<Callout.Root tone="danger" size="small" role="alert" id={id}>
			<Callout.Text>
				<FormattedMessage id={errors[0]} />
			</Callout.Text>
		</Callout.Root>
	)
}

/** A field's first error, a message id, as the text the design system's fields show under the control. */
function errorText(errors: string[] | undefined) {
	return errors?.[0] ? <FormattedMessage id={errors[0]} /> : undefined
}

/** Conform's control props less what the design system's Field wires itself (the error's id is the same). */
function controlProps<T extends { key?: unknown; 'aria-describedby'?: string }>(props: T) {
	const { key: _key, 'aria-describedby': _describedBy, ...rest } = props
	return rest
}

/** One button per event the transition table allows staff now; each is its own small form. */
export function EventButtons({ events, actionData }: { events: readonly OrderEvent[]; actionData?: OrderActionData }) {
	const navigation = useNavigation()
	const result = resultFor('event', actionData)
	const formError = result?.error?.['']?.[0] ?? result?.error?.event?.[0]
	if (events.length === 0) {
		return (
			<Text as="p" tone="muted" size="small">
				<FormattedMessage id="staff.order.noNextStep" />
			</Text>
		)
	}
	return (
		<>
			{formError ? <FormErrors errors={[formError]} /> : null}
			<Stack direction="row" wrap gap="small">
				{events.map((event) => (
					<Form method="post" key={event}>
						<input type="hidden" name="intent" value="event" />
						<input type="hidden" name="event" value={event} />
						<Button
							type="submit"
							loading={
								navigation.state === 'submitting' && navigation.formData?.get('event') === event && navigation.formData?.get('intent') === 'event'
							}
						>
							<FormattedMessage id={`staff.event.${event}`} />
						</Button>
					</Form>
				))}
			</Stack>
		</>
	)
}

/** Cancel or terminate, with the reason the buyer will read. */
export function CloseOrderForm({ events, actionData }: { events: readonly OrderEvent[]; actionData?: OrderActionData }) {
	const intl = useIntl()
	const submitting = useSubmitting('close')
	const [form, fields] = useForm({
		id: 'order-close',
		lastResult: resultFor('close', actionData),
		defaultValue: { event: events[0] },
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: CloseOrderFormSchema }),
	})
	if (events.length === 0) return null
	return (
		<Form method="post" {...getFormProps(form)}>
			<Stack gap="large">
				<input type="hidden" name="intent" value="close" />
				<FormErrors errors={form.errors} id={form.errorId} />
				<Fieldset legend={<FormattedMessage id="staff.order.close.how" />} variant="plain" gap="small" legendSize="small">
					{events.map((event) => (
						<Radio
							key={event}
							name={fields.event.name}
							value={event}
							defaultChecked={(fields.event.initialValue ?? events[0]) === event}
							label={intl.formatMessage({ id: `staff.event.${event}` })}
						/>
					))}
				</Fieldset>
				<Textarea
					{...controlProps(getTextareaProps(fields.reason))}
					label={intl.formatMessage({ id: 'staff.order.close.reason' })}
					error={errorText(fields.reason.errors)}
					maxLength={CLOSE_REASON_MAX_LENGTH}
					required
					dir="auto"
				/>
				<div>
					<Button type="submit" tone="danger" variant="outline" loading={submitting}>
						<FormattedMessage id="staff.order.close.submit" />
					</Button>
				</div>
			</Stack>
		</Form>
	)
}

/** The second-stage costs, entered once the goods are at the Iraqi warehouse (12 → 10). */
export function LogisticsCostsForm({ usdToIqd, actionData }: { usdToIqd: number | null; actionData?: OrderActionData }) {
	const intl = useIntl()
	const submitting = useSubmitting('costs')
	const [form, fields] = useForm({
		id: 'order-costs',
		lastResult: resultFor('costs', actionData),
		defaultValue: Object.fromEntries(LOGISTICS_COST_FIELDS.map((field) => [field, '0'])) as Record<LogisticsCostField, string>,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LogisticsCostsSchema }),
	})
	return (
		<Form method="post" {...getFormProps(form)}>
			<Stack gap="large">
				<input type="hidden" name="intent" value="costs" />
				<FormErrors errors={form.errors} id={form.errorId} />
				<Text as="p" tone="muted" size="small">
					{usdToIqd ? (
						<FormattedMessage id="staff.costs.rate" values={{ rate: intl.formatNumber(usdToIqd) }} />
					) : (
						<FormattedMessage id="staff.costs.noRate" />
					)}
				</Text>
				<Stack gap="medium">
					{LOGISTICS_COST_FIELDS.map((name) => {
						const field = (fields as unknown as Record<LogisticsCostField, FieldMetadata<string>>)[name]
						return (
							<TextField
								key={name}
								{...controlProps(getInputProps(field, { type: 'text' }))}
								label={intl.formatMessage({ id: `staff.costs.${name}` })}
								hint={<FormattedMessage id={`staff.costs.${name}.hint`} />}
								error={errorText(field.errors)}
								inputMode="numeric"
								autoComplete="off"
								dir="ltr"
							/>
						)
					})}
				</Stack>
				<div>
					<Button type="submit" loading={submitting}>
						<FormattedMessage id="staff.costs.submit" />
					</Button>
				</div>
			</Stack>
		</Form>
	)
}

/** The carrier's tracking number; saving it empty clears it. */
export function LogisticsNumberForm({ current, actionData }: { current: string | null; actionData?: OrderActionData }) {
	const intl = useIntl()
	const submitting = useSubmitting('logistics-number')
	const [form, fields] = useForm({
		id: 'order-logistics-number',
		lastResult: resultFor('logistics-number', actionData),
		defaultValue: { logisticsNumber: current ?? '' },
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LogisticsNumberFormSchema }),
	})
	return (
		<Toolbar.Root asChild>
			<Form method="post" {...getFormProps(form)}>
				<input type="hidden" name="intent" value="logistics-number" />
				<Toolbar.Grow>
					<TextField
						{...controlProps(getInputProps(fields.logisticsNumber, { type: 'text' }))}
						label={intl.formatMessage({ id: 'staff.order.logisticsNumber' })}
						error={errorText(fields.logisticsNumber.errors ?? form.errors)}
						maxLength={LOGISTICS_NUMBER_MAX_LENGTH}
						autoComplete="off"
						dir="ltr"
					/>
				</Toolbar.Grow>
				<Button type="submit" variant="soft" loading={submitting}>
					<FormattedMessage id="staff.order.logisticsNumber.save" />
				</Button>
			</Form>
		</Toolbar.Root>
	)
}

/** A step of the shipment timeline: the leg, when (Baghdad time), where and a note for the buyer. */
export function LogisticsEventForm({
	defaultTime,
	suggestedLeg,
	actionData,
}: {
	defaultTime: string
	suggestedLeg: string
	actionData?: OrderActionData
}) {
	const intl = useIntl()
	const submitting = useSubmitting('logistics-event')
	const [form, fields] = useForm({
		id: 'order-logistics-event',
		lastResult: resultFor('logistics-event', actionData),
		defaultValue: { leg: suggestedLeg, occurredAt: defaultTime, location: '', note: '' },
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LogisticsEventFormSchema }),
	})
	return (
		<Form method="post" {...getFormProps(form)}>
			<Stack gap="large">
				<input type="hidden" name="intent" value="logistics-event" />
				<FormErrors errors={form.errors} id={form.errorId} />
				<Select
					{...controlProps(getSelectProps(fields.leg))}
					label={intl.formatMessage({ id: 'staff.logistics.leg' })}
					error={errorText(fields.leg.errors)}
				>
					{LOGISTICS_LEGS.map((leg) => (
						<option key={leg} value={leg}>
							{intl.formatMessage({ id: `logistics.leg.${leg}` })}
						</option>
					))}
				</Select>
				<TextField
					{...controlProps(getInputProps(fields.occurredAt, { type: 'datetime-local' }))}
					label={intl.formatMessage({ id: 'staff.logistics.time' })}
					hint={<FormattedMessage id="staff.logistics.time.hint" />}
					error={errorText(fields.occurredAt.errors)}
				/>
				<TextField
					{...controlProps(getInputProps(fields.location, { type: 'text' }))}
					label={intl.formatMessage({ id: 'staff.logistics.location' })}
					error={errorText(fields.location.errors)}
					maxLength={100}
					dir="auto"
				/>
				<Textarea
					{...controlProps(getTextareaProps(fields.note))}
					label={intl.formatMessage({ id: 'staff.logistics.note' })}
					error={errorText(fields.note.errors)}
					maxLength={500}
					dir="auto"
				/>
				<div>
					<Button type="submit" variant="soft" loading={submitting}>
						<FormattedMessage id="staff.logistics.submit" />
					</Button>
				</div>
			</Stack>
		</Form>
	)
}
