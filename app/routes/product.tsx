import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Icon, Price } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { formatCount } from '#app/i18n/format.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { getPageLocale } from '#app/modules/auth/auth.server.ts'
import { getProduct } from '#app/modules/catalog/catalog.server.ts'
import * as styles from '#app/modules/catalog/ProductDetails.css.ts'

const ProductQuerySchema = z.object({ productId: z.string().trim().min(1).max(64) })

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const query = ProductQuerySchema.safeParse({ productId: url.searchParams.get('productId') })
	if (!query.success) throw data(null, { status: 404 })
	const locale = await getPageLocale(request)
	const product = await getProduct(getDb(), { id: query.data.productId, locale })
	if (!product) throw data(null, { status: 404 })
	return { product }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
	const base = pageMeta(matches, 'page.product.title')
	if (!loaderData) return base
	const { product } = loaderData
	return [
		{ title: product.title },
		{ name: 'description', content: product.description.slice(0, 160) },
		{ property: 'og:title', content: product.title },
		{ property: 'og:type', content: 'product' },
		...(product.images[0] ? [{ property: 'og:image', content: product.images[0].url }] : []),
	]
}

/** The product page as the foundation shows it; the catalogue issue adds the SKU picker, freight and sharing. */
export default function ProductPage() {
	const { product } = useLoaderData<typeof loader>()
	const intl = useIntl()
	const attributeGroups = groupAttributes(product.skus)
	return (
		<>
			<PageHeader titleId="page.product.title" />
			<ul className={styles.gallery} aria-label={intl.formatMessage({ id: 'product.gallery.label' })}>
				{product.images.map((image, index) => (
					<li key={image.url} className={styles.slide}>
						<img
							className={styles.slideImage}
							src={image.url}
							alt={intl.formatMessage({ id: 'product.gallery.position' }, { index: index + 1, total: product.images.length })}
							width={600}
							height={600}
							loading={index === 0 ? 'eager' : 'lazy'}
						/>
						<span className={styles.slideCounter} aria-hidden>
							{intl.formatNumber(index + 1)}/{intl.formatNumber(product.images.length)}
						</span>
					</li>
				))}
			</ul>

			<section className={styles.card}>
				<div className={styles.priceRow}>
					<Price amount={product.minPrice} size="large" tone="accent" />
					{product.maxPrice > product.minPrice ? (
						<>
							<span aria-hidden>–</span>
							<Price amount={product.maxPrice} size="large" tone="accent" />
						</>
					) : null}
					{product.discountPercent > 0 ? (
						<span className={styles.discount}>
							<FormattedMessage id="product.discount" values={{ percent: intl.formatNumber(product.discountPercent) }} />
						</span>
					) : null}
				</div>
				<h2 className={styles.title}>{product.title}</h2>
				<ul className={styles.facts}>
					<li>
						<FormattedMessage id="product.moq" values={{ count: intl.formatNumber(product.minOrderQty) }} />
					</li>
					<li>
						{product.stock > 0 ? (
							<FormattedMessage id="product.stock" values={{ count: intl.formatNumber(product.stock) }} />
						) : (
							<FormattedMessage id="product.soldOut" />
						)}
					</li>
					<li>
						<FormattedMessage id="product.sold" values={{ count: formatCount(intl, product.sold) }} />
					</li>
				</ul>
			</section>

			{attributeGroups.length > 0 ? (
				<section className={styles.card} aria-labelledby="product-options">
					<h2 id="product-options" className={styles.sectionTitle}>
						<FormattedMessage id="product.options" />
					</h2>
					{attributeGroups.map((group) => (
						<div key={group.key} className={styles.stack}>
							<span className={styles.parameterName}>{group.name}</span>
							<ul className={styles.optionValues}>
								{group.values.map((value) => (
									<li key={value} className={styles.optionValue}>
										{value}
									</li>
								))}
							</ul>
						</div>
					))}
				</section>
			) : null}

			{product.parameters.length > 0 ? (
				<section className={styles.card} aria-labelledby="product-parameters">
					<h2 id="product-parameters" className={styles.sectionTitle}>
						<FormattedMessage id="product.parameters" />
					</h2>
					<dl className={styles.parameters}>
						<dt className={styles.parameterName}>
							<FormattedMessage id="product.code" />
						</dt>
						<dd className={styles.parameterValue}>
							<bdi>{product.code}</bdi>
						</dd>
						{product.parameters.map((parameter) => (
							<Parameter key={parameter.name} name={parameter.name} value={parameter.value} />
						))}
					</dl>
				</section>
			) : null}

			{product.description ? (
				<section className={styles.card} aria-labelledby="product-description">
					<h2 id="product-description" className={styles.sectionTitle}>
						<FormattedMessage id="product.description" />
					</h2>
					<p className={styles.description}>{product.description}</p>
				</section>
			) : null}

			<div className={styles.actions}>
				<Button asChild variant="soft">
					<Link to={`/pages/chat-room/index?productId=${encodeURIComponent(product.id)}`}>
						<Icon name="chat" size="small" />
						<FormattedMessage id="product.askSupport" />
					</Link>
				</Button>
				<Button asChild fullWidth>
					<Link to={`/pages/trade_flow/index?productId=${encodeURIComponent(product.id)}`}>
						<FormattedMessage id="product.buyNow" />
					</Link>
				</Button>
			</div>
		</>
	)
}

function Parameter({ name, value }: { name: string; value: string }) {
	return (
		<>
			<dt className={styles.parameterName}>{name}</dt>
			<dd className={styles.parameterValue}>{value}</dd>
		</>
	)
}

type SkuAttributes = { attributes: Array<{ key: string; name: string; value: string }> }

/** The distinct values of each attribute across the SKUs (colour: red, blue; size: M, L). */
function groupAttributes(skus: readonly SkuAttributes[]) {
	const groups = new Map<string, { key: string; name: string; values: string[] }>()
	for (const sku of skus) {
		for (const attribute of sku.attributes) {
			const group = groups.get(attribute.key) ?? { key: attribute.key, name: attribute.name, values: [] }
			if (!group.values.includes(attribute.value)) group.values.push(attribute.value)
			groups.set(attribute.key, group)
		}
	}
	return [...groups.values()]
}
