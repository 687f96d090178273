import { type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, Icon, Stack, Text } from '#design-system'
import { type TabHandle } from '#app/components/AppShell.tsx'
import { pageMeta } from '#app/i18n/meta.ts'
import {
	ACCOUNT_ORDER_ENTRIES,
	ACCOUNT_SERVICE_ENTRIES,
	AccountEntrySection,
} from '#app/modules/accounts/AccountEntries.tsx'
import * as styles from '#app/modules/accounts/AccountEntries.css.ts'

export const handle: TabHandle = { tab: 'account' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.account.title')

/** Tab 2. Until sign-in lands every visitor sees the sign-in prompt above the entries. */
export default function AccountPage() {
	return (
		<Stack gap="medium" paddingBlockEnd="large">
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
							<Link to="/pages/login/index">
								<FormattedMessage id="account.signIn.action" />
							</Link>
						</Button>
					</div>
				</Stack>
			</header>
			<AccountEntrySection titleId="account.section.orders" entries={ACCOUNT_ORDER_ENTRIES} />
			<AccountEntrySection titleId="account.section.services" entries={ACCOUNT_SERVICE_ENTRIES} />
		</Stack>
	)
}
