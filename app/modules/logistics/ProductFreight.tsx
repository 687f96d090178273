import { FormattedMessage, useIntl } from 'react-intl'
import { Callout, Card, Price, Text } from '#design-system'
import { formatIqd } from '#app/i18n/format.ts'
import { type FreightEstimate } from '#app/modules/logistics/freight.ts'
import * as styles from '#app/modules/catalog/ProductDetails.css.ts'

/**
 * Sea freight to Iraq for the chosen quantity: an estimate in dinars, how it was charged, how long delivery
 * takes, and that it is billed as the second payment when the goods arrive.
 */
export function ProductFreight({ estimate, usdToIqd }: { estimate: FreightEstimate | null; usdToIqd: number | null }) {
	const intl = useIntl()
	const cbm = (value: number) => intl.formatNumber(value, { maximumFractionDigits: value < 0.01 ? 4 : 3 })
	return (
		<Card asChild variant="flat" radius="none">
			<section aria-labelledby="product-freight" data-testid="freight-estimate">
				<Text as="h2" id="product-freight" weight="strong">
					<FormattedMessage id="freight.title" />
				</Text>
				{estimate ? (
					<>
						<div className={styles.freightAmount} aria-live="polite">
							<span>
								<FormattedMessage id="freight.estimate" values={{ quantity: estimate.quantity }} />
							</span>
							<Price amount={estimate.iqd} tone="neutral" />
						</div>
						<ul className={styles.freightList}>
							<li>
								<FormattedMessage
									id={estimate.basis === 'weight' ? 'freight.basis.weight' : 'freight.basis.volume'}
									values={{ cbm: cbm(estimate.chargeableCbm) }}
								/>
								{estimate.minimumApplied ? (
									<>
										{' · '}
										<FormattedMessage id="freight.minimum" />
									</>
								) : null}
							</li>
							<li>
								<FormattedMessage
									id="freight.delivery"
									values={{
										seaMin: estimate.seaDays.min,
										seaMax: estimate.seaDays.max,
										domesticMin: estimate.domesticDays.min,
										domesticMax: estimate.domesticDays.max,
									}}
								/>
							</li>
							{usdToIqd ? (
								<li>
									<FormattedMessage id="freight.rate" values={{ rate: formatIqd(intl, usdToIqd) }} />
								</li>
							) : null}
						</ul>
						<Callout.Root tone="warning">
							<Callout.Text>
								<FormattedMessage id="freight.secondPayment" />
							</Callout.Text>
						</Callout.Root>
					</>
				) : (
					<Text as="p" tone="muted" size="small">
						<FormattedMessage id="freight.unavailable" />
					</Text>
				)}
			</section>
		</Card>
	)
}
