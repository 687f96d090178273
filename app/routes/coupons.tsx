import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Stack, Text, toast } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { CouponWalletTabs, couponTabUrl, ReceivableCouponList, WalletCouponList } from '#app/modules/coupons/CouponList.tsx'
import { countUserCoupons, CouponReceiveError, listReceivableCoupons, listUserCoupons, receiveCoupon } from '#app/modules/coupons/wallet.server.ts'
import { CouponWalletTabSchema, ReceiveCouponSchema } from '#app/modules/coupons/wallet.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { requireUserContext } from '#app/request-context.server.ts'

/** /pages/coupons/index: the buyer's coupons by tab (available, used, expired) and the coupons they can collect. */

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.coupons.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	const tab = CouponWalletTabSchema.parse(new URL(request.url).searchParams.get('tab') ?? undefined)
	const db = getDb()
	const now = new Date()
	const [coupons, counts, receivable] = await Promise.all([
		listUserCoupons(db, { userId: user.id, status: tab, locale, now }),
		countUserCoupons(db, { userId: user.id, now }),
		tab === 'available' ? listReceivableCoupons(db, { userId: user.id, locale, now }) : [],
	])
	return { tab, coupons, counts, receivable: receivable.filter((coupon) => !coupon.received) }
}

/** Collect a coupon (spec: coupon/user/receive). Done: back to the wallet with a toast; refused: 4xx and the reason. */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireUserContext(request)
	const parsed = ReceiveCouponSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ error: { couponId: '', messageId: 'error.http.400' } }, { status: 400 })
	try {
		await receiveCoupon(getDb(), { userId: user.id, couponId: parsed.data.couponId })
	} catch (error) {
		if (error instanceof CouponReceiveError) {
			return data({ error: { couponId: parsed.data.couponId, messageId: error.messageId } }, { status: error.status })
		}
		throw error
	}
	return redirectWithToast(request, couponTabUrl('available'), { messageId: 'coupon.receive.done', tone: 'success' })
}

export default function CouponsPage() {
	const { tab, coupons, counts, receivable } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const intl = useIntl()
	const error = actionData?.error ?? null

	useEffect(() => {
		if (error) toast({ id: 'coupon-receive', title: intl.formatMessage({ id: error.messageId }), tone: 'danger' })
	}, [error, intl])

	return (
		<>
			<PageHeader titleId="page.coupons.title" />
			<Stack gap="medium" padding="large" paddingBlockEnd="xxxlarge">
				<CouponWalletTabs current={tab} counts={counts} />
				{error && !receivable.some((coupon) => coupon.couponId === error.couponId) ? (
					<Text size="small" tone="danger" role="alert">
						<FormattedMessage id={error.messageId} />
					</Text>
				) : null}
				<WalletCouponList tab={tab} coupons={coupons} />
				{tab === 'available' ? <ReceivableCouponList coupons={receivable} error={error} /> : null}
			</Stack>
		</>
	)
}
