import { Form, Link } from '@remix-run/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Icon, Section, Stack } from '#design-system'
import { clearDeviceSearches, deleteDeviceSearch, readDeviceSearches } from './recent-searches.ts'
import { searchHref } from './search-params.ts'
import * as styles from './Search.css.ts'
import { href } from '#app/href.ts'

type Entry = { id: string; query: string }

/**
 * Recent searches, newest first: each opens its results again and can be removed; "clear all" asks first.
 * A signed-in buyer's list comes from the server and changes through the page's action (plain forms, no
 * JavaScript needed). A visitor's list lives on this device (localStorage) and is shown once the page runs.
 */
export function RecentSearches({ entries, confirmingClear }: { entries: Entry[] | null; confirmingClear: boolean }) {
	return entries ? <AccountSearches entries={entries} confirmingClear={confirmingClear} /> : <DeviceSearches />
}

function AccountSearches({ entries, confirmingClear }: { entries: Entry[]; confirmingClear: boolean }) {
	const intl = useIntl()
	if (entries.length === 0) return null
	return (
		<RecentSection
			clear={
				<Button asChild variant="ghost" tone="neutral" size="small">
					<Link to={href('/pages/search-key/index', { confirm: 'clear' })} preventScrollReset replace>
						<Icon name="trash" size="small" />
						<FormattedMessage id="search.recent.clear" />
					</Link>
				</Button>
			}
			confirm={
				confirmingClear ? (
					<ConfirmClear
						cancel={
							<Button asChild variant="ghost" size="small">
								<Link to={href('/pages/search-key/index')} preventScrollReset replace>
									<FormattedMessage id="search.recent.confirm.cancel" />
								</Link>
							</Button>
						}
						clear={
							<Form method="post" className={styles.inlineForm} preventScrollReset>
								<input type="hidden" name="intent" value="clear" />
								<Button type="submit" tone="danger" size="small">
									<FormattedMessage id="search.recent.confirm.yes" />
								</Button>
							</Form>
						}
					/>
				) : null
			}
		>
			{entries.map((entry) => (
				<li key={entry.id} className={styles.recentChip}>
					<Link to={searchHref({ keyword: entry.query })} className={styles.recentLink} dir="auto">
						{entry.query}
					</Link>
					<Form method="post" className={styles.inlineForm} preventScrollReset>
						<input type="hidden" name="intent" value="delete" />
						<input type="hidden" name="id" value={entry.id} />
						<button
							type="submit"
							className={styles.recentDelete}
							aria-label={intl.formatMessage({ id: 'search.recent.delete' }, { query: entry.query })}
						>
							<Icon name="close" size="xsmall" />
						</button>
					</Form>
				</li>
			))}
		</RecentSection>
	)
}

function DeviceSearches() {
	const intl = useIntl()
	const [entries, setEntries] = useState<Entry[]>([])
	const [confirming, setConfirming] = useState(false)
	useEffect(() => setEntries(readDeviceSearches()), [])
	if (entries.length === 0) return null
	return (
		<RecentSection
			clear={
				<Button variant="ghost" tone="neutral" size="small" icon="trash" onClick={() => setConfirming(true)} aria-expanded={confirming}>
					<FormattedMessage id="search.recent.clear" />
				</Button>
			}
			confirm={
				confirming ? (
					<ConfirmClear
						cancel={
							<Button variant="ghost" size="small" onClick={() => setConfirming(false)}>
								<FormattedMessage id="search.recent.confirm.cancel" />
							</Button>
						}
						clear={
							<Button
								tone="danger"
								size="small"
								onClick={() => {
									clearDeviceSearches()
									setEntries([])
									setConfirming(false)
								}}
							>
								<FormattedMessage id="search.recent.confirm.yes" />
							</Button>
						}
					/>
				) : null
			}
		>
			{entries.map((entry) => (
				<li key={entry.id} className={styles.recentChip}>
					<Link to={searchHref({ keyword: entry.query })} className={styles.recentLink} dir="auto">
						{entry.query}
					</Link>
					<button
						type="button"
						className={styles.recentDelete}
						aria-label={intl.formatMessage({ id: 'search.recent.delete' }, { query: entry.query })}
						onClick={() => {
							deleteDeviceSearch(entry.id)
							setEntries(readDeviceSearches())
						}}
					>
						<Icon name="close" size="xsmall" />
					</button>
				</li>
			))}
		</RecentSection>
	)
}

function RecentSection({ clear, confirm, children }: { clear: ReactNode; confirm: ReactNode; children: ReactNode }) {
	return (
		<Section titleId="recent-searches" title={<FormattedMessage id="search.recent.title" />} action={confirm ? null : clear}>
			{confirm}
			<Stack as="ul" direction="row" wrap gap="small">
				{children}
			</Stack>
		</Section>
	)
}

function ConfirmClear({ cancel, clear }: { cancel: ReactNode; clear: ReactNode }) {
	const panel = useRef<HTMLElement>(null)
	// The question takes the focus, so keyboard and screen-reader users are asked too.
	useEffect(() => panel.current?.focus(), [])
	return (
		<Callout.Root
			ref={panel}
			tabIndex={-1}
			role="alertdialog"
			aria-labelledby="confirm-clear-title"
			aria-describedby="confirm-clear-body"
			tone="danger"
			variant="outline"
		>
			<Callout.Title id="confirm-clear-title">
				<FormattedMessage id="search.recent.confirm.title" />
			</Callout.Title>
			<Callout.Text id="confirm-clear-body" muted>
				<FormattedMessage id="search.recent.confirm.body" />
			</Callout.Text>
			<Callout.Actions className={styles.confirmActions}>
				{cancel}
				{clear}
			</Callout.Actions>
		</Callout.Root>
	)
}
