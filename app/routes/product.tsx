import { data, defer, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from '@remix-run/node'
import { Form, Link, useFetcher, useLoaderData, useLocation, useNavigate, useRouteError } from '@remix-run/react'
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl'
import { useOptionalUser } from '#app/utils/root-data.ts'
import { z } from 'zod'
import { ActionBar, Badge, Button, Callout, Card, DataList, Icon, Ltr, Price, Text, toast } from '#design-system'
import { ErrorScreen, statusOf } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { formatCount, formatIqd } from '#app/i18n/format.ts'
import { getIntl } from '#app/i18n/intl.ts'
import { getMessages } from '#app/i18n/messages.server.ts'
import { pageMeta, rootTitles } from '#app/i18n/meta.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { type AfterSignIn, openLogin } from '#app/modules/auth/login-events.ts'
import { type CartActionData } from '#app/modules/cart/cart.ts'
import { countCart } from '#app/modules/cart/cart.server.ts'
import * as cartStyles from '#app/modules/cart/Cart.css.ts'
import { CartLink } from '#app/modules/cart/CartLink.tsx'
import { getProductForPage } from '#app/modules/catalog/catalog.server.ts'
import { FavoriteButton } from '#app/modules/favorites/FavoriteButton.tsx'
import { isFavorite } from '#app/modules/favorites/favorites.server.ts'
import { recordProductView } from '#app/modules/history/history.server.ts'
import { RecordDeviceVisit } from '#app/modules/history/RecordDeviceVisit.tsx'
import * as styles from '#app/modules/catalog/ProductDetails.css.ts'
import { ProductDescription } from '#app/modules/catalog/ProductDescription.tsx'
import { ProductFreight } from '#app/modules/logistics/ProductFreight.tsx'
import { type GalleryImage, ProductGallery } from '#app/modules/catalog/ProductGallery.tsx'
import { ProductQuantityStepper } from '#app/modules/catalog/ProductQuantityStepper.tsx'
import { ProductShareButton } from '#app/modules/catalog/ProductShareButton.tsx'
import { ProductSharePanel as ServerSharePanel } from '#app/modules/catalog/ProductSharePanel.tsx'
import { ProductSkuPicker } from '#app/modules/catalog/ProductSkuPicker.tsx'
import {
	absoluteImageUrl,
	openGraphLocale,
	previewText,
	PRODUCT_ID_SHAPE,
	productShareUrl,
	productUrl,
	shareLanguage,
} from '#app/modules/catalog/product-share.ts'
import {
	checkQuantity,
	chosenSku,
	clampQuantity,
	effectivePrice,
	imageOfSelection,
	initialSelection,
	matchingSkus,
	priceRange,
	type QuantityProblem,
	type SelectableSku,
	type Selection,
	skuDiscountPercent,
	stockBound,
	toggleValue,
} from '#app/modules/catalog/sku-selection.ts'
import { freightEstimate } from '#app/modules/logistics/freight.server.ts'
import { estimateSeaFreight } from '#app/modules/logistics/freight.ts'
import { cx } from '#app/utils/cx.ts'
import { queueIfOffline } from '#app/utils/write-queue.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { href } from '#app/href.ts'
import { checkoutLink } from '#app/links.ts'

/**
 * The share section in the page (`share=1`: the share button's address without JavaScript) is part of the server's
 * page; in the browser its code loads only on such an address (hydration keeps the server's section meanwhile), and
 * the share sheet brings its own (issue 19). The client build drops the static import (`import.meta.env.SSR` is false).
 */
const ProductSharePanel = import.meta.env.SSR
	? ServerSharePanel
	: lazy(() => import('#app/modules/catalog/ProductSharePanel.tsx').then((module) => ({ default: module.ProductSharePanel })))

const ProductQuerySchema = z.object({ productId: z.string().trim().toLowerCase().max(64).regex(PRODUCT_ID_SHAPE) })

/** The page's own parameters: the chosen SKU and quantity (the no-JavaScript picker and stepper send them). */
const PageOptionsSchema = z.object({
	sku: z.string().trim().max(64).optional().catch(undefined),
	quantity: z.string().trim().max(12).optional().catch(undefined),
	step: z.enum(['-1', '1']).optional().catch(undefined),
	intent: z.enum(['buy']).optional().catch(undefined),
	share: z.enum(['1']).optional().catch(undefined),
})

const BUY_FORM_ID = 'buy-form'

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const query = ProductQuerySchema.safeParse({ productId: url.searchParams.get('productId') })
	if (!query.success) throw data(null, { status: 404 })
	const param = (name: string) => url.searchParams.get(name) ?? undefined
	const options = PageOptionsSchema.parse({
		sku: param('sku') ?? param('skuId'),
		quantity: param('quantity'),
		step: param('step'),
		intent: param('intent'),
		share: param('share'),
	})

	const db = getDb()
	const { user, locale, localeSource: source } = await getRequestContext(request)
	const productId = query.data.productId
	const product = await getProductForPage(db, { id: productId, locale })
	if (!product || product.status !== 'active') throw data(null, { status: 404 })

	const skus = product.skus.map(({ id, code, price, promotionPrice, stock, imageUrl, attributes }) => ({
		id,
		code,
		price,
		promotionPrice,
		stock,
		imageUrl,
		values: Object.fromEntries(attributes.map((attribute) => [attribute.key, attribute.valueKey])),
	}))
	const chosen = skus.find((sku) => sku.id === options.sku) ?? (skus.length === 1 ? skus[0]! : null)

	// Quantity as typed (kept, so nothing the buyer entered is lost), stepped on the server without JavaScript.
	const bounds = { minimum: product.minOrderQty, stock: chosen ? chosen.stock : stockBound(skus) }
	let quantity = options.quantity ?? String(Math.max(1, product.minOrderQty))
	if (options.step) quantity = String(clampQuantity(checkQuantity(quantity, bounds).quantity + Number(options.step), bounds))
	const checked = checkQuantity(quantity, bounds)
	const [freight, favorite, cartCount] = await Promise.all([
		freightEstimate(db, { product, quantity: checked.quantity }),
		user ? isFavorite(db, user.id, productId).catch(() => false) : null,
		// The cart icon's count; null for visitors (the cart asks them to sign in).
		user ? countCart(db, user.id) : null,
		// Browsing history: a signed-in buyer's visit is kept on the server (a visitor's on the device).
		user?.role === 'buyer'
			? recordProductView(db, { userId: user.id, productId }).catch((error: unknown) =>
					logger.warn({ err: error, productId }, 'product view not recorded'),
				)
			: null,
	])

	// The gallery opens on the chosen SKU's picture.
	const gallery: GalleryImage[] = product.images.map((image, index) => ({ url: image.url, dominantColor: image.dominantColor, index }))
	const chosenImage = chosen?.imageUrl ? gallery.findIndex((image) => image.url === chosen.imageUrl) : -1
	if (chosenImage > 0) gallery.unshift(...gallery.splice(chosenImage, 1))

	const origin = getEnv().PUBLIC_URL ?? url.origin
	const intl = getIntl(locale, getMessages(locale))
	const fromPrice = formatIqd(intl, product.minPrice)
	const summary = intl.formatMessage(
		{ id: 'product.share.summary' },
		{
			price: product.maxPrice > product.minPrice ? intl.formatMessage({ id: 'product.share.priceFrom' }, { price: fromPrice }) : fromPrice,
			count: product.minOrderQty,
		},
	)
	const excerpt = previewText(product.description, 120)
	const shareHref = new URLSearchParams({ productId, share: '1', ...(chosen ? { sku: chosen.id } : {}) })

	return defer({
		product: {
			id: product.id,
			code: product.code,
			title: product.title,
			parameters: product.parameters,
			minOrderQty: product.minOrderQty,
			minPrice: product.minPrice,
			maxPrice: product.maxPrice,
			discountPercent: product.discountPercent,
			sold: product.sold,
			attributes: product.attributes.map(({ key, name, values }) => ({
				key,
				name,
				values: values.map(({ key: valueKey, value, swatch }) => ({ key: valueKey, value, swatch })),
			})),
			skus,
		},
		gallery,
		initial: {
			skuId: chosen?.id ?? null,
			quantity,
			problem: options.quantity !== undefined || options.step ? checked.problem : null,
			optionsRequired: options.intent === 'buy' && !chosen,
		},
		freight: freight ?? { inputs: { weightGrams: null, volumeCm3: null, usdToIqd: null }, estimate: null },
		share: {
			url: productShareUrl({ origin, productId, lang: shareLanguage({ locale, source }) }),
			fallbackHref: `${url.pathname}?${shareHref.toString()}#share`,
			open: options.share === '1',
		},
		seo: {
			title: product.title,
			description: excerpt ? `${summary} · ${excerpt}` : summary,
			url: productUrl({ origin, productId, lang: source === 'query' ? locale : null }),
			image: product.images[0] ? absoluteImageUrl(origin, product.images[0].url) : null,
			locale: openGraphLocale(locale),
		},
		favorite,
		cartCount,
		// Streams in after the first paint; read with the product (getProduct), not by a query of its own.
		description: Promise.resolve(product.longDescription),
	})
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
	if (!loaderData) return pageMeta(matches, 'page.notFound.title')
	const { seo } = loaderData
	const brand = rootTitles(matches)['app.name'] ?? ''
	const tags: MetaDescriptor[] = [
		{ title: brand ? `${seo.title} · ${brand}` : seo.title },
		{ name: 'description', content: seo.description },
		{ tagName: 'link', rel: 'canonical', href: seo.url },
		{ property: 'og:type', content: 'product' },
		{ property: 'og:site_name', content: brand },
		{ property: 'og:title', content: seo.title },
		{ property: 'og:description', content: seo.description },
		{ property: 'og:url', content: seo.url },
		{ property: 'og:locale', content: seo.locale },
		{ name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
		{ name: 'twitter:title', content: seo.title },
		{ name: 'twitter:description', content: seo.description },
	]
	if (seo.image) {
		tags.push(
			{ property: 'og:image', content: seo.image },
			{ property: 'og:image:width', content: '750' },
			{ property: 'og:image:height', content: '750' },
			{ property: 'og:image:alt', content: seo.title },
			{ name: 'twitter:image', content: seo.image },
		)
	}
	return tags
}

export default function ProductPage() {
	const loaderData = useLoaderData<typeof loader>()
	const { product, initial } = loaderData
	// A new product, or a choice sent without JavaScript, starts the screen afresh.
	return <ProductScreen key={`${product.id}:${initial.skuId}:${initial.quantity}:${initial.optionsRequired}`} data={loaderData} />
}

type ProductPageData = ReturnType<typeof useLoaderData<typeof loader>>

function ProductScreen({ data: pageData }: { data: ProductPageData }) {
	const { product, gallery, initial, freight, share, description, favorite, cartCount } = pageData
	const intl = useIntl()
	const location = useLocation()
	const navigate = useNavigate()
	const addToCart = useAddToCart()
	const skus: ReadonlyArray<SelectableSku & { code: string; imageUrl: string | null }> = product.skus
	const initialSku = skus.find((sku) => sku.id === initial.skuId)

	const [selection, setSelection] = useState<Selection>(() => (skus.length > 1 ? initialSelection(skus, product.attributes, initialSku ?? null) : {}))
	const [quantityText, setQuantityText] = useState(initial.quantity)
	const [correction, setCorrection] = useState<QuantityProblem | null>(initial.problem)
	const [optionsRequired, setOptionsRequired] = useState(initial.optionsRequired)

	const matching = matchingSkus(skus, selection)
	const chosen = chosenSku(skus, product.attributes, selection)
	const stock = chosen ? chosen.stock : matching.reduce((sum, sku) => sum + sku.stock, 0)
	const bounds = { minimum: product.minOrderQty, stock: chosen ? chosen.stock : stockBound(matching) }
	const soldOut = bounds.stock <= 0
	const checked = checkQuantity(quantityText, bounds)
	const problem = soldOut ? null : (checked.problem ?? correction)
	const estimate =
		freight.inputs.usdToIqd === null ? null : estimateSeaFreight({ ...freight.inputs, usdToIqd: freight.inputs.usdToIqd, quantity: checked.quantity })
	const activeImage = imageOfSelection(skus, selection)
	const range = chosen ? null : (priceRange(matching) ?? { min: product.minPrice, max: product.maxPrice })
	const discount = chosen ? skuDiscountPercent(chosen) : Object.keys(selection).length === 0 ? product.discountPercent : 0
	const pagePath = location.pathname

	const toggle = (attributeKey: string, valueKey: string) => {
		setSelection((current) => toggleValue(current, attributeKey, valueKey))
		setOptionsRequired(false)
	}
	const changeQuantity = (value: string) => {
		setQuantityText(value)
		setCorrection(null)
	}
	const commitQuantity = () => {
		if (soldOut || !checked.problem) return
		setQuantityText(String(checked.quantity))
		setCorrection(checked.problem)
	}
	const stepQuantity = (delta: -1 | 1) => {
		setQuantityText(String(clampQuantity(checked.quantity + delta, bounds)))
		setCorrection(null)
	}
	const buy = (event: FormEvent<HTMLFormElement>) => {
		if (!chosen) {
			event.preventDefault()
			setOptionsRequired(true)
			toast({ id: 'product-buy', title: intl.formatMessage({ id: 'product.options.required' }), tone: 'warning' })
			document.getElementById('product-options')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
			return
		}
		if (checked.problem) {
			event.preventDefault()
			const message = quantityMessage(intl, checked.problem)
			commitQuantity()
			toast({ id: 'product-buy', title: message, tone: 'warning' })
			return
		}
		// With JavaScript: "add to cart" stays on the page (a fetcher, a toast); "buy now" opens the trade flow.
		event.preventDefault()
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		if (submitter?.getAttribute('value') !== 'add') {
			navigate(checkoutLink('buy_now', [{ skuId: chosen.id, quantity: checked.quantity }]))
		} else if (cartCount === null) {
			// A visitor: signing in finishes this "add to cart" (the server adds the line and says so).
			openLogin({ after: { addSkuId: chosen.id, addQuantity: checked.quantity } })
		} else {
			addToCart.add(chosen.id, checked.quantity)
		}
	}
	const returnHere = href('/pages/cart/index', { returnTo: `${location.pathname}${location.search}` })

	return (
		<>
			<PageHeader titleId="page.product.title" end={<ProductShareButton url={share.url} title={product.title} fallbackHref={share.fallbackHref} />} />
			<div className={styles.sections}>
				<div>
					<ProductGallery productId={product.id} images={gallery} activeUrl={activeImage} />
					<Card asChild variant="flat" radius="none">
						<section aria-labelledby="product-title">
							<div className={styles.priceRow} data-testid="product-price">
								{chosen ? (
									<Price
										amount={effectivePrice(chosen)}
										originalAmount={chosen.promotionPrice !== null ? chosen.price : undefined}
										originalLabel={intl.formatMessage({ id: 'price.was' })}
										amountLabel={intl.formatMessage({ id: 'price.now' })}
										size="large"
									/>
								) : range && range.max > range.min ? (
									<span className={styles.priceRange}>
										<Price amount={range.min} size="large" />
										<span aria-hidden>–</span>
										<Price amount={range.max} size="large" />
									</span>
								) : (
									<Price amount={range?.min ?? product.minPrice} size="large" />
								)}
								{discount > 0 ? (
									<Badge tone="accent" variant="solid" shape="tag">
										<FormattedMessage id="product.discount" values={{ percent: intl.formatNumber(discount) }} />
									</Badge>
								) : null}
							</div>
							<div className={styles.titleRow}>
								<h2 id="product-title" className={styles.title}>
									{product.title}
								</h2>
								<FavoriteButton productId={product.id} favorite={favorite} />
							</div>
							<ul className={styles.facts}>
								<li>
									<FormattedMessage id="product.moq" values={{ count: product.minOrderQty }} />
								</li>
								<li data-testid="product-stock" aria-live="polite">
									{stock > 0 ? (
										<FormattedMessage id="product.stock" values={{ count: stock }} />
									) : (
										<span className={styles.soldOut}>
											<FormattedMessage id="product.soldOut" />
										</span>
									)}
								</li>
								<li>
									<FormattedMessage id="product.sold" values={{ sold: formatCount(intl, product.sold) }} />
								</li>
							</ul>
						</section>
					</Card>
				</div>

				{share.open ? (
					<Card asChild variant="flat" radius="none" className={styles.inlinePanel}>
						<section id="share" aria-labelledby="share-title">
							<h2 id="share-title" className={styles.panelTitle}>
								<FormattedMessage id="product.share.title" />
							</h2>
							<Suspense fallback={null}>
								<ProductSharePanel url={share.url} title={product.title} />
							</Suspense>
						</section>
					</Card>
				) : null}

				<Card asChild variant="flat" radius="none">
					<section>
						{product.attributes.length > 0 ? (
							<ProductSkuPicker
								productId={product.id}
								attributes={product.attributes}
								skus={skus}
								selection={selection}
								quantity={quantityText}
								thumbnailUrl={chosen?.imageUrl ?? activeImage ?? gallery[0]?.url ?? null}
								onToggle={toggle}
							/>
						) : null}
						{optionsRequired && !chosen ? (
							<Callout.Root tone="warning" role="alert">
								<Callout.Text>
									<FormattedMessage id="product.options.required" />
								</Callout.Text>
							</Callout.Root>
						) : null}
						<ProductQuantityStepper
							formId={BUY_FORM_ID}
							pagePath={pagePath}
							value={quantityText}
							quantity={checked.quantity}
							bounds={bounds}
							problem={problem}
							disabled={soldOut}
							onChange={changeQuantity}
							onStep={stepQuantity}
							onCommit={commitQuantity}
						/>
					</section>
				</Card>

				<ProductFreight estimate={estimate} usdToIqd={freight.inputs.usdToIqd} />

				<Card asChild variant="flat" radius="none">
					<section aria-labelledby="product-parameters">
						<Text as="h2" id="product-parameters" weight="strong">
							<FormattedMessage id="product.parameters" />
						</Text>
						<DataList.Root>
							<Parameter name={<FormattedMessage id="product.code" />} value={<Ltr>{product.code}</Ltr>} />
							{chosen && skus.length > 1 ? <Parameter name={<FormattedMessage id="product.skuCode" />} value={<Ltr>{chosen.code}</Ltr>} /> : null}
							{product.parameters.map((parameter) => (
								<Parameter key={parameter.name} name={parameter.name} value={<bdi>{parameter.value}</bdi>} />
							))}
						</DataList.Root>
					</section>
				</Card>

				<ProductDescription description={description} />
			</div>
			{favorite === null ? <RecordDeviceVisit productId={product.id} /> : null}

			<ActionBar>
				<Link
					to={href('/pages/chat-room/index', { productId: product.id })}
					className={cartStyles.shortcut}
					aria-label={intl.formatMessage({ id: 'product.askSupport' })}
					data-spm="product.actions.askSupport"
				>
					<Icon name="chat" size="small" />
					<span aria-hidden>
						<FormattedMessage id="product.support.short" />
					</span>
				</Link>
				<CartLink count={cartCount} captioned />
				{/* noValidate: the quantity rules answer in the buyer's language (here, or on the trade flow), not the browser's. */}
				<Form
					id={BUY_FORM_ID}
					method="get"
					action={href('/pages/trade_flow/index')}
					className={cx(styles.buyForm, cartStyles.buyPair)}
					onSubmit={buy}
					noValidate
				>
					<input type="hidden" name="productId" value={product.id} />
					<input type="hidden" name="source" value="buy_now" />
					{chosen ? <input type="hidden" name="skuId" value={chosen.id} /> : null}
					{/* Without JavaScript it posts to the cart, which comes back here; with it, useAddToCart. */}
					<Button
						type="submit"
						variant="outline"
						fullWidth
						disabled={soldOut}
						loading={addToCart.state !== 'idle'}
						data-spm="product.actions.addToCart"
						{...(chosen
							? { formMethod: 'post', formAction: returnHere, name: 'intent', value: 'add' }
							: { formAction: pagePath, name: 'intent', value: 'buy' })}
					>
						<FormattedMessage id="cart.add" />
					</Button>
					<Button
						type="submit"
						fullWidth
						disabled={soldOut}
						data-spm="product.actions.buyNow"
						{...(chosen ? {} : { formAction: pagePath, name: 'intent', value: 'buy' })}
					>
						<FormattedMessage id={soldOut ? 'product.soldOut' : 'product.buyNow'} />
					</Button>
				</Form>
			</ActionBar>
		</>
	)
}

/** The product page's "add to cart": a fetcher to the cart route, answered with a toast (or the login sheet). */
function useAddToCart() {
	const intl = useIntl()
	const fetcher = useFetcher<CartActionData>()
	const buyerId = useOptionalUser()?.id ?? null
	const handled = useRef<CartActionData | undefined>(undefined)
	// What was asked, for a session that ended meanwhile (401): signing in adds it then.
	const asked = useRef<AfterSignIn | null>(null)
	useEffect(() => {
		const result = fetcher.data
		if (!result || fetcher.state !== 'idle' || handled.current === result) return
		handled.current = result
		if (result.ok) toast({ id: 'add-to-cart', title: intl.formatMessage({ id: 'cart.added' }), tone: 'success' })
		// The page was drawn for a signed-in buyer whose session has since ended: the sheet says so, and signing in
		// adds the line (the server finishes it with the sign-in).
		else if (result.error.id === 'error.http.401') openLogin({ after: asked.current ?? undefined, reason: 'session-ended' })
		else toast({ id: 'add-to-cart', title: intl.formatMessage({ id: result.error.id }, result.error.values), tone: 'danger' })
	}, [fetcher.data, fetcher.state, intl])
	return {
		state: fetcher.state,
		add(skuId: string, quantity: number) {
			asked.current = { addSkuId: skuId, addQuantity: quantity }
			// Offline: kept on the device and sent when the connection is back (decision 025).
			if (queueIfOffline(buyerId, { path: href('/pages/cart/index'), fields: { intent: 'add', skuId, quantity: String(quantity) } })) {
				toast({ id: 'add-to-cart', title: intl.formatMessage({ id: 'pwa.queued' }), tone: 'success' })
				return
			}
			fetcher.submit({ intent: 'add', skuId, quantity: String(quantity) }, { method: 'post', action: href('/pages/cart/index') })
		},
	}
}

function quantityMessage(intl: IntlShape, problem: QuantityProblem): string {
	switch (problem.id) {
		case 'product.quantity.zero':
			return intl.formatMessage({ id: problem.id })
		case 'product.quantity.belowMinimum':
			return intl.formatMessage({ id: problem.id }, { minimum: problem.minimum })
		case 'product.quantity.aboveStock':
			return intl.formatMessage({ id: problem.id }, { stock: problem.stock })
	}
}

function Parameter({ name, value }: { name: ReactNode; value: ReactNode }) {
	return (
		<DataList.Item>
			<DataList.Label>{name}</DataList.Label>
			<DataList.Value>{value}</DataList.Value>
		</DataList.Item>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<>
			<PageHeader titleId={statusOf(error) === 404 ? 'page.notFound.title' : 'page.product.title'} />
			<ErrorScreen error={error} />
		</>
	)
}
