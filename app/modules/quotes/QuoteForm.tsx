import { Form, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Heading, Price, Select, Stack, Text, Textarea, TextField, Toolbar } from '#design-system'
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
			<Heading level={4} as="h3" tone="strong" id="quote-form-title">
				<FormattedMessage id="staff.quote.title" />
			</Heading>
			<Toolbar.Root asChild>
				<Form method="get" preventScrollReset>
					<Toolbar.Grow>
						<TextField
							type="search"
							name="productQuery"
							label={intl.formatMessage({ id: 'staff.quote.search' })}
							defaultValue={productQuery}
							maxLength={60}
							dir="auto"
						/>
					</Toolbar.Grow>
					<Button type="submit" variant="outline" tone="neutral" size="small" icon="search">
						<FormattedMessage id="staff.quote.searchSubmit" />
					</Button>
				</Form>
			</Toolbar.Root>
			<Form method="post" className={styles.formBody} preventScrollReset aria-describedby={errors.form ? 'quote-form-error' : undefined}>
				<input type="hidden" name="clientId" value={clientId} />
				<fieldset className={styles.fieldset}>
					<legend className={styles.legend}>
						<FormattedMessage id="staff.quote.item" />
					</legend>
					{results !== null ? (
						results.length === 0 ? (
							<Text as="p" tone="muted" size="small">
								<FormattedMessage id="staff.quote.noResults" />
							</Text>
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
												<Text inline tone="muted">
													<FormattedMessage
														id="staff.quote.skuFacts"
														values={{ price: <Price amount={result.price} size="small" tone="neutral" />, stock: result.stock }}
													/>
												</Text>
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
					<TextField
						label={intl.formatMessage({ id: 'staff.quote.customTitle' })}
						hint={<FormattedMessage id="staff.quote.customTitleHint" />}
						error={errorText(errorOf('title'))}
						name="title"
						dir="auto"
						maxLength={QUOTE_TITLE_MAX_LENGTH}
						defaultValue={values.title ?? ''}
					/>
					<Textarea
						label={intl.formatMessage({ id: 'staff.quote.specification' })}
						error={errorText(errorOf('specification'))}
						name="specification"
						dir="auto"
						maxLength={QUOTE_SPECIFICATION_MAX_LENGTH}
						defaultValue={values.specification ?? ''}
					/>
				</fieldset>
				<div className={styles.grid}>
					<TextField
						label={intl.formatMessage({ id: 'staff.quote.unitPrice' })}
						error={errorText(errorOf('unitPrice'))}
						name="unitPrice"
						inputMode="numeric"
						defaultValue={values.unitPrice ?? ''}
					/>
					<TextField
						label={intl.formatMessage({ id: 'staff.quote.minQuantity' })}
						error={errorText(errorOf('minQuantity'))}
						name="minQuantity"
						inputMode="numeric"
						defaultValue={values.minQuantity ?? ''}
					/>
					<TextField
						label={intl.formatMessage({ id: 'staff.quote.leadTime' })}
						error={errorText(errorOf('leadTimeDays'))}
						name="leadTimeDays"
						inputMode="numeric"
						defaultValue={values.leadTimeDays ?? ''}
					/>
					<TextField
						label={intl.formatMessage({ id: 'staff.quote.freight' })}
						error={errorText(errorOf('freightEstimate'))}
						name="freightEstimate"
						inputMode="numeric"
						defaultValue={values.freightEstimate ?? ''}
					/>
					<TextField
						label={intl.formatMessage({ id: 'staff.quote.validDays' })}
						error={errorText(errorOf('validDays'))}
						name="validDays"
						inputMode="numeric"
						defaultValue={values.validDays ?? String(QUOTE_DEFAULT_VALID_DAYS)}
					/>
				</div>
				{inquiries.length > 0 ? (
					<Select
						name="inquiryId"
						label={intl.formatMessage({ id: 'staff.quote.inquiry' })}
						error={errorText(errorOf('inquiryId'))}
						defaultValue={values.inquiryId ?? openRequest}
					>
						<option value="">{intl.formatMessage({ id: 'staff.quote.inquiryNone' })}</option>
						{inquiries.map((inquiry) => (
							<option key={inquiry.id} value={inquiry.id}>
								{intl.formatMessage(
									{ id: 'staff.quote.inquiryOption' },
									{ description: inquiry.description.slice(0, 60), count: inquiry.estimatedQuantity },
								)}
							</option>
						))}
					</Select>
				) : null}
				{errors.form ? (
					<Callout.Root tone="danger" size="small" role="alert" id="quote-form-error">
						<Callout.Text>
							<FormattedMessage id={errors.form} />
						</Callout.Text>
					</Callout.Root>
				) : null}
				<Stack direction="row" wrap gap="small">
					<Button type="submit" name="intent" value="quote" icon="send" disabled={sending}>
						<FormattedMessage id="staff.quote.send" />
					</Button>
				</Stack>
			</Form>
		</section>
	)
}

/** A field's refusal, a message id, as the text the design system's fields show under the control. */
function errorText(id: string | null) {
	return id ? <FormattedMessage id={id} /> : undefined
}

function FieldError({ id }: { id: string | null }) {
	if (!id) return null
	return (
		<span role="alert" className={styles.error}>
			<FormattedMessage id={id} />
		</span>
	)
}
