import { Link } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Price, Stack, Text, Thumbnail } from '#design-system'
import * as styles from './Orders.css.ts'
import { productLink } from '#app/links.ts'

export type OrderItemData = {
	id: string
	productId: string
	title: string
	skuLabel: string
	imageUrl: string | null
	quantity: number
	unitPrice: number
}

/** A thumbnail of an ordered item (or an empty tile when it has no picture). */
export function ItemThumb({ imageUrl }: { imageUrl: string | null }) {
	return <Thumbnail src={imageUrl ? `${imageUrl}?w=200` : null} alt="" size="medium" decoding="async" />
}

/**
 * The lines of an order as bought: picture, title and SKU label in the buyer's language at the time, quantity,
 * unit price and line total. `linkProducts` links each line to its product page (not on the visitor's page).
 */
export function OrderItems({ items, linkProducts = true }: { items: readonly OrderItemData[]; linkProducts?: boolean }) {
	return (
		<Stack as="ul" role="list" gap="medium">
			{items.map((item) => {
				const body = (
					<>
						<ItemThumb imageUrl={item.imageUrl} />
						<span className={styles.itemText}>
							<span className={styles.itemTitle} dir="auto">
								{item.title}
							</span>
							{item.skuLabel ? (
								<Text as="span" inline tone="muted" size="small">
									<FormattedMessage id="order.item.sku" values={{ sku: <bdi>{item.skuLabel}</bdi> }} />
								</Text>
							) : null}
							<Stack as="span" direction="row" justify="space-between" align="baseline" gap="xsmall" wrap>
								<Text as="span" inline tone="muted" size="small">
									<FormattedMessage
										id="order.item.quantityPrice"
										values={{
											quantity: item.quantity,
											price: <Price amount={item.unitPrice} size="small" tone="muted" />,
										}}
									/>
								</Text>
								<Price amount={item.unitPrice * item.quantity} size="small" tone="neutral" />
							</Stack>
						</span>
					</>
				)
				return (
					<li key={item.id}>
						{linkProducts ? (
							<Link to={productLink(item.productId)} className={styles.itemLink}>
								{body}
							</Link>
						) : (
							<span className={styles.itemLink}>{body}</span>
						)}
					</li>
				)
			})}
		</Stack>
	)
}
