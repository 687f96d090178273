import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Icon, Stack } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import * as iconButton from '#app/components/icon-link.css.ts'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { queryUserInquiries } from '#app/modules/inquiries/inquiries.server.ts'
import { InquiryList } from '#app/modules/inquiries/InquiryList.tsx'
import { href } from '#app/href.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'inquiry.list.title')

const PageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1).default(1) })

/** queryUserInquiries: the buyer's sourcing requests, newest first (`?page=` without JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	const { page } = PageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const { items, hasMore } = await queryUserInquiries(getDb(), user.id, { page })
	return { items, page, hasMore }
}

export default function InquiryListPage() {
	const { items, page, hasMore } = useLoaderData<typeof loader>()
	const intl = useIntl()
	return (
		<>
			<PageHeader
				titleId="inquiry.list.title"
				end={
					<Link to={href('/pages/inquiry-add/index')} className={iconButton.iconLink} aria-label={intl.formatMessage({ id: 'inquiry.add' })}>
						<Icon name="plus" />
					</Link>
				}
			/>
			<Stack gap="medium" padding="large" paddingBlockEnd="xxxlarge">
				{items.length > 0 ? (
					<Button asChild icon="plus" variant="soft" fullWidth>
						<Link to={href('/pages/inquiry-add/index')}>
							<FormattedMessage id="inquiry.add" />
						</Link>
					</Button>
				) : null}
				<InquiryList items={items} />
				{hasMore || page > 1 ? (
					<Stack direction="row" gap="small" wrap>
						{page > 1 ? (
							<Button asChild variant="ghost" size="small">
								<Link to={href('/pages/inquiry/index', { page: page - 1 })}>
									<FormattedMessage id="inquiry.list.newer" />
								</Link>
							</Button>
						) : null}
						{hasMore ? (
							<Button asChild variant="ghost" size="small">
								<Link to={href('/pages/inquiry/index', { page: page + 1 })}>
									<FormattedMessage id="inquiry.list.older" />
								</Link>
							</Button>
						) : null}
					</Stack>
				) : null}
			</Stack>
		</>
	)
}
