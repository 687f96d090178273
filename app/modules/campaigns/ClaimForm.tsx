import { Form, Link, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, Price } from '#design-system'
import { AddressCard, type AddressCardData } from '#app/modules/addresses/AddressCard.tsx'
import { toAsciiDigits } from '#app/modules/auth/rules.ts'
import { cx } from '#app/utils/cx.ts'
import { chooseAddressPath } from './campaign-links.ts'
import type { CampaignData } from './campaign-page.server.ts'
import { campaignOrderAmounts } from './campaign-rules.ts'
import * as styles from './Campaigns.css.ts'

export type ClaimFormData = {
	campaign: CampaignData
	address: AddressCardData | null
	paymentTypes: number[]
	unitPrice: number
}

export type ClaimErrors = { error: string; field: string | null; values: Record<string, string> } | undefined

/** Spec section 4: 10 card, 5 transfer, 11 cash on delivery, 3 cash at a store. */
const PAYMENT_LABELS: Record<number, string> = {
	10: 'campaign.claim.pay.card',
	5: 'campaign.claim.pay.transfer',
	11: 'campaign.claim.pay.cod',
	3: 'campaign.claim.pay.cashAtStore',
}

/**
 * Claiming a won gift — a zero-price order — or ordering at an unlocked group price: where it goes (the buyer's
 * address book, as for any order), how it travels, and for a group price how many and how it is paid. The
 * breakdown shows the gift's value as paid by the campaign. Works without JavaScript; what was chosen is kept
 * when the server refuses.
 */
export function ClaimForm({ form, errors }: { form: ClaimFormData; errors: ClaimErrors }) {
	const { campaign, address } = form
	const intl = useIntl()
	const navigation = useNavigation()
	const free = campaign.kind === 'free_gift'
	const kept = errors?.values ?? {}
	const [quantityText, setQuantityText] = useState(kept.quantity ?? '1')
	const typed = Number(toAsciiDigits(quantityText))
	const quantity = free ? campaign.quantity : Number.isInteger(typed) && typed > 0 ? Math.min(typed, campaign.quantity) : 1
	const amounts = campaignOrderAmounts(campaign.kind, {
		unitPrice: form.unitPrice,
		quantity,
		groupPrice: campaign.groupPrice,
	})
	const fieldError = (field: string) =>
		errors?.field === field ? (
			<p className={styles.fieldError} role="alert">
				<FormattedMessage id={errors.error} />
			</p>
		) : null

	return (
		<Form method="post" className={styles.section} data-testid="claim-form">
			<input type="hidden" name="intent" value="claim" />
			<input type="hidden" name="campaignId" value={campaign.id} />
			{address ? <input type="hidden" name="addressId" value={address.id} /> : null}

			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>
					<FormattedMessage id="campaign.claim.address" />
				</legend>
				{address ? (
					<AddressCard address={address} headingLevel={3}>
						<Button asChild variant="outline" tone="neutral" size="small">
							<Link to={chooseAddressPath(campaign.id)}>
								<FormattedMessage id="campaign.claim.changeAddress" />
							</Link>
						</Button>
					</AddressCard>
				) : (
					<Button asChild variant="soft" icon="location">
						<Link to={chooseAddressPath(campaign.id)}>
							<FormattedMessage id="campaign.claim.addAddress" />
						</Link>
					</Button>
				)}
				{fieldError('addressId')}
			</fieldset>

			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>
					<FormattedMessage id="campaign.claim.logistics" />
				</legend>
				{(['sea', 'air'] as const).map((method) => (
					<label key={method} className={styles.choice}>
						<input type="radio" name="logisticsMethod" value={method} defaultChecked={(kept.logisticsMethod ?? 'sea') === method} />
						<FormattedMessage id={method === 'sea' ? 'campaign.claim.sea' : 'campaign.claim.air'} />
					</label>
				))}
				{fieldError('logisticsMethod')}
			</fieldset>

			{free ? null : (
				<>
					<label className={styles.fieldset}>
						<span className={styles.legend}>
							<FormattedMessage id="campaign.claim.quantityLabel" values={{ max: campaign.quantity }} />
						</span>
						<input
							className={styles.quantityInput}
							name="quantity"
							inputMode="numeric"
							value={quantityText}
							onChange={(event) => setQuantityText(event.target.value)}
							aria-invalid={errors?.field === 'quantity' || undefined}
						/>
						{fieldError('quantity')}
					</label>
					<fieldset className={styles.fieldset}>
						<legend className={styles.legend}>
							<FormattedMessage id="campaign.claim.payment" />
						</legend>
						{form.paymentTypes.map((type) => (
							<label key={type} className={styles.choice}>
								<input type="radio" name="paymentType" value={type} defaultChecked={kept.paymentType === String(type)} />
								<FormattedMessage id={PAYMENT_LABELS[type] ?? 'campaign.claim.pay.card'} />
							</label>
						))}
						{fieldError('paymentType')}
					</fieldset>
				</>
			)}

			<div className={styles.card}>
				<div className={styles.amountRow}>
					<FormattedMessage id="campaign.claim.goods" />
					<Price amount={amounts.goodsAmount} size="small" tone="neutral" />
				</div>
				<div className={styles.amountRow}>
					<FormattedMessage id="campaign.claim.subsidy" />
					<span>
						<bdi>−</bdi>
						<Price amount={amounts.subsidyAmount} size="small" tone="accent" />
					</span>
				</div>
				<div className={cx(styles.amountRow)}>
					<strong>
						<FormattedMessage id="campaign.claim.payable" />
					</strong>
					<Price amount={amounts.payableAmount} tone="brand" />
				</div>
				<p className={styles.notice}>
					<Icon name="truck" size="small" />
					<span>
						<FormattedMessage id="campaign.claim.shippingNote" />
					</span>
				</p>
			</div>

			{errors && !errors.field ? (
				<p className={cx(styles.notice, styles.noticeDanger)} role="alert">
					<FormattedMessage id={errors.error} />
				</p>
			) : null}
			<Button
				type="submit"
				size="large"
				fullWidth
				disabled={!address}
				loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'claim'}
				loadingLabel={intl.formatMessage({ id: 'campaign.claim.placing' })}
			>
				<FormattedMessage id={free ? 'campaign.claim.submit' : 'campaign.claim.submitGroup'} />
			</Button>
		</Form>
	)
}
