import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Card, DataList, FileField, Icon, Ltr, Stack, Text, TextField } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { AvatarError, processAvatar, saveAvatar } from '#app/modules/accounts/avatar.server.ts'
import * as styles from '#app/modules/accounts/profile.css.ts'
import { UsernameTakenError, updateProfile } from '#app/modules/accounts/profile.server.ts'
import { ContactChange, type ContactActionData } from '#app/modules/accounts/ContactChange.tsx'
import { confirmContactChange, ContactChangeError, requestContactChange } from '#app/modules/accounts/contact-change.server.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { getCodeSender, otpSecret, signInToContinue } from '#app/modules/auth/auth.server.ts'
import { signInOptions } from '#app/modules/auth/public-user.server.ts'
import { CALLING_CODES } from '#app/modules/auth/rules.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import {
	AVATAR_MAX_BYTES,
	AvatarSchema,
	ProfileActionSchema,
	ProfileSchema,
	USERNAME_MAX_LENGTH,
	NAME_MAX_LENGTH,
} from '#app/modules/accounts/profile.ts'
import { keepPageToSignIn, useFormSignInToContinue } from '#app/modules/auth/use-sign-in-to-continue.ts'
import { getStorage, publicMediaUrl } from '#app/providers/storage/index.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { tryUpload } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.myInfo.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	return {
		firstName: user.firstName ?? '',
		lastName: user.lastName ?? '',
		username: user.username ?? '',
		phone: user.phone,
		email: user.email,
		avatarUrl: user.avatarKey ? publicMediaUrl(user.avatarKey) : null,
		channels: signInOptions().channels,
	}
}

type ActionData = { intent: 'profile' | 'avatar'; result: SubmissionResult<string[]> }

/** A refused picture: the message next to the file field, with the status of spec section 8 (413 when too big). */
function avatarRefused(messageId: string, status: number, headers?: HeadersInit) {
	const submission = parseWithZod(new FormData(), { schema: AvatarSchema })
	return data<ActionData>({ intent: 'avatar', result: submission.reply({ fieldErrors: { avatar: [messageId] } }) }, { status, headers })
}

const KINDS = ['phone', 'email'] as const

/**
 * The phone or e-mail forms (`intent=contactSend`, then `contactVerify`): a code to the new one, then the
 * change. Whatever was typed comes back with the refusal.
 */
async function contactAction(
	request: Request,
	user: { id: string; language: string | null },
	formData: FormData,
	clientIp: string | null,
	intent: 'contactSend' | 'contactVerify',
) {
	const text = (name: string, max: number) =>
		String(formData.get(name) ?? '')
			.trim()
			.slice(0, max)
	const kindValue = text('kind', 10)
	const kind = (KINDS as readonly string[]).includes(kindValue) ? (kindValue as (typeof KINDS)[number]) : 'phone'
	const callingCodeValue = text('callingCode', 4)
	const callingCode = (CALLING_CODES as readonly string[]).includes(callingCodeValue) ? callingCodeValue : CALLING_CODES[0]
	const channelValue = text('channel', 10)
	const channel = kind === 'email' ? 'email' : channelValue === 'sms' ? 'sms' : 'whatsapp'
	const echo: ContactActionData = { intent: 'contact', kind, step: 'account', account: text('account', 60), callingCode, channel }
	const { locale } = await getRequestContext(request)
	const services = { db: getDb(), sender: getCodeSender(), secret: otpSecret(), maxSendsPerIp: getEnv().OTP_MAX_SENDS_PER_IP }
	try {
		if (intent === 'contactSend') {
			const sent = await requestContactChange(services, { userId: user.id, kind, account: echo.account, callingCode, channel, locale, ip: clientIp })
			return data<ContactActionData>({ ...echo, step: 'code', sentTo: sent.account })
		}
		await confirmContactChange(services, { userId: user.id, kind, account: echo.account, callingCode, code: text('code', 12), locale })
	} catch (error) {
		const step = intent === 'contactVerify' && error instanceof AuthError ? 'code' : 'account'
		if (error instanceof ContactChangeError || error instanceof AuthError) {
			const values = error instanceof AuthError ? (({ cause: _cause, ...rest }) => rest)(error.values) : undefined
			return data<ContactActionData>(
				{ ...echo, step, sentTo: step === 'code' ? text('sentTo', 60) || echo.account : undefined, error: error.messageId, values },
				{ status: error.status },
			)
		}
		throw error
	}
	return redirectWithToast(request, href('/pages/my-info/index'), {
		messageId: kind === 'phone' ? 'profile.contact.changed.phone' : 'profile.contact.changed.email',
		tone: 'success',
	})
}

/** The forms post here: names (`intent=profile`), the picture (`intent=avatar`, multipart), the phone or e-mail (`contact…`). */
export async function action({ request, context }: ActionFunctionArgs) {
	// A session that ended while the buyer edited the profile: the sheet signs them in and the form is sent again.
	const user = (await getRequestContext(request)).user
	if (!user) return signInToContinue(request)
	// Streams the body: a part over 5 MB stops the upload there instead of filling memory.
	const upload = await tryUpload(request, { maxFileSize: AVATAR_MAX_BYTES, maxFiles: 1, tooLargeMessageId: 'profile.avatar.tooLarge' })
	// Too large, or only a hand-made request: a malformed body, a second file, not a form.
	if (!upload.ok) return avatarRefused(upload.refusal.messageId, upload.refusal.status, upload.refusal.headers)
	const formData = upload.form

	const contactIntent = formData.get('intent')
	if (contactIntent === 'contactSend' || contactIntent === 'contactVerify') {
		return contactAction(request, user, formData, context.clientIp ?? null, contactIntent)
	}

	const submission = parseWithZod(formData, { schema: ProfileActionSchema })
	const intent = formData.get('intent') === 'avatar' ? 'avatar' : 'profile'
	if (submission.status !== 'success') {
		const status = submission.error?.avatar?.includes('profile.avatar.tooLarge') ? 413 : 400
		return data<ActionData>({ intent, result: submission.reply() }, { status })
	}

	const db = getDb()
	const value = submission.value
	if (value.intent === 'avatar') {
		try {
			const webp = await processAvatar(new Uint8Array(await value.avatar.arrayBuffer()))
			await saveAvatar(db, getStorage(), user.id, webp)
		} catch (error) {
			if (error instanceof AvatarError) return avatarRefused(error.messageId, error.status)
			throw error
		}
		return redirectWithToast(request, href('/pages/my-info/index'), { messageId: 'profile.avatar.saved', tone: 'success' })
	}

	try {
		await updateProfile(db, user.id, value)
	} catch (error) {
		if (error instanceof UsernameTakenError) {
			return data<ActionData>(
				{ intent: 'profile', result: submission.reply({ fieldErrors: { username: [error.messageId] } }) },
				{ status: error.status },
			)
		}
		throw error
	}
	return redirectWithToast(request, href('/pages/my-info/index'), { messageId: 'profile.saved', tone: 'success' })
}

export const shouldRevalidate = keepPageToSignIn

export default function MyInfoPage() {
	const profile = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	useFormSignInToContinue(answer)
	const actionData = answer && !('signInToContinue' in answer) ? answer : undefined
	return (
		<>
			<PageHeader titleId="page.myInfo.title" />
			<Stack gap="large" padding="large" paddingBlockEnd="xxxlarge">
				<AvatarSection avatarUrl={profile.avatarUrl} lastResult={actionData?.intent === 'avatar' ? actionData.result : undefined} />
				<NamesForm profile={profile} lastResult={actionData?.intent === 'profile' ? actionData.result : undefined} />
				<ContactSection
					phone={profile.phone}
					email={profile.email}
					channels={profile.channels}
					last={actionData && 'kind' in actionData ? actionData : null}
				/>
				<Button asChild variant="ghost" tone="danger" icon="trash" fullWidth>
					<Link to="/pages/log-off/index">
						<FormattedMessage id="profile.deleteAccount" />
					</Link>
				</Button>
			</Stack>
		</>
	)
}

function useSubmittingIntent(intent: 'profile' | 'avatar') {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function AvatarSection({ avatarUrl, lastResult }: { avatarUrl: string | null; lastResult?: SubmissionResult<string[]> }) {
	const intl = useIntl()
	const uploading = useSubmittingIntent('avatar')
	const [form, fields] = useForm({
		id: 'avatar',
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: AvatarSchema }),
	})
	const { key: _key, type: _type, ...fileProps } = getInputProps(fields.avatar, { type: 'file', ariaAttributes: false })
	return (
		<Card asChild>
			<section aria-labelledby="avatar-title">
				<h2 id="avatar-title" className={styles.sectionTitle}>
					<FormattedMessage id="profile.avatar.title" />
				</h2>
				<div className={styles.avatarRow}>
					<span className={styles.avatar}>
						{avatarUrl ? (
							<img className={styles.avatarImage} src={avatarUrl} alt={intl.formatMessage({ id: 'profile.avatar.current' })} width={88} height={88} />
						) : (
							<Icon name="user" size="large" />
						)}
					</span>
					<Form method="post" encType="multipart/form-data" className={styles.avatarForm} {...getFormProps(form)}>
						<input type="hidden" name="intent" value="avatar" />
						<FileField
							{...fileProps}
							accept="image/*"
							label={intl.formatMessage({ id: 'profile.avatar.choose' })}
							hint={<FormattedMessage id="profile.avatar.hint" />}
							error={fields.avatar.errors?.[0] ? <FormattedMessage id={fields.avatar.errors[0]} /> : undefined}
						/>
						<div>
							<Button type="submit" variant="soft" size="small" icon="upload" loading={uploading}>
								<FormattedMessage id="profile.avatar.upload" />
							</Button>
						</div>
					</Form>
				</div>
			</section>
		</Card>
	)
}

type Profile = { firstName: string; lastName: string; username: string }

function NamesForm({ profile, lastResult }: { profile: Profile; lastResult?: SubmissionResult<string[]> }) {
	const intl = useIntl()
	const saving = useSubmittingIntent('profile')
	const [form, fields] = useForm({
		id: 'profile',
		lastResult,
		defaultValue: { firstName: profile.firstName, lastName: profile.lastName, username: profile.username },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
	})
	const errorOf = (errors?: string[]) => (errors?.[0] ? <FormattedMessage id={errors[0]} /> : undefined)
	const fieldProps = (field: typeof fields.firstName) => {
		const { key: _key, ...props } = getInputProps(field, { type: 'text', ariaAttributes: false })
		return props
	}
	return (
		<Card asChild>
			<Form method="post" {...getFormProps(form)}>
				<input type="hidden" name="intent" value="profile" />
				<TextField
					{...fieldProps(fields.firstName)}
					label={intl.formatMessage({ id: 'profile.firstName.label' })}
					autoComplete="given-name"
					maxLength={NAME_MAX_LENGTH}
					error={errorOf(fields.firstName.errors)}
				/>
				<TextField
					{...fieldProps(fields.lastName)}
					label={intl.formatMessage({ id: 'profile.lastName.label' })}
					autoComplete="family-name"
					maxLength={NAME_MAX_LENGTH}
					error={errorOf(fields.lastName.errors)}
				/>
				<TextField
					{...fieldProps(fields.username)}
					label={intl.formatMessage({ id: 'profile.username.label' })}
					hint={<FormattedMessage id="profile.username.hint" />}
					dir="ltr"
					autoComplete="username"
					autoCapitalize="none"
					spellCheck={false}
					maxLength={USERNAME_MAX_LENGTH}
					error={errorOf(fields.username.errors)}
				/>
				<FieldError errors={form.errors} />
				<Button type="submit" size="large" fullWidth loading={saving}>
					<FormattedMessage id="profile.save" />
				</Button>
			</Form>
		</Card>
	)
}

/** The phone and e-mail, each with its "change" disclosure (a code to the new one, a notice to the old one). */
function ContactSection({
	phone,
	email,
	channels,
	last,
}: {
	phone: string | null
	email: string | null
	channels: { whatsapp: boolean; sms: boolean; email: boolean }
	last: ContactActionData | null
}) {
	const none = <FormattedMessage id="profile.contact.none" />
	return (
		<Card asChild>
			<section aria-labelledby="contact-title">
				<h2 id="contact-title" className={styles.sectionTitle}>
					<FormattedMessage id="profile.contact.title" />
				</h2>
				<DataList.Root layout="rows">
					<DataList.Item>
						<DataList.Label>
							<FormattedMessage id="profile.contact.phone" />
						</DataList.Label>
						<DataList.Value>{phone ? <Ltr>{phone}</Ltr> : none}</DataList.Value>
					</DataList.Item>
					<DataList.Item>
						<DataList.Label>
							<FormattedMessage id="profile.contact.email" />
						</DataList.Label>
						<DataList.Value>{email ? <Ltr>{email}</Ltr> : none}</DataList.Value>
					</DataList.Item>
				</DataList.Root>
				<Text size="small" tone="muted">
					<FormattedMessage id="profile.contact.hint" />
				</Text>
				<ContactChange kind="phone" last={last} channels={channels} />
				<ContactChange kind="email" last={last} channels={channels} />
			</section>
		</Card>
	)
}
