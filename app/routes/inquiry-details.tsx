import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Callout, Card, DataList, Heading, Price, Section, Stack, TileGrid } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import * as styles from '#app/modules/inquiries/Inquiries.css.ts'
import { delInquiry, getInquiryDetails, InquiryNotFoundError } from '#app/modules/inquiries/inquiries.server.ts'
import { InquiryStatusBadge } from '#app/modules/inquiries/InquiryList.tsx'
import { inquiryEditPath } from '#app/modules/inquiries/paths.ts'
import { InquiryDetailsActionSchema } from '#app/modules/inquiries/schema.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'inquiry.details.title')

const PageQuerySchema = z.object({ id: z.string().min(1).max(64) })

function inquiryId(request: Request): string {
	const parsed = PageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!parsed.success) throw data(null, { status: 404 })
	return parsed.data.id
}

/** getInquiryDetails: one of the buyer's inquiries; 404 for anyone else's. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	try {
		return { inquiry: await getInquiryDetails(getDb(), user.id, inquiryId(request)) }
	} catch (error) {
		if (error instanceof InquiryNotFoundError) throw data(null, { status: 404 })
		throw error
	}
}

/** delInquiry, asked once more first (the same with or without JavaScript). */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireUserContext(request)
	const id = inquiryId(request)
	const parsed = InquiryDetailsActionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ confirmDelete: false, error: 'error.http.400' }, { status: 400 })
	if (parsed.data.confirm !== 'yes') return data({ confirmDelete: true, error: null })
	try {
		await delInquiry(getDb(), user.id, id)
	} catch (error) {
		if (error instanceof InquiryNotFoundError) throw data(null, { status: 404 })
		throw error
	}
	return redirectWithToast(request, href('/pages/inquiry/index'), { messageId: 'inquiry.deleted', tone: 'success' })
}

export default function InquiryDetailsPage() {
	const { inquiry } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const intl = useIntl()
	const deleting = navigation.state === 'submitting' && navigation.formData?.get('confirm') === 'yes'
	return (
		<>
			<PageHeader titleId="inquiry.details.title" />
			<Stack gap="medium" padding="large" paddingBlockEnd="xxxlarge">
				<Card asChild gap="small">
					<section aria-labelledby="inquiry-description">
						<div className={styles.detail}>
							<InquiryStatusBadge status={inquiry.status} />
							<time dateTime={inquiry.createdAt}>{intl.formatDate(inquiry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
						</div>
						<Heading level={4} as="h2" tone="strong" id="inquiry-description">
							<FormattedMessage id="inquiry.description.label" />
						</Heading>
						<p className={styles.body} dir="auto">
							{inquiry.description}
						</p>
					</section>
				</Card>

				<Card asChild>
					<section>
						<DataList.Root>
							<DataList.Item>
								<DataList.Label>
									<FormattedMessage id="inquiry.quantity.label" />
								</DataList.Label>
								<DataList.Value>{intl.formatNumber(inquiry.estimatedQuantity)}</DataList.Value>
							</DataList.Item>
							<DataList.Item>
								<DataList.Label>
									<FormattedMessage id="inquiry.price.label" />
								</DataList.Label>
								<DataList.Value>
									{inquiry.targetUnitPrice ? <Price amount={inquiry.targetUnitPrice} size="small" /> : <FormattedMessage id="inquiry.price.none" />}
								</DataList.Value>
							</DataList.Item>
							{inquiry.attributes.map((attribute, index) => (
								<DataList.Item key={index}>
									<DataList.Label dir="auto">{attribute.name}</DataList.Label>
									<DataList.Value dir="auto">{attribute.value}</DataList.Value>
								</DataList.Item>
							))}
						</DataList.Root>
					</section>
				</Card>

				{inquiry.images.length > 0 ? (
					<Card asChild gap="small">
						<Section titleId="inquiry-photos" title={<FormattedMessage id="inquiry.photos.label" />}>
							<TileGrid columns={3}>
								{inquiry.images.map((image, index) => (
									<li key={image.id}>
										<a href={image.url} target="_blank" rel="noopener noreferrer">
											<img
												className={styles.photo}
												src={image.url}
												width={image.width}
												height={image.height}
												alt={intl.formatMessage({ id: 'inquiry.photo.alt' }, { number: index + 1 })}
												loading="lazy"
											/>
										</a>
									</li>
								))}
							</TileGrid>
						</Section>
					</Card>
				) : null}

				<Stack direction="row" gap="small" wrap>
					<Button asChild icon="chat">
						<Link to={href('/pages/chat-room/index')}>
							<FormattedMessage id="inquiry.openChat" />
						</Link>
					</Button>
					{inquiry.editable ? (
						<Button asChild variant="soft">
							<Link to={inquiryEditPath(inquiry.id)}>
								<FormattedMessage id="inquiry.edit" />
							</Link>
						</Button>
					) : null}
					{actionData?.confirmDelete ? null : (
						<Form method="post">
							<input type="hidden" name="intent" value="delete" />
							<Button type="submit" variant="ghost" tone="danger" icon="trash">
								<FormattedMessage id="inquiry.delete" />
							</Button>
						</Form>
					)}
				</Stack>

				{actionData?.confirmDelete ? (
					<Callout.Root asChild tone="danger">
						<Form method="post">
							<Callout.Title role="alert">
								<FormattedMessage id="inquiry.delete.confirm" />
							</Callout.Title>
							<input type="hidden" name="intent" value="delete" />
							<Callout.Actions>
								<Button type="submit" name="confirm" value="yes" tone="danger" loading={deleting}>
									<FormattedMessage id="inquiry.delete" />
								</Button>
								<Button asChild variant="ghost" tone="neutral">
									<Link to={`?id=${encodeURIComponent(inquiry.id)}`} replace>
										<FormattedMessage id="inquiry.delete.cancel" />
									</Link>
								</Button>
							</Callout.Actions>
						</Form>
					</Callout.Root>
				) : null}
			</Stack>
		</>
	)
}
