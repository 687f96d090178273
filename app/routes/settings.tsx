import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LinksFunction, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, Stack, Text } from '#design-system'
import { languageSwitchLinks } from '#design-system/fonts.ts'
import { FieldError } from '#app/components/FieldError.tsx'
import { getDb } from '#app/db/client.server.ts'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { serializeLanguageCookie } from '#app/i18n/language-cookie.server.ts'
import { DEFAULT_LOCALE } from '#app/i18n/locales.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { saveLanguage } from '#app/modules/auth/users.server.ts'
import { LanguagePicker } from '#app/modules/preferences/LanguagePicker.tsx'
import { LanguageChoiceSchema } from '#app/modules/preferences/schema.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useLocale } from '#app/utils/root-data.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export const links: LinksFunction = languageSwitchLinks

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.settings.title')

export async function action({ request }: ActionFunctionArgs) {
	const submission = parseWithZod(await readForm(request), { schema: LanguageChoiceSchema })
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const { user } = await getRequestContext(request)
	if (user) await saveLanguage(getDb(), user.id, submission.value.language)
	return redirectWithToast(
		request,
		'/pages/settings/index',
		{ messageId: 'settings.language.saved', tone: 'success' },
		{ headers: { 'Set-Cookie': await serializeLanguageCookie(request, submission.value.language) } },
	)
}

export default function SettingsPage() {
	const locale = useLocale()
	const lastResult = useActionData<typeof action>()
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'language',
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LanguageChoiceSchema }),
	})
	const legendId = 'settings-language-legend'
	return (
		<>
			<PageHeader titleId="page.settings.title" />
			{/* A new language loads the whole page again, messages included. */}
			<Form method="post" reloadDocument {...getFormProps(form)}>
				<Stack gap="medium" padding="large">
					<Text id={legendId} as="h2" weight="strong" size="large">
						<FormattedMessage id="settings.language.title" />
					</Text>
					<LanguagePicker name={fields.language.name} current={locale ?? DEFAULT_LOCALE} legendId={legendId} />
					<FieldError id={fields.language.errorId} errors={fields.language.errors} />
					<Text tone="muted" size="small">
						<FormattedMessage id="settings.language.hint" />
					</Text>
					<Button type="submit" size="large" fullWidth loading={navigation.state === 'submitting'}>
						<FormattedMessage id="settings.language.save" />
					</Button>
				</Stack>
			</Form>
		</>
	)
}
