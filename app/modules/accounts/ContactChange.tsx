import { Form, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Ltr, Text, TextField } from '#design-system'
import { CALLING_CODES, CODE_LENGTH, EMAIL_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from '#app/modules/auth/rules.ts'
import * as styles from './profile.css.ts'

export type ContactKind = 'phone' | 'email'

/** What the action answers to the contact forms: the step, what was typed (kept), and a refusal. */
export type ContactActionData = {
	intent: 'contact'
	kind: ContactKind
	step: 'account' | 'code'
	account: string
	callingCode: string
	channel: 'whatsapp' | 'sms' | 'email'
	/** The new phone or e-mail as the code was sent to it. */
	sentTo?: string
	error?: string
	values?: Record<string, string | number>
}

/**
 * "Change mobile number" / "Change e-mail" under the current one: a disclosure (works without JavaScript) with
 * the new phone (and its calling code) or e-mail and the send buttons; then the code sent to the new one.
 */
export function ContactChange({
	kind,
	last,
	channels,
}: {
	kind: ContactKind
	last: ContactActionData | null
	channels: { whatsapp: boolean; sms: boolean; email: boolean }
}) {
	const intl = useIntl()
	const navigation = useNavigation()
	const mine = last?.kind === kind ? last : null
	const busy = (intent: string) =>
		navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData.get('kind') === kind
	const error = mine?.error ? intl.formatMessage({ id: mine.error }, mine.values) : undefined
	const hidden = <input type="hidden" name="kind" value={kind} />
	return (
		<details className={styles.contactChange} open={Boolean(mine)} data-testid={`contact-change-${kind}`}>
			<summary className={styles.contactSummary}>
				<FormattedMessage id={kind === 'phone' ? 'profile.contact.change.phone' : 'profile.contact.change.email'} />
			</summary>
			{mine?.step === 'code' && mine.sentTo ? (
				<Form method="post" className={styles.contactForm}>
					{hidden}
					<input type="hidden" name="account" value={mine.account} />
					<input type="hidden" name="sentTo" value={mine.sentTo} />
					<input type="hidden" name="callingCode" value={mine.callingCode} />
					<input type="hidden" name="channel" value={mine.channel} />
					<Text size="small" role="status">
						<FormattedMessage id="profile.contact.code.sent" values={{ account: <Ltr>{mine.sentTo}</Ltr> }} />
					</Text>
					<TextField
						name="code"
						label={intl.formatMessage({ id: 'visitorOrder.code.label' })}
						inputMode="numeric"
						autoComplete="one-time-code"
						maxLength={CODE_LENGTH}
						pattern="[0-9]*"
						dir="ltr"
						required
						error={error}
					/>
					<div className={styles.buttonRow}>
						<Button type="submit" name="intent" value="contactVerify" loading={busy('contactVerify')}>
							<FormattedMessage id="profile.contact.confirm" />
						</Button>
						<Button type="submit" variant="ghost" name="intent" value="contactSend" formNoValidate loading={busy('contactSend')}>
							<FormattedMessage id="visitorOrder.code.resend" />
						</Button>
					</div>
				</Form>
			) : (
				<Form method="post" className={styles.contactForm}>
					{hidden}
					<input type="hidden" name="intent" value="contactSend" />
					{kind === 'phone' ? (
						<div className={styles.phoneRow}>
							<select
								name="callingCode"
								className={styles.callingCode}
								aria-label={intl.formatMessage({ id: 'auth.callingCode.label' })}
								defaultValue={mine?.callingCode ?? CALLING_CODES[0]}
								dir="ltr"
							>
								{CALLING_CODES.map((code) => (
									<option key={code} value={code}>
										{`+${code} ${intl.formatMessage({ id: `auth.country.${code}` })}`}
									</option>
								))}
							</select>
							<TextField
								name="account"
								type="tel"
								label={intl.formatMessage({ id: 'profile.contact.newPhone' })}
								defaultValue={mine?.account ?? ''}
								autoComplete="tel-national"
								inputMode="tel"
								dir="ltr"
								maxLength={PHONE_INPUT_MAX_LENGTH + 5}
								required
								error={error}
							/>
						</div>
					) : (
						<>
							<input type="hidden" name="callingCode" value={CALLING_CODES[0]} />
							<TextField
								name="account"
								type="email"
								label={intl.formatMessage({ id: 'profile.contact.newEmail' })}
								defaultValue={mine?.account ?? ''}
								autoComplete="email"
								dir="ltr"
								maxLength={EMAIL_MAX_LENGTH}
								required
								error={error}
							/>
						</>
					)}
					<div className={styles.buttonRow}>
						{kind === 'phone' ? (
							<>
								{channels.whatsapp ? (
									<Button type="submit" name="channel" value="whatsapp" icon="whatsapp" loading={busy('contactSend')}>
										<FormattedMessage id="auth.send.whatsapp" />
									</Button>
								) : null}
								{channels.sms ? (
									<Button type="submit" name="channel" value="sms" variant="outline" icon="chat">
										<FormattedMessage id="auth.send.sms" />
									</Button>
								) : null}
							</>
						) : channels.email ? (
							<Button type="submit" name="channel" value="email" icon="bell" loading={busy('contactSend')}>
								<FormattedMessage id="auth.send.email" />
							</Button>
						) : null}
					</div>
				</Form>
			)}
		</details>
	)
}
