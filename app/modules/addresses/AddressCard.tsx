import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Badge, Callout, Card, Ltr } from '#design-system'
import * as styles from './Addresses.css.ts'
import { DELIVERY_MODE_PICKUP } from './delivery-modes.ts'

type Named = { name: string }

/** What a card needs of an address (AddressView as it reaches the browser). */
export type AddressCardData = {
	id: string
	deliveryMode: number
	fullName: string
	phone: string
	isDefault: boolean
	country: Named | null
	province: Named | null
	city: Named | null
	postcode: string | null
	addressLine: string | null
	pickupStore: (Named & { address: string; hours: string; phone: string }) | null
}

/**
 * One address as a buyer recognises it: who receives it and their phone, the default badge, then either the
 * street with district, province, country and postcode, or the Dijla store it is collected from. `children`
 * are the actions under it (the list's buttons, the trade flow's "deliver here").
 */
export function AddressCard({ address, headingLevel = 2, children }: { address: AddressCardData; headingLevel?: 2 | 3; children?: ReactNode }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<Card asChild tone={address.isDefault ? 'brand' : 'neutral'} gap="small">
			<article aria-labelledby={`address-${address.id}-name`}>
				<div className={styles.cardHead}>
					<Heading id={`address-${address.id}-name`} className={styles.recipient}>
						{address.fullName}
					</Heading>
					<Ltr className={styles.phone}>{address.phone}</Ltr>
					<span className={styles.badges}>
						{address.isDefault ? (
							<Badge tone="brand" variant="solid">
								<FormattedMessage id="address.default" />
							</Badge>
						) : null}
						{address.deliveryMode === DELIVERY_MODE_PICKUP ? (
							<Badge icon="box">
								<FormattedMessage id="address.mode.pickup.badge" />
							</Badge>
						) : null}
					</span>
				</div>
				<AddressLines address={address} />
				{children}
			</article>
		</Card>
	)
}

/** The place part of an address, for cards and order summaries. */
export function AddressLines({ address }: { address: AddressCardData }) {
	if (address.deliveryMode === DELIVERY_MODE_PICKUP) {
		const store = address.pickupStore
		if (!store) return null
		return (
			<address className={styles.placeLines}>
				<span>{store.name}</span>
				<span className={styles.muted}>{store.address}</span>
				<span className={styles.muted}>{store.hours}</span>
			</address>
		)
	}
	return (
		<address className={styles.placeLines}>
			<span>{address.addressLine}</span>
			<span className={styles.muted}>
				<FormattedMessage
					id="address.place"
					values={{ city: address.city?.name ?? '', province: address.province?.name ?? '', country: address.country?.name ?? '' }}
				/>
			</span>
			{address.postcode ? (
				<span className={styles.muted}>
					<FormattedMessage id="address.postcode.value" values={{ postcode: <Ltr>{address.postcode}</Ltr> }} />
				</span>
			) : null}
		</address>
	)
}

/** Said on the list and on the form once the buyer keeps as many addresses as they may. */
export function AddressLimitNotice({ max }: { max: number }) {
	const intl = useIntl()
	return (
		<Callout.Root tone="warning" role="status">
			<Callout.Icon name="info" />
			<Callout.Text muted>
				<FormattedMessage id="address.limit" values={{ max: intl.formatNumber(max) }} />
			</Callout.Text>
		</Callout.Root>
	)
}
