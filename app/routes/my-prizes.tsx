import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Card, EmptyState, Heading, Icon, PageBody, Price, Stack, Text } from '#design-system'
import { ErrorScreen, statusOf } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { CampaignCard } from '#app/modules/campaigns/CampaignCard.tsx'
import { serializeCampaign } from '#app/modules/campaigns/campaign-page.server.ts'
import { listMyCampaigns } from '#app/modules/campaigns/campaign-views.server.ts'
import { ClaimQuerySchema } from '#app/modules/campaigns/schema.ts'
import { NEW_USER_COUPON } from '#app/modules/coupons/coupon-rules.ts'
import { listUserCoupons } from '#app/modules/coupons/wallet.server.ts'
import { href } from '#app/href.ts'
import { claimLink } from '#app/links.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.myPrizes.title')

/**
 * My prizes (reward myList): free gifts won and group prices unlocked, with how to claim them (the trade flow,
 * delivery rules as for any order), and the new-user coupons received. `?claim=<campaign>`, the old claim link,
 * goes to the trade flow.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	const db = getDb()
	const now = new Date()
	const claim = ClaimQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams)).claim
	if (claim) throw redirect(claimLink(claim))
	const headers = { 'Cache-Control': 'private, no-store' }
	const [won, coupons] = await Promise.all([
		listMyCampaigns(db, {
			userId: user.id,
			statuses: ['qualified', 'success'],
			locale,
			now,
		}),
		Promise.all([
			listUserCoupons(db, {
				userId: user.id,
				status: 'available',
				locale,
				now,
			}),
			listUserCoupons(db, { userId: user.id, status: 'used', locale, now }),
		]),
	])
	return data(
		{
			prizes: {
				gifts: won.filter((campaign) => campaign.kind === 'free_gift').map(serializeCampaign),
				groups: won.filter((campaign) => campaign.kind === 'group_price').map(serializeCampaign),
				coupons: coupons
					.flat()
					.filter((coupon) => coupon.code === NEW_USER_COUPON.code)
					.map((coupon) => ({
						id: coupon.userCouponId,
						name: coupon.name,
						amount: coupon.amount,
						validUntil: coupon.validUntil.toISOString(),
						used: coupon.usedAt !== null,
					})),
			},
			serverNow: now.toISOString(),
		},
		{ headers },
	)
}

export default function MyPrizesPage() {
	const { prizes, serverNow } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.myPrizes.title" />
			<PageBody gap="large" endSpace>
				<Prizes prizes={prizes} serverNow={serverNow} />
			</PageBody>
		</>
	)
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

function Prizes({ prizes, serverNow }: { prizes: LoaderData['prizes']; serverNow: string }) {
	const intl = useIntl()
	const nothing = prizes.gifts.length === 0 && prizes.groups.length === 0 && prizes.coupons.length === 0
	if (nothing) {
		return (
			<EmptyState
				icon={<Icon name="gift" size="large" />}
				title={<FormattedMessage id="campaign.prizes.empty" />}
				description={<FormattedMessage id="campaign.prizes.how" />}
				action={
					<Button asChild>
						<Link to={href('/pages/free-gifts/index')}>
							<FormattedMessage id="campaign.prizes.browse" />
						</Link>
					</Button>
				}
			/>
		)
	}
	return (
		<>
			<Callout.Root asChild tone="neutral" size="small">
				<p>
					<Callout.Icon name="info" />
					<span>
						<FormattedMessage id="campaign.prizes.how" />
					</span>
				</p>
			</Callout.Root>
			{prizes.gifts.length > 0 ? (
				<Stack as="section" gap="medium" aria-labelledby="prizes-gifts">
					<Heading level={3} as="h2" tone="strong" id="prizes-gifts">
						<FormattedMessage id="campaign.prizes.gifts" />
					</Heading>
					<Stack as="ul" gap="medium">
						{prizes.gifts.map((campaign) => (
							<li key={campaign.id}>
								<CampaignCard campaign={campaign} serverNow={serverNow} />
							</li>
						))}
					</Stack>
				</Stack>
			) : null}
			{prizes.groups.length > 0 ? (
				<Stack as="section" gap="medium" aria-labelledby="prizes-groups">
					<Heading level={3} as="h2" tone="strong" id="prizes-groups">
						<FormattedMessage id="campaign.prizes.groups" />
					</Heading>
					<Stack as="ul" gap="medium">
						{prizes.groups.map((campaign) => (
							<li key={campaign.id}>
								<CampaignCard campaign={campaign} serverNow={serverNow} />
							</li>
						))}
					</Stack>
				</Stack>
			) : null}
			{prizes.coupons.length > 0 ? (
				<Stack as="section" gap="medium" aria-labelledby="prizes-coupons">
					<Heading level={3} as="h2" tone="strong" id="prizes-coupons">
						<FormattedMessage id="campaign.prizes.coupons" />
					</Heading>
					<Stack as="ul" gap="medium">
						{prizes.coupons.map((coupon) => (
							<Card asChild>
								<li key={coupon.id}>
									<Stack direction="row" justify="space-between" align="baseline" gap="medium">
										<strong>{coupon.name}</strong>
										<Price amount={coupon.amount} tone="accent" />
									</Stack>
									<Text tone="muted" size="small">
										{coupon.used ? (
											<FormattedMessage id="campaign.prizes.couponUsed" />
										) : (
											<FormattedMessage
												id="campaign.prizes.couponValid"
												values={{
													date: intl.formatDate(coupon.validUntil, {
														dateStyle: 'medium',
													}),
												}}
											/>
										)}
									</Text>
								</li>
							</Card>
						))}
					</Stack>
				</Stack>
			) : null}
		</>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<>
			<PageHeader titleId={statusOf(error) === 404 ? 'page.notFound.title' : 'page.myPrizes.title'} />
			<ErrorScreen error={error} />
		</>
	)
}
