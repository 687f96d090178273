import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Checkbox, ConfirmDialog } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { deactivateAccount } from '#app/modules/accounts/deactivate.server.ts'
import { DeactivateSchema } from '#app/modules/accounts/deactivate.ts'
import * as styles from '#app/modules/accounts/profile.css.ts'
import { endSession } from '#app/modules/auth/session.server.ts'
import { getLegalDocument } from '#app/modules/legal/legal.server.ts'
import { LegalDocument } from '#app/modules/legal/LegalDocument.tsx'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { requireUserContext } from '#app/request-context.server.ts'
import { CLEAR_CACHE_HEADERS } from '#app/utils/offline-pages.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.logOff.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const { locale } = await requireUserContext(request)
	return { document: getLegalDocument('deactivation', locale) }
}

/** Deletes the signed-in buyer's account, signs this browser out and says so on the home page. */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireUserContext(request)
	const submission = parseWithZod(await readForm(request), { schema: DeactivateSchema })
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const db = getDb()
	await deactivateAccount(db, user.id, { storage: getStorage() })
	const setCookie = await endSession(db, request)
	return redirectWithToast(
		request,
		'/',
		{ messageId: 'logOff.done', tone: 'success' },
		{ headers: { 'Set-Cookie': setCookie, ...CLEAR_CACHE_HEADERS } },
	)
}

const CONFIRM_VALUE = 'confirmed'

export default function LogOffPage() {
	const { document } = useLoaderData<typeof loader>()
	const lastResult = useActionData<typeof action>()
	const intl = useIntl()
	const navigation = useNavigation()
	const deleting = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post'
	const [confirming, setConfirming] = useState(false)
	const [form, fields] = useForm({
		id: 'log-off',
		lastResult,
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: DeactivateSchema }),
		onSubmit(event) {
			// With JavaScript, the first press asks once more in a sheet; the sheet's button sends the form.
			const submitter = (event.nativeEvent as SubmitEvent).submitter
			if (submitter?.getAttribute('value') !== CONFIRM_VALUE) {
				event.preventDefault()
				setConfirming(true)
			}
		},
	})
	const { key: _key, ...agreeProps } = getInputProps(fields.agree, { type: 'checkbox' })
	return (
		<>
			<PageHeader titleId="page.logOff.title" />
			<div className={styles.warningBand}>
				<Callout.Root tone="danger" size="large" role="note">
					<Callout.Icon name="alert" />
					<Callout.Title asChild>
						<h2>
							<FormattedMessage id="logOff.summary.title" />
						</h2>
					</Callout.Title>
					<Callout.Text muted>
						<FormattedMessage id="logOff.summary.body" />
					</Callout.Text>
				</Callout.Root>
			</div>
			<LegalDocument document={document} />
			<Form method="post" className={styles.deactivateForm} {...getFormProps(form)}>
				<Checkbox {...agreeProps} variant="card" tone="danger" size="large" label={<FormattedMessage id="logOff.agree.label" />} />
				<FieldError id={fields.agree.errorId} errors={fields.agree.errors} />
				<Button type="submit" tone="danger" size="large" fullWidth loading={deleting && !confirming}>
					<FormattedMessage id="logOff.submit" />
				</Button>
				<Button asChild variant="ghost" tone="neutral" fullWidth>
					<Link to="/pages/my-info/index">
						<FormattedMessage id="logOff.keep" />
					</Link>
				</Button>
			</Form>
			<ConfirmDialog.Root open={confirming} onOpenChange={(open) => !deleting && setConfirming(open)}>
				<ConfirmDialog.Content title={<FormattedMessage id="logOff.confirm.title" />} description={<FormattedMessage id="logOff.confirm.body" />}>
					<Button
						type="submit"
						form={form.id}
						name="step"
						value={CONFIRM_VALUE}
						tone="danger"
						size="large"
						fullWidth
						loading={deleting}
						loadingLabel={intl.formatMessage({ id: 'logOff.deleting' })}
					>
						<FormattedMessage id="logOff.confirm.action" />
					</Button>
					<ConfirmDialog.Cancel asChild>
						<Button variant="outline" tone="neutral" size="large" fullWidth disabled={deleting}>
							<FormattedMessage id="logOff.confirm.cancel" />
						</Button>
					</ConfirmDialog.Cancel>
				</ConfirmDialog.Content>
			</ConfirmDialog.Root>
		</>
	)
}
