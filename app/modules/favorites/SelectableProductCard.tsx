import { Card, Checkbox } from '#design-system'
import { type ProductCardData, ProductCardContent } from '#app/modules/catalog/ProductCard.tsx'
import * as styles from '#app/modules/catalog/ProductCard.css.ts'

/**
 * A product card in select mode: a checkbox (`name=value` in the surrounding form) instead of a link. The whole card
 * is its label, so a tap anywhere on it ticks it.
 */
export function SelectableProductCard({ product, name, value }: { product: ProductCardData; name: string; value: string }) {
	return (
		<Card asChild variant="raised" padding="none" gap="none" radius="medium" clip className={styles.selectable}>
			<label>
				<Checkbox name={name} value={value} size="large" className={styles.selectBox} />
				<ProductCardContent product={product} meta={false} />
			</label>
		</Card>
	)
}
