import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
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
import * as styles from './StaffOrders.css.ts'

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
		<p className={styles.formError} role="alert" id={id}>
			<FormattedMessage id={errors[0]} />
		</p>
	)
}

function Field({
	labelId,
	hint,
	errors,
	errorId,
	children,
}: {
	labelId: string
	hint?: ReactNode
	errors?: string[]
	errorId?: string
	children: ReactNode
}) {
	return (
		<label className={styles.fieldLabel}>
			<FormattedMessage id={labelId} />
			{children}
			{hint ? <span className={styles.hint}>{hint}</span> : null}
			<FieldError id={errorId} errors={errors} />
		</label>
	)
}

/** One button per event the transition table allows staff now; each is its own small form. */
export function EventButtons({ events, actionData }: { events: readonly OrderEvent[]; actionData?: OrderActionData }) {
	const navigation = useNavigation()
	const result = resultFor('event', actionData)
	const formError = result?.error?.['']?.[0] ?? result?.error?.event?.[0]
	if (events.length === 0) {
		return (
			<p className={styles.hint}>
				<FormattedMessage id="staff.order.noNextStep" />
			</p>
		)
	}
	return (
		<>
			{formError ? <FormErrors errors={[formError]} /> : null}
			<div className={styles.buttonRow}>
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
			</div>
		</>
	)
}

/** Cancel or terminate, with the reason the buyer will read. */
export function CloseOrderForm({ events, actionData }: { events: readonly OrderEvent[]; actionData?: OrderActionData }) {
	const submitting = useSubmitting('close')
	const [form, fields] = useForm({
		id: 'order-close',
		lastResult: resultFor('close', actionData),
		defaultValue: { event: events[0] },
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: CloseOrderFormSchema }),
	})
	if (events.length === 0) return null
	const { key: _reasonKey, ...reasonProps } = getTextareaProps(fields.reason)
	return (
		<Form method="post" {...getFormProps(form)} className={styles.column}>
			<input type="hidden" name="intent" value="close" />
			<FormErrors errors={form.errors} id={form.errorId} />
			<fieldset className={styles.fieldset}>
				<legend className={styles.fieldLabel}>
					<FormattedMessage id="staff.order.close.how" />
				</legend>
				{events.map((event) => (
					<label key={event} className={styles.radioRow}>
						<input type="radio" name={fields.event.name} value={event} defaultChecked={(fields.event.initialValue ?? events[0]) === event} />
						<FormattedMessage id={`staff.event.${event}`} />
					</label>
				))}
			</fieldset>
			<Field labelId="staff.order.close.reason" errors={fields.reason.errors} errorId={fields.reason.errorId}>
				<textarea {...reasonProps} className={styles.textarea} maxLength={CLOSE_REASON_MAX_LENGTH} required dir="auto" />
			</Field>
			<div>
				<Button type="submit" tone="danger" variant="outline" loading={submitting}>
					<FormattedMessage id="staff.order.close.submit" />
				</Button>
			</div>
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
		<Form method="post" {...getFormProps(form)} className={styles.column}>
			<input type="hidden" name="intent" value="costs" />
			<FormErrors errors={form.errors} id={form.errorId} />
			<p className={styles.hint}>
				{usdToIqd ? (
					<FormattedMessage id="staff.costs.rate" values={{ rate: intl.formatNumber(usdToIqd) }} />
				) : (
					<FormattedMessage id="staff.costs.noRate" />
				)}
			</p>
			<div className={styles.formGrid}>
				{LOGISTICS_COST_FIELDS.map((name) => {
					const field = (fields as unknown as Record<LogisticsCostField, FieldMetadata<string>>)[name]
					const { key: _key, ...props } = getInputProps(field, { type: 'text' })
					return (
						<Field
							key={name}
							labelId={`staff.costs.${name}`}
							errors={field.errors}
							errorId={field.errorId}
							hint={<FormattedMessage id={`staff.costs.${name}.hint`} />}
						>
							<input {...props} className={styles.control} inputMode="numeric" autoComplete="off" dir="ltr" />
						</Field>
					)
				})}
			</div>
			<div>
				<Button type="submit" loading={submitting}>
					<FormattedMessage id="staff.costs.submit" />
				</Button>
			</div>
		</Form>
	)
}

/** The carrier's tracking number; saving it empty clears it. */
export function LogisticsNumberForm({ current, actionData }: { current: string | null; actionData?: OrderActionData }) {
	const submitting = useSubmitting('logistics-number')
	const [form, fields] = useForm({
		id: 'order-logistics-number',
		lastResult: resultFor('logistics-number', actionData),
		defaultValue: { logisticsNumber: current ?? '' },
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LogisticsNumberFormSchema }),
	})
	const { key: _key, ...props } = getInputProps(fields.logisticsNumber, { type: 'text' })
	return (
		<Form method="post" {...getFormProps(form)} className={styles.searchForm}>
			<input type="hidden" name="intent" value="logistics-number" />
			<div className={styles.searchField}>
				<Field labelId="staff.order.logisticsNumber" errors={fields.logisticsNumber.errors ?? form.errors} errorId={fields.logisticsNumber.errorId}>
					<input {...props} className={styles.control} maxLength={LOGISTICS_NUMBER_MAX_LENGTH} autoComplete="off" dir="ltr" />
				</Field>
			</div>
			<Button type="submit" variant="soft" loading={submitting}>
				<FormattedMessage id="staff.order.logisticsNumber.save" />
			</Button>
		</Form>
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
	const { key: _legKey, ...legProps } = getSelectProps(fields.leg)
	const { key: _timeKey, ...timeProps } = getInputProps(fields.occurredAt, { type: 'datetime-local' })
	const { key: _locationKey, ...locationProps } = getInputProps(fields.location, { type: 'text' })
	const { key: _noteKey, ...noteProps } = getTextareaProps(fields.note)
	return (
		<Form method="post" {...getFormProps(form)} className={styles.column}>
			<input type="hidden" name="intent" value="logistics-event" />
			<FormErrors errors={form.errors} id={form.errorId} />
			<div className={styles.formGrid}>
				<Field labelId="staff.logistics.leg" errors={fields.leg.errors} errorId={fields.leg.errorId}>
					<select {...legProps} className={styles.control}>
						{LOGISTICS_LEGS.map((leg) => (
							<option key={leg} value={leg}>
								{intl.formatMessage({ id: `logistics.leg.${leg}` })}
							</option>
						))}
					</select>
				</Field>
				<Field
					labelId="staff.logistics.time"
					errors={fields.occurredAt.errors}
					errorId={fields.occurredAt.errorId}
					hint={<FormattedMessage id="staff.logistics.time.hint" />}
				>
					<input {...timeProps} className={styles.control} />
				</Field>
				<Field labelId="staff.logistics.location" errors={fields.location.errors} errorId={fields.location.errorId}>
					<input {...locationProps} className={styles.control} maxLength={100} dir="auto" />
				</Field>
			</div>
			<Field labelId="staff.logistics.note" errors={fields.note.errors} errorId={fields.note.errorId}>
				<textarea {...noteProps} className={styles.textarea} maxLength={500} dir="auto" />
			</Field>
			<div>
				<Button type="submit" variant="soft" loading={submitting}>
					<FormattedMessage id="staff.logistics.submit" />
				</Button>
			</div>
		</Form>
	)
}
