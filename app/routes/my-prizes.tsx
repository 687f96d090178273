import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, EmptyState, Icon, Price } from '#design-system'
import { ErrorScreen, statusOf } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { resolveRequestLocale } from '#app/i18n/request-locale.server.ts'
import { requireUser } from '#app/modules/auth/auth.server.ts'
import { CampaignCard } from '#app/modules/campaigns/CampaignCard.tsx'
import { FREE_GIFTS_PATH, orderDetailsPath } from '#app/modules/campaigns/campaign-links.ts'
import { serializeCampaign } from '#app/modules/campaigns/campaign-page.server.ts'
import * as styles from '#app/modules/campaigns/Campaigns.css.ts'
import { CampaignError, getClaimForm, listMyCampaigns, placeCampaignOrder } from '#app/modules/campaigns/campaigns.server.ts'
import { ClaimForm } from '#app/modules/campaigns/ClaimForm.tsx'
import { ClaimQuerySchema, ClaimSchema } from '#app/modules/campaigns/schema.ts'
import { NEW_USER_COUPON } from '#app/modules/coupons/coupon-rules.ts'
import { listUserCoupons } from '#app/modules/coupons/wallet.server.ts'
import { cx } from '#app/utils/cx.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.myPrizes.title')

/**
 * My prizes (reward myList): free gifts won and group prices unlocked, with how to claim them, and the new-user
 * coupons received. `?claim=<campaign>` opens the claim form (`&addressId=` comes back from the address book).
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const { locale } = await resolveRequestLocale(request, user.language)
	const db = getDb()
	const now = new Date()
	const query = ClaimQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const headers = { 'Cache-Control': 'private, no-store' }
	if (query.claim) {
		const form = await getClaimForm(db, {
			userId: user.id,
			campaignId: query.claim,
			addressId: query.addressId ?? null,
			locale,
			now,
		})
		if (!form) throw data(null, { status: 404 })
		const { address } = form
		return data(
			{
				claim: {
					campaign: serializeCampaign(form.campaign),
					address: address
						? {
								...address,
								createdAt: undefined,
								updatedAt: undefined,
								deletedAt: undefined,
						  }
						: null,
					paymentTypes: form.paymentTypes,
					unitPrice: form.unitPrice,
				},
				prizes: null,
				serverNow: now.toISOString(),
			},
			{ headers },
		)
	}
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
			claim: null,
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

/** Claim: the campaign's order. Refusals come back with the message, the field and what was chosen (4xx). */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const { locale } = await resolveRequestLocale(request, user.language)
	const form = Object.fromEntries(await request.formData())
	const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
	const parsed = ClaimSchema.safeParse(form)
	if (!parsed.success) {
		const field = parsed.error.issues[0]?.path[0]
		const messageId = parsed.error.issues[0]?.message
		return data(
			{
				error: messageId?.includes('.') ? messageId : 'error.http.400',
				field: typeof field === 'string' ? field : null,
				values,
			},
			{ status: 422 },
		)
	}
	try {
		const placed = await placeCampaignOrder(getDb(), {
			userId: user.id,
			campaignId: parsed.data.campaignId,
			addressId: parsed.data.addressId,
			logisticsMethod: parsed.data.logisticsMethod ?? null,
			paymentType: parsed.data.paymentType ?? null,
			quantity: parsed.data.quantity ?? null,
			remark: parsed.data.remark,
			locale,
		})
		return redirectWithToast(request, orderDetailsPath(placed.orderId), {
			messageId: placed.payableAmount === 0 ? 'campaign.claim.done' : 'campaign.claim.doneGroup',
			tone: 'success',
		})
	} catch (error) {
		if (error instanceof CampaignError) {
			if (error.status === 404) throw data(null, { status: 404 })
			return data({ error: error.messageId, field: error.field ?? null, values }, { status: error.status })
		}
		throw error
	}
}

export default function MyPrizesPage() {
	const { claim, prizes, serverNow } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<>
			<PageHeader titleId={claim ? (claim.campaign.kind === 'free_gift' ? 'campaign.claim.title' : 'campaign.claim.titleGroup') : 'page.myPrizes.title'} />
			<div className={styles.page}>
				{claim ? <Claim claim={claim} serverNow={serverNow} errors={actionData} /> : null}
				{prizes ? <Prizes prizes={prizes} serverNow={serverNow} /> : null}
			</div>
		</>
	)
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

function Claim({
	claim,
	serverNow,
	errors,
}: {
	claim: NonNullable<LoaderData['claim']>
	serverNow: string
	errors: ReturnType<typeof useActionData<typeof action>>
}) {
	const { campaign } = claim
	if (campaign.status !== 'qualified') {
		// Claimed already, expired, or not there yet: say so, and show the campaign as it stands.
		const messageId =
			campaign.status === 'success' ? 'campaign.claim.already' : campaign.status === 'ended' ? 'campaign.claim.expired' : 'campaign.claim.notQualified'
		return (
			<>
				<p className={cx(styles.notice, styles.noticeWarning)} role="status">
					<FormattedMessage id={messageId} />
				</p>
				<CampaignCard campaign={campaign} serverNow={serverNow} />
			</>
		)
	}
	return (
		<>
			<CampaignCard campaign={campaign} serverNow={serverNow} actions={false} />
			<ClaimForm form={claim} errors={errors} />
		</>
	)
}

function Prizes({ prizes, serverNow }: { prizes: NonNullable<LoaderData['prizes']>; serverNow: string }) {
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
						<Link to={FREE_GIFTS_PATH}>
							<FormattedMessage id="campaign.prizes.browse" />
						</Link>
					</Button>
				}
			/>
		)
	}
	return (
		<>
			<p className={styles.notice}>
				<Icon name="info" size="small" />
				<span>
					<FormattedMessage id="campaign.prizes.how" />
				</span>
			</p>
			{prizes.gifts.length > 0 ? (
				<section className={styles.section} aria-labelledby="prizes-gifts">
					<h2 id="prizes-gifts" className={styles.sectionTitle}>
						<FormattedMessage id="campaign.prizes.gifts" />
					</h2>
					<ul className={styles.list}>
						{prizes.gifts.map((campaign) => (
							<li key={campaign.id}>
								<CampaignCard campaign={campaign} serverNow={serverNow} />
							</li>
						))}
					</ul>
				</section>
			) : null}
			{prizes.groups.length > 0 ? (
				<section className={styles.section} aria-labelledby="prizes-groups">
					<h2 id="prizes-groups" className={styles.sectionTitle}>
						<FormattedMessage id="campaign.prizes.groups" />
					</h2>
					<ul className={styles.list}>
						{prizes.groups.map((campaign) => (
							<li key={campaign.id}>
								<CampaignCard campaign={campaign} serverNow={serverNow} />
							</li>
						))}
					</ul>
				</section>
			) : null}
			{prizes.coupons.length > 0 ? (
				<section className={styles.section} aria-labelledby="prizes-coupons">
					<h2 id="prizes-coupons" className={styles.sectionTitle}>
						<FormattedMessage id="campaign.prizes.coupons" />
					</h2>
					<ul className={styles.list}>
						{prizes.coupons.map((coupon) => (
							<li key={coupon.id} className={styles.card}>
								<div className={styles.amountRow}>
									<strong>{coupon.name}</strong>
									<Price amount={coupon.amount} tone="accent" />
								</div>
								<span className={styles.subtitle}>
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
								</span>
							</li>
						))}
					</ul>
				</section>
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
