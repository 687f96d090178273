import { FormattedMessage, useIntl } from 'react-intl'
import { Icon, Ltr, Text, Box, Stack } from '#design-system'
import type { OrderAddressSnapshot } from '#app/db/schema/orders.ts'
import * as styles from './Orders.css.ts'

/**
 * Where the order goes, as copied when it was placed (editing the address book never rewrites an order): the
 * recipient and phone, then the street with its regions and postcode, or the Dijla store it is collected from.
 */
export function OrderAddress({ address }: { address: OrderAddressSnapshot }) {
	const intl = useIntl()
	const separator = intl.formatMessage({ id: 'order.address.separator' })
	return (
		<address className={styles.addressBlock}>
			<Stack as="span" direction="row" align="baseline" gap="medium" wrap>
				<strong>
					<bdi>{address.fullName}</bdi>
				</strong>
				<Text as="span" inline tone="muted" size="small">
					<Ltr>{address.phone}</Ltr>
				</Text>
			</Stack>
			{address.deliveryMode === 2 ? (
				<>
					<Box as="span" display="inline-flex" alignItems="center" gap="xxsmall">
						<Icon name="box" size="xsmall" />
						<FormattedMessage id="order.address.pickup" values={{ store: address.pickupStoreName ?? '' }} />
					</Box>
					{address.pickupStoreAddress ? (
						<Text as="span" inline tone="muted" size="small">
							{address.pickupStoreAddress}
						</Text>
					) : null}
				</>
			) : (
				<>
					{address.addressLine ? <span>{address.addressLine}</span> : null}
					<Text as="span" inline tone="muted" size="small">
						{[...address.regions].reverse().join(separator)}
					</Text>
					{address.postcode ? (
						<Text as="span" inline tone="muted" size="small">
							<FormattedMessage id="order.address.postcode" values={{ postcode: <Ltr>{address.postcode}</Ltr> }} />
						</Text>
					) : null}
				</>
			)}
		</address>
	)
}
