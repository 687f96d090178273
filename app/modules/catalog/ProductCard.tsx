import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Card, Price } from '#design-system'
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
 * A product in a grid: photo, two lines of title, the price a buyer pays, minimum order and sales, as a link to its
 * page. With `spm` (where it is: `home.feed`, `search.results`…) the card's showing and its taps are tracked as
 * `<spm>.<productId>`. In select mode the favourites use SelectableProductCard (the checkbox stays off the pages
 * that never select: home, search results).
 */
export function ProductCard({ product, eager = false, spm }: { product: ProductCardData; eager?: boolean; spm?: string }) {
	const cardSpm = spm ? `${spm}.${product.id}` : undefined
	const showRef = useTrackShow(cardSpm)
	return (
		<Card asChild variant="raised" padding="none" gap="none" radius="medium" clip className={styles.card}>
			<Link to={productLink(product.id)} prefetch="intent" ref={showRef} data-spm={cardSpm}>
				<ProductCardContent product={product} eager={eager} />
			</Link>
		</Card>
	)
}

/** The inside of a product card: what ProductCard links and SelectableProductCard ticks. `meta` off hides minimum order and sales. */
export function ProductCardContent({ product, eager = false, meta = true }: { product: ProductCardData; eager?: boolean; meta?: boolean }) {
	const intl = useIntl()
	const onPromotion = product.promotionPrice !== null && product.promotionPrice < product.price
	return (
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
				{meta ? (
					<span className={styles.meta}>
						<span>
							<FormattedMessage id="product.card.moq" values={{ count: product.minOrderQty }} />
						</span>
						<span>
							<FormattedMessage id="product.card.sold" values={{ sold: formatCount(intl, product.sold) }} />
						</span>
					</span>
				) : null}
			</span>
		</>
	)
}
