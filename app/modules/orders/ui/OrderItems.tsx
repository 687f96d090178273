import { Link } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Price, Text } from '#design-system'
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
	return imageUrl ? (
		<img className={styles.thumb} src={`${imageUrl}?w=200`} alt="" width={64} height={64} loading="lazy" decoding="async" />
	) : (
		<span className={styles.thumb} aria-hidden />
	)
}

/**
 * The lines of an order as bought: picture, title and SKU label in the buyer's language at the time, quantity,
 * unit price and line total. `linkProducts` links each line to its product page (not on the visitor's page).
 */
export function OrderItems({ items, linkProducts = true }: { items: readonly OrderItemData[]; linkProducts?: boolean }) {
	return (
		<ul className={styles.items}>
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
							<span className={styles.itemMeta}>
								<span>
									<FormattedMessage
										id="order.item.quantityPrice"
										values={{
											quantity: item.quantity,
											price: <Price amount={item.unitPrice} size="small" tone="muted" />,
										}}
									/>
								</span>
								<Price amount={item.unitPrice * item.quantity} size="small" tone="neutral" />
							</span>
						</span>
					</>
				)
				return (
					<li key={item.id} className={styles.item}>
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
		</ul>
	)
}
