import { Form, NavLink } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Heading, Stack } from '#design-system'
import { STAFF_NAV, type StaffNavKey } from './paths.ts'
import * as styles from './StaffConsole.css.ts'
import { StaffLanguageSwitch } from './StaffLanguageSwitch.tsx'
import { href } from '#app/href.ts'

/**
 * The console around every signed-in page: the sections (beside the page from tablet width, above it on a
 * phone), who is signed in, the language and signing out (a form, so it works without JavaScript).
 */
export function StaffConsoleFrame({
	staffName,
	counts,
	children,
}: {
	staffName: string
	counts: Partial<Record<StaffNavKey, number>>
	children: ReactNode
}) {
	const intl = useIntl()
	return (
		<div className={styles.consoleRoot}>
			<aside className={styles.sidebar}>
				<p className={styles.brand}>
					<FormattedMessage id="staff.console.name" />
				</p>
				<nav aria-label={intl.formatMessage({ id: 'staff.nav.label' })}>
					<ul className={styles.nav}>
						{STAFF_NAV.map((item) => {
							const count = counts[item.key] ?? 0
							return (
								<li key={item.key}>
									<NavLink to={item.href} prefetch="intent" className={styles.navLink}>
										<FormattedMessage id={item.labelId} />
										{count > 0 ? (
											<span className={styles.count} aria-label={intl.formatMessage({ id: 'staff.nav.count' }, { count })}>
												{intl.formatNumber(count)}
											</span>
										) : null}
									</NavLink>
								</li>
							)
						})}
					</ul>
				</nav>
				<div className={styles.sidebarFoot}>
					<span className={styles.who}>
						<FormattedMessage id="staff.signedInAs" values={{ name: <bdi>{staffName}</bdi> }} />
					</span>
					<StaffLanguageSwitch />
					<Form method="post" action={href('/staff/logout')}>
						<Button type="submit" variant="outline" tone="neutral" size="small" icon="logout">
							<FormattedMessage id="staff.signOut" />
						</Button>
					</Form>
				</div>
			</aside>
			<div className={styles.content}>{children}</div>
		</div>
	)
}

/** A console page's heading row: the title and, at its end, the page's own actions. */
export function StaffPageHead({ title, end }: { title: ReactNode; end?: ReactNode }) {
	return (
		<Stack direction="row" wrap align="center" justify="space-between">
			<Heading level={2} as="h1" tone="strong">
				{title}
			</Heading>
			{end}
		</Stack>
	)
}
