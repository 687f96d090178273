import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Card, Checkbox, Price } from '#design-system'
import { formatCount } from '#app/i18n/format.ts'
import { useTrackShow } from '#app/modules/tracking/use-track-show.ts'
import { imageSrcSet } from './image-srcset.ts'
import * as styles from './ProductCard.css.ts'
import { productLink } from '#app/links.ts'

export type ProductCardData = {
	id: string
	title: string
	imageUrl: string | null
	price: number
	promotionPrice: number | null
	minOrderQty: number
	sold: number
}

/**
 * A product in a grid: photo, two lines of title, the price a buyer pays, minimum order and sales. With
 * `select` it is a checkbox instead of a link (`name=value` in the surrounding form): the whole card is its
 * label, so a tap anywhere on it ticks it. With `spm` (where it is: `home.feed`, `search.results`…) the card's
 * showing and its taps are tracked as `<spm>.<productId>`.
 */
export function ProductCard({
	product,
	eager = false,
	select,
	spm,
}: {
	product: ProductCardData
	eager?: boolean
	select?: { name: string; value: string }
	spm?: string
}) {
	const intl = useIntl()
	const cardSpm = spm && !select ? `${spm}.${product.id}` : undefined
	const showRef = useTrackShow(cardSpm)
	const onPromotion = product.promotionPrice !== null && product.promotionPrice < product.price
	const content = (
		<>
			{product.imageUrl ? (
				<img
					className={styles.image}
					src={`${product.imageUrl}?w=400`}
					srcSet={imageSrcSet(product.imageUrl)}
					sizes="(min-width: 560px) 250px, 50vw"
					alt=""
					width={300}
					height={300}
					loading={eager ? 'eager' : 'lazy'}
					decoding="async"
				/>
			) : (
				<span className={styles.image} />
			)}
			<span className={styles.body}>
				<span className={styles.title}>{product.title}</span>
				<Price
					amount={onPromotion && product.promotionPrice !== null ? product.promotionPrice : product.price}
					originalAmount={onPromotion ? product.price : undefined}
					originalLabel={intl.formatMessage({ id: 'price.was' })}
					amountLabel={intl.formatMessage({ id: 'price.now' })}
					size="small"
				/>
				{select ? null : (
					<span className={styles.meta}>
						<span>
							<FormattedMessage id="product.card.moq" values={{ count: product.minOrderQty }} />
						</span>
						<span>
							<FormattedMessage id="product.card.sold" values={{ sold: formatCount(intl, product.sold) }} />
						</span>
					</span>
				)}
			</span>
		</>
	)
	return (
		<Card asChild variant="raised" padding="none" gap="none" radius="medium" clip className={select ? styles.selectable : styles.card}>
			{select ? (
				<label>
					<Checkbox name={select.name} value={select.value} size="large" className={styles.selectBox} />
					{content}
				</label>
			) : (
				<Link to={productLink(product.id)} prefetch="intent" ref={showRef} data-spm={cardSpm}>
					{content}
				</Link>
			)}
		</Card>
	)
}
