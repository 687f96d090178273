import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'

import { getProductGallery } from '#app/modules/catalog/catalog.server.ts'
import { ProductFullscreenGallery } from '#app/modules/catalog/ProductFullscreenGallery.tsx'
import { PRODUCT_ID_SHAPE, productPagePath } from '#app/modules/catalog/product-share.ts'
import { getRequestContext } from '#app/request-context.server.ts'

const GalleryQuerySchema = z.object({
	productId: z.string().trim().toLowerCase().regex(PRODUCT_ID_SHAPE),
	index: z.coerce.number().int().min(0).max(1_000).catch(0),
})

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const query = GalleryQuerySchema.safeParse({
		productId: url.searchParams.get('productId'),
		index: url.searchParams.get('index') ?? undefined,
	})
	if (!query.success) throw data(null, { status: 404 })
	const gallery = await getProductGallery(getDb(), { id: query.data.productId, locale: (await getRequestContext(request)).locale })
	if (!gallery || gallery.images.length === 0) throw data(null, { status: 404 })
	return {
		productId: gallery.id,
		title: gallery.title,
		images: gallery.images.map(({ url, dominantColor }) => ({ url, dominantColor })),
		startIndex: Math.min(query.data.index, gallery.images.length - 1),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
	const base = pageMeta(matches, 'page.productGallery.title')
	return loaderData ? [{ title: loaderData.title }, ...base.slice(1), { name: 'robots', content: 'noindex' }] : base
}

export default function ProductGalleryPage() {
	const { productId, title, images, startIndex } = useLoaderData<typeof loader>()
	return <ProductFullscreenGallery title={title} images={images} startIndex={startIndex} closeTo={productPagePath(productId)} />
}
