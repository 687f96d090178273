import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Price } from '#design-system'
import * as staff from '#app/modules/staff/StaffOrders.css.ts'
import { QUOTE_DEFAULT_VALID_DAYS, QUOTE_SPECIFICATION_MAX_LENGTH, QUOTE_TITLE_MAX_LENGTH } from './quote-view.ts'
import * as styles from './Quotes.css.ts'
import { type QuoteFormErrors } from './schema.ts'

export type QuotableSkuOption = { skuId: string; code: string; title: string; skuLabel: string; price: number; stock: number }
export type OpenInquiryOption = { id: string; description: string; estimatedQuantity: number; status?: string }

/**
 * "Send quote" in a conversation of the staff console, without JavaScript: a GET search (product code or title)
 * lists the catalogue's SKUs to pick from, or the agent describes a custom item; then the price, minimum
 * quantity, lead time, sea freight per unit and how many days it stands (7 unless changed), and the inquiry it
 * answers (the buyer's newest open request unless the agent picks another: a quote sent with none left the
 * request saying "awaiting a quote"). A refusal comes back with every field as typed and the message next to it.
 */
export function QuoteForm({
	clientId,
	productQuery,
	results,
	inquiries,
	values,
	errors,
}: {
	clientId: string
	productQuery: string
	results: readonly QuotableSkuOption[] | null
	inquiries: readonly OpenInquiryOption[]
	values: Record<string, string>
	errors: QuoteFormErrors
}) {
	const intl = useIntl()
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'quote'
	const itemKind = values.itemKind ?? (results && results.length > 0 ? 'catalogue' : 'custom')
	// The newest request still waiting for a quote answers by default.
	const openRequest = inquiries.find((inquiry) => inquiry.status === 'open')?.id ?? ''
	const pickedSku = values.skuId ?? (results?.length === 1 ? results[0]!.skuId : '')
	const errorOf = (field: keyof QuoteFormErrors) => errors[field] ?? null
	return (
		<section className={styles.form} aria-labelledby="quote-form-title">
			<h3 id="quote-form-title" className={staff.subheading}>
				<FormattedMessage id="staff.quote.title" />
			</h3>
			<Form method="get" className={styles.searchRow} preventScrollReset>
				<label className={`${staff.fieldLabel} ${styles.searchField}`}>
					<FormattedMessage id="staff.quote.search" />
					<input type="search" name="productQuery" className={staff.control} defaultValue={productQuery} maxLength={60} dir="auto" />
				</label>
				<Button type="submit" variant="outline" tone="neutral" size="small" icon="search">
					<FormattedMessage id="staff.quote.searchSubmit" />
				</Button>
			</Form>
			<Form method="post" className={styles.formBody} preventScrollReset aria-describedby={errors.form ? 'quote-form-error' : undefined}>
				<input type="hidden" name="clientId" value={clientId} />
				<fieldset className={styles.fieldset}>
					<legend className={styles.legend}>
						<FormattedMessage id="staff.quote.item" />
					</legend>
					{results !== null ? (
						results.length === 0 ? (
							<p className={staff.hint}>
								<FormattedMessage id="staff.quote.noResults" />
							</p>
						) : (
							<ul className={styles.choices}>
								{results.map((result) => (
									<li key={result.skuId}>
										<label className={styles.choice}>
											<input
												type="radio"
												name="skuId"
												value={result.skuId}
												defaultChecked={pickedSku === result.skuId}
												onChange={(event) => {
													const kind = event.currentTarget.form?.elements.namedItem('itemKind')
													if (kind instanceof RadioNodeList) kind.value = 'catalogue'
												}}
											/>
											<span>
												<bdi className={styles.ltr}>{result.code}</bdi> · <bdi>{result.title}</bdi>
												{result.skuLabel ? (
													<>
														{' · '}
														<bdi>{result.skuLabel}</bdi>
													</>
												) : null}
												<br />
												<span className={staff.muted}>
													<FormattedMessage
														id="staff.quote.skuFacts"
														values={{ price: <Price amount={result.price} size="small" tone="neutral" />, stock: result.stock }}
													/>
												</span>
											</span>
										</label>
									</li>
								))}
							</ul>
						)
					) : null}
					<FieldError id={errorOf('skuId')} />
					<div className={styles.choices}>
						<label className={styles.choice}>
							<input type="radio" name="itemKind" value="catalogue" defaultChecked={itemKind === 'catalogue'} disabled={!results?.length} />
							<FormattedMessage id="staff.quote.kindCatalogue" />
						</label>
						<label className={styles.choice}>
							<input type="radio" name="itemKind" value="custom" defaultChecked={itemKind === 'custom'} />
							<FormattedMessage id="staff.quote.kindCustom" />
						</label>
					</div>
					<Field labelId="staff.quote.customTitle" error={errorOf('title')} hintId="staff.quote.customTitleHint">
						<input
							name="title"
							className={staff.control}
							dir="auto"
							maxLength={QUOTE_TITLE_MAX_LENGTH}
							defaultValue={values.title ?? ''}
							aria-invalid={errorOf('title') ? true : undefined}
						/>
					</Field>
					<Field labelId="staff.quote.specification" error={errorOf('specification')}>
						<textarea
							name="specification"
							className={staff.textarea}
							dir="auto"
							maxLength={QUOTE_SPECIFICATION_MAX_LENGTH}
							defaultValue={values.specification ?? ''}
							aria-invalid={errorOf('specification') ? true : undefined}
						/>
					</Field>
				</fieldset>
				<div className={styles.grid}>
					<Field labelId="staff.quote.unitPrice" error={errorOf('unitPrice')}>
						<input
							name="unitPrice"
							inputMode="numeric"
							className={staff.control}
							defaultValue={values.unitPrice ?? ''}
							aria-invalid={errorOf('unitPrice') ? true : undefined}
						/>
					</Field>
					<Field labelId="staff.quote.minQuantity" error={errorOf('minQuantity')}>
						<input
							name="minQuantity"
							inputMode="numeric"
							className={staff.control}
							defaultValue={values.minQuantity ?? ''}
							aria-invalid={errorOf('minQuantity') ? true : undefined}
						/>
					</Field>
					<Field labelId="staff.quote.leadTime" error={errorOf('leadTimeDays')}>
						<input
							name="leadTimeDays"
							inputMode="numeric"
							className={staff.control}
							defaultValue={values.leadTimeDays ?? ''}
							aria-invalid={errorOf('leadTimeDays') ? true : undefined}
						/>
					</Field>
					<Field labelId="staff.quote.freight" error={errorOf('freightEstimate')}>
						<input
							name="freightEstimate"
							inputMode="numeric"
							className={staff.control}
							defaultValue={values.freightEstimate ?? ''}
							aria-invalid={errorOf('freightEstimate') ? true : undefined}
						/>
					</Field>
					<Field labelId="staff.quote.validDays" error={errorOf('validDays')}>
						<input
							name="validDays"
							inputMode="numeric"
							className={staff.control}
							defaultValue={values.validDays ?? String(QUOTE_DEFAULT_VALID_DAYS)}
							aria-invalid={errorOf('validDays') ? true : undefined}
						/>
					</Field>
				</div>
				{inquiries.length > 0 ? (
					<Field labelId="staff.quote.inquiry" error={errorOf('inquiryId')}>
						<select name="inquiryId" className={staff.control} defaultValue={values.inquiryId ?? openRequest}>
							<option value="">{intl.formatMessage({ id: 'staff.quote.inquiryNone' })}</option>
							{inquiries.map((inquiry) => (
								<option key={inquiry.id} value={inquiry.id}>
									{intl.formatMessage(
										{ id: 'staff.quote.inquiryOption' },
										{ description: inquiry.description.slice(0, 60), count: inquiry.estimatedQuantity },
									)}
								</option>
							))}
						</select>
					</Field>
				) : null}
				{errors.form ? (
					<p id="quote-form-error" role="alert" className={staff.formError}>
						<FormattedMessage id={errors.form} />
					</p>
				) : null}
				<div className={staff.buttonRow}>
					<Button type="submit" name="intent" value="quote" icon="send" disabled={sending}>
						<FormattedMessage id="staff.quote.send" />
					</Button>
				</div>
			</Form>
		</section>
	)
}

function Field({ labelId, hintId, error, children }: { labelId: string; hintId?: string; error: string | null; children: ReactNode }) {
	return (
		<label className={staff.fieldLabel}>
			<FormattedMessage id={labelId} />
			{children}
			{hintId ? (
				<span className={staff.hint}>
					<FormattedMessage id={hintId} />
				</span>
			) : null}
			<FieldError id={error} />
		</label>
	)
}

function FieldError({ id }: { id: string | null }) {
	if (!id) return null
	return (
		<span role="alert" className={styles.error}>
			<FormattedMessage id={id} />
		</span>
	)
}
