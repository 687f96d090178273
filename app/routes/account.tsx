import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'
import { Button, Icon, Stack, Text } from '#design-system'
import { type TabHandle } from '#app/components/AppShell.tsx'
import { InstallApp } from '#app/components/InstallApp.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { ACCOUNT_ORDER_ENTRIES, ACCOUNT_SERVICE_ENTRIES, AccountEntrySection } from '#app/modules/accounts/AccountEntries.tsx'
import * as styles from '#app/modules/accounts/AccountEntries.css.ts'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { endAllSessions, endSession } from '#app/modules/auth/session.server.ts'
import { countOrdersByTab } from '#app/modules/orders/queries.server.ts'
import { OrderShortcuts } from '#app/modules/orders/ui/OrderShortcuts.tsx'
import { useOptionalUser } from '#app/utils/root-data.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { CLEAR_CACHE_HEADERS } from '#app/utils/offline-pages.ts'
import { href } from '#app/href.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export const handle: TabHandle = { tab: 'account' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.account.title')

/** The order tabs' counts for the shortcuts (getStatusCount); none for a visitor. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await getRequestContext(request)
	return { orderCounts: user ? await countOrdersByTab(getDb(), user.id) : null }
}

const AccountActionSchema = z.object({ intent: z.enum(['sign-out', 'sign-out-everywhere']) })

export async function action({ request }: ActionFunctionArgs) {
	const parsed = AccountActionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ error: 'error.http.400' }, { status: 400 })
	const db = getDb()
	const { user } = await getRequestContext(request)
	if (!user) return redirect(href('/pages/account/index'))
	if (parsed.data.intent === 'sign-out-everywhere') await endAllSessions(db, user.id)
	const setCookie = await endSession(db, request)
	return redirectWithToast(
		request,
		href('/pages/account/index'),
		{ messageId: parsed.data.intent === 'sign-out' ? 'auth.signedOut' : 'auth.signedOutEverywhere', tone: 'success' },
		{ headers: { 'Set-Cookie': setCookie, ...CLEAR_CACHE_HEADERS } },
	)
}

/** Tab 2: the buyer's name and picture, or a sign-in prompt; then the way to everything they own. */
export default function AccountPage() {
	const user = useOptionalUser()
	const { orderCounts } = useLoaderData<typeof loader>()
	return (
		<Stack gap="medium" paddingBlockEnd="large">
			{user ? <SignedInBanner displayName={user.displayName} avatarUrl={user.avatarUrl} /> : <SignInBanner />}
			<AccountEntrySection titleId="account.section.orders" entries={ACCOUNT_ORDER_ENTRIES}>
				<OrderShortcuts counts={user ? orderCounts : null} />
			</AccountEntrySection>
			<AccountEntrySection titleId="account.section.services" entries={ACCOUNT_SERVICE_ENTRIES} />
			<InstallApp className={styles.section} />
			{user ? (
				<Form method="post" className={styles.signOut}>
					<Button type="submit" name="intent" value="sign-out" variant="outline" tone="neutral" fullWidth>
						<FormattedMessage id="auth.signOut" />
					</Button>
					<Button type="submit" name="intent" value="sign-out-everywhere" variant="ghost" tone="danger" fullWidth>
						<FormattedMessage id="auth.signOutEverywhere" />
					</Button>
					<Button asChild variant="ghost" tone="neutral" fullWidth>
						<Link to="/pages/log-off/index">
							<FormattedMessage id="page.logOff.title" />
						</Link>
					</Button>
				</Form>
			) : null}
		</Stack>
	)
}

function SignInBanner() {
	const hydrated = useHydrated()
	return (
		<header className={styles.banner}>
			<span className={styles.avatar} aria-hidden>
				<Icon name="user" size="large" />
			</span>
			<Stack gap="xsmall" className={styles.bannerText}>
				<Text as="h1" size="large" weight="strong" tone="onBrand">
					<FormattedMessage id="account.signIn.title" />
				</Text>
				<Text size="small" tone="onBrand">
					<FormattedMessage id="account.signIn.body" />
				</Text>
				<div>
					<Button asChild variant="soft" tone="neutral" size="small">
						<Link
							to={href('/pages/login/index', { redirectTo: href('/pages/account/index') })}
							onClick={(event) => {
								if (!hydrated) return
								event.preventDefault()
								openLogin()
							}}
						>
							<FormattedMessage id="account.signIn.action" />
						</Link>
					</Button>
				</div>
			</Stack>
		</header>
	)
}

function SignedInBanner({ displayName, avatarUrl }: { displayName: string; avatarUrl: string | null }) {
	return (
		<header className={styles.banner}>
			<span className={styles.avatar} aria-hidden>
				{avatarUrl ? <img className={styles.avatarImage} src={avatarUrl} alt="" width={56} height={56} /> : <Icon name="user" size="large" />}
			</span>
			<Stack gap="xsmall" className={styles.bannerText}>
				<Text as="h1" size="large" weight="strong" tone="onBrand">
					<bdi>{displayName}</bdi>
				</Text>
				<div>
					<Button asChild variant="soft" tone="neutral" size="small">
						<Link to="/pages/my-info/index">
							<FormattedMessage id="page.myInfo.title" />
						</Link>
					</Button>
				</div>
			</Stack>
		</header>
	)
}
