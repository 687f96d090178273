import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState, Icon, Ltr, Text } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { signInOptions } from '#app/modules/auth/public-user.server.ts'
import { listOutboxMessages } from '#app/providers/otp/index.server.ts'
import { devDoorOpenFor } from '#app/utils/dev-doors.server.ts'
import * as styles from '#app/providers/otp/DevOutbox.css.ts'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, 'dev.outbox.title'), { name: 'robots', content: 'noindex' }]

/**
 * What the local senders "delivered" (DESIGN.md section 7). The page exists only
 * while at least one of WhatsApp, SMS or e-mail has no real sender configured.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (!signInOptions().devOutbox || !devDoorOpenFor(context)) throw data(null, { status: 404 })
	const recipient = new URL(request.url).searchParams.get('to')?.trim() || undefined
	const messages = await listOutboxMessages(getDb(), { recipient, limit: 50 })
	return data(
		{
			messages: messages.map(({ id, channel, recipient, subject, body, createdAt }) => ({
				id,
				channel,
				recipient,
				subject,
				body,
				createdAt: createdAt.toISOString(),
			})),
		},
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

export default function DevOutboxPage() {
	const { messages } = useLoaderData<typeof loader>()
	const intl = useIntl()
	return (
		<>
			<PageHeader titleId="dev.outbox.title" />
			<div className={styles.page}>
				<Text tone="muted" size="small">
					<FormattedMessage id="dev.outbox.hint" />
				</Text>
				{messages.length === 0 ? (
					<EmptyState icon={<Icon name="bell" size="large" />} title={<FormattedMessage id="dev.outbox.empty" />} />
				) : (
					<ol className={styles.list}>
						{messages.map((message) => (
							<li key={message.id} className={styles.message} data-recipient={message.recipient}>
								<div className={styles.meta}>
									<strong>
										<FormattedMessage id={`dev.outbox.channel.${message.channel}`} />
									</strong>
									<FormattedMessage id="dev.outbox.to" values={{ recipient: <Ltr>{message.recipient}</Ltr> }} />
									<time dateTime={message.createdAt}>{intl.formatTime(message.createdAt, { timeStyle: 'medium' })}</time>
								</div>
								{message.subject ? <strong>{message.subject}</strong> : null}
								<p className={styles.body}>{message.body}</p>
							</li>
						))}
					</ol>
				)}
			</div>
		</>
	)
}
