import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Callout, Heading, Text, TextField } from '#design-system'
import { languageSwitchLinks } from '#design-system/fonts.ts'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { StaffLoginSchema } from '#app/modules/staff/schema.ts'
import * as styles from '#app/modules/staff/StaffConsole.css.ts'
import { StaffLanguageSwitch } from '#app/modules/staff/StaffLanguageSwitch.tsx'
import { signInStaff, staffRedirectPath } from '#app/modules/staff/staff-auth.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { getOptionalStaffContext, startStaffSessionFor } from '#app/request-context.server.ts'

const LoginQuerySchema = z.object({ redirectTo: z.string().max(2000).optional().catch(undefined) })

/** The console's language switch names Chinese in Chinese. */
export const links = languageSwitchLinks

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffLogin.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const query = LoginQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const redirectTo = staffRedirectPath(query.redirectTo)
	if (await getOptionalStaffContext(request)) throw redirect(redirectTo)
	return { redirectTo }
}

export async function action({ request, context }: ActionFunctionArgs) {
	const submission = parseWithZod(await readForm(request), { schema: StaffLoginSchema })
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	const db = getDb()
	const ip = context.clientIp ?? null
	try {
		const staff = await signInStaff(db, { account: submission.value.account, password: submission.value.password, ip })
		const setCookie = await startStaffSessionFor(request, db, { userId: staff.id, ip })
		return redirect(staffRedirectPath(submission.value.redirectTo), { headers: { 'Set-Cookie': setCookie } })
	} catch (error) {
		if (!(error instanceof AuthError)) throw error
		return data({ result: submission.reply({ formErrors: [error.messageId], hideFields: ['password'] }) }, { status: error.status })
	}
}

export default function StaffLoginPage() {
	const { redirectTo } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const intl = useIntl()
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'staff-login',
		lastResult: actionData?.result,
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: StaffLoginSchema }),
	})
	const fieldError = (errors: string[] | undefined) => (errors?.[0] ? intl.formatMessage({ id: errors[0] }) : undefined)
	const { key: _accountKey, ...accountProps } = getInputProps(fields.account, { type: 'text', ariaAttributes: false })
	const { key: _passwordKey, ...passwordProps } = getInputProps(fields.password, { type: 'password', ariaAttributes: false })
	return (
		<div className={styles.loginPage}>
			<div className={styles.loginCard}>
				<Heading level={1}>
					<FormattedMessage id="staff.login.heading" />
				</Heading>
				<Text tone="muted">
					<FormattedMessage id="staff.login.intro" />
				</Text>
				<Form method="post" {...getFormProps(form)} className={styles.loginForm}>
					{form.errors?.[0] ? (
						<Callout.Root tone="danger" role="alert" id={form.errorId}>
							<Callout.Text>
								<FormattedMessage id={form.errors[0]} />
							</Callout.Text>
						</Callout.Root>
					) : null}
					<input type="hidden" name="redirectTo" value={redirectTo} />
					<TextField
						{...accountProps}
						label={intl.formatMessage({ id: 'staff.login.account' })}
						autoComplete="username"
						dir="auto"
						error={fieldError(fields.account.errors)}
					/>
					<TextField
						{...passwordProps}
						label={intl.formatMessage({ id: 'auth.password.label' })}
						autoComplete="current-password"
						error={fieldError(fields.password.errors)}
					/>
					<Button type="submit" size="large" fullWidth loading={navigation.state === 'submitting'}>
						<FormattedMessage id="staff.login.submit" />
					</Button>
				</Form>
			</div>
			<StaffLanguageSwitch />
		</div>
	)
}
