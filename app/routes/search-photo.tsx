import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Card, EmptyState, Heading, Icon, IconCircle, Section, Stack, Text, Thumbnail, TileGrid } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'

import { ProductCard } from '#app/modules/catalog/ProductCard.tsx'
import { PHOTO_FIELD, PhotoSearchForm } from '#app/modules/search/PhotoSearchForm.tsx'
import { PhotoUploadError, prepareSearchPhoto, saveSearchPhoto, searchWithStoredPhoto } from '#app/modules/search/photo-upload.server.ts'
import { SEARCH_PHOTO_ID_PATTERN, SEARCH_PHOTO_MAX_BYTES, searchPhotoPath, sourcingRequestPath } from '#app/modules/search/photo-upload.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { tryUpload } from '#app/utils/request-body.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** `?photo=<id>`: absent shows the picker; anything but a stored search photo's id is a 404. */
const PhotoQuerySchema = z.object({ photo: z.string().regex(SEARCH_PHOTO_ID_PATTERN).optional() })

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'photoSearch.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const query = PhotoQuerySchema.safeParse({ photo: url.searchParams.get('photo') ?? undefined })
	if (!query.success) throw data(null, { status: 404 })
	const { photo } = query.data
	if (!photo) return { search: null }
	const locale = (await getRequestContext(request)).locale
	const search = await searchWithStoredPhoto(getDb(), getStorage(), { photoId: photo, locale })
	if (!search) throw data(null, { status: 404 })
	return {
		search: {
			photoId: search.photoId,
			photoUrl: search.photoUrl,
			// Only what a product card shows travels to the browser.
			products: search.matches.map(({ id, title, imageUrl, price, promotionPrice, minOrderQty, sold }) => ({
				id,
				title,
				imageUrl,
				price,
				promotionPrice,
				minOrderQty,
				sold,
			})),
		},
	}
}

type ActionData = { error: string }

function refused(messageId: string, status: number, headers?: HeadersInit) {
	return data<ActionData>({ error: messageId }, { status, headers })
}

/** The buyer's photo: checked by content, re-encoded, stored under a random id, then the results page. */
export async function action({ request }: ActionFunctionArgs) {
	// Streams the body: a file over 10 MB stops the upload there instead of filling memory.
	const upload = await tryUpload(request, { maxFileSize: SEARCH_PHOTO_MAX_BYTES, maxFiles: 2, tooLargeMessageId: 'photoSearch.error.tooLarge' })
	// Too large, or only a hand-made request: a malformed body, too many files or fields, not a form.
	if (!upload.ok) return refused(upload.refusal.messageId, upload.refusal.status, upload.refusal.headers)
	const formData = upload.form

	// Two pickers (camera and album) share the field; without JavaScript the unused one comes empty.
	const photo = formData.getAll(PHOTO_FIELD).find((value): value is File => value instanceof File && value.size > 0)
	if (!photo) return refused('photoSearch.error.required', 400)
	let photoId: string
	try {
		const { jpeg } = await prepareSearchPhoto(new Uint8Array(await photo.arrayBuffer()))
		photoId = await saveSearchPhoto(getStorage(), jpeg)
	} catch (error) {
		if (error instanceof PhotoUploadError) return refused(error.messageId, error.status)
		throw error
	}
	return redirect(searchPhotoPath(photoId))
}

export default function PhotoSearchPage() {
	const { search } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const error = actionData && 'error' in actionData ? actionData.error : null
	return (
		<>
			<PageHeader titleId="photoSearch.title" />
			<Stack gap="large" padding="medium" paddingBlockEnd="xxxlarge">
				{search ? (
					<>
						<BuyerPhoto photoUrl={search.photoUrl} error={error} />
						{search.products.length > 0 ? (
							<Section titleId="photo-search-results" title={<FormattedMessage id="photoSearch.results.title" />}>
								<TileGrid>
									{search.products.map((product, index) => (
										<li key={product.id}>
											<ProductCard product={product} eager={index < 4} />
										</li>
									))}
								</TileGrid>
							</Section>
						) : (
							<EmptyState
								icon={<Icon name="search" size="large" />}
								title={<FormattedMessage id="photoSearch.empty.title" />}
								description={<FormattedMessage id="photoSearch.empty.body" />}
								action={
									<Button asChild>
										<Link to={sourcingRequestPath(search.photoId)}>
											<FormattedMessage id="photoSearch.empty.action" />
										</Link>
									</Button>
								}
							/>
						)}
					</>
				) : (
					<Card asChild>
						<section aria-labelledby="photo-search-intro">
							<Stack align="center" gap="small" textAlign="center">
								<IconCircle name="camera" size="xlarge" />
								<Heading level={3} as="h2" tone="strong" id="photo-search-intro">
									<FormattedMessage id="photoSearch.intro.title" />
								</Heading>
								<Text as="p" tone="muted" size="small">
									<FormattedMessage id="photoSearch.intro.body" />
								</Text>
							</Stack>
							<PhotoSearchForm error={error} />
						</section>
					</Card>
				)}
			</Stack>
		</>
	)
}

/** The buyer's own photo at the top of the results, and the pickers to try another one. */
function BuyerPhoto({ photoUrl, error }: { photoUrl: string; error: string | null }) {
	const intl = useIntl()
	return (
		<Card asChild>
			<section aria-labelledby="photo-search-another">
				<Stack direction="row" align="center" gap="medium">
					<Thumbnail
						key={photoUrl}
						src={`${photoUrl}?w=200`}
						alt={intl.formatMessage({ id: 'photoSearch.yourPhoto' })}
						size="xlarge"
						framed
						loading="eager"
					/>
					<Stack gap="xxsmall">
						<Text weight="strong">
							<FormattedMessage id="photoSearch.yourPhoto" />
						</Text>
						<Text as="h2" tone="muted" size="small">
							<FormattedMessage id="photoSearch.another" />
						</Text>
					</Stack>
				</Stack>
				<PhotoSearchForm error={error} />
			</section>
		</Card>
	)
}
